// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld, clickCard as click, type CardWorld } from "./card-world.js";

/** A stored card as these tests read it. */
type Msg = { id: string; type: string; system: { mode?: string; attackMessageId?: string;
  targets: { tokenUuid: string; name: string; hits?: { amount: number }[]; applied: unknown; undone: boolean }[] };
renderHTML(): Promise<HTMLElement> };

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;
/** The uuid of a document. */
const uuid = (doc: unknown) => (doc as { uuid: string }).uuid;

/** The Shock cards of the chat log (damage cards in shock mode). */
function shockCards(w: CardWorld): Msg[] {
  return (w.foundry.game.messages.contents as unknown as Msg[]).filter((m) => m.type === "damage"
    && m.system.mode === "shock");
}

/**
 * Sides: the Hero's spear (Shock 2/AC 15, STR 10: +0) misses the Scout (AC 14, HP 10) on d20 5; S7: the Scout
 * takes 2 + 0 + 0 = 2 Shock. `also` adds a Grunt (AC 10) the same d20 hits when 10 ≤ the roll.
 */
async function shockMiss(natural: number, { playerHero = false } = {}) {
  const w = await cardWorld("sides");
  const hero = await w.fighter("Hero", { attributes: { str: { value: 10 } } }, playerHero);
  const scout = await w.fighter("Scout", { defenses: { ac: 14 }, hp: { value: 10, max: 10 } });
  const grunt = await w.fighter("Grunt", { defenses: { ac: 10 }, hp: { value: 10, max: 10 } });
  if (playerHero) w.foundry.loginAs(w.foundry.player);
  scriptFaces([20, natural]);
  const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never,
    { targets: [scout, grunt] }) as unknown as Msg;
  return { w, hero, scout, grunt, attack };
}

describe("S7: Shock on a miss is applied from the attack card in one click, and undone", () => {
  it("a Sides miss with Shock offers Apply Shock (no damage to roll); one click takes 2 Shock off 10 HP", async () => {
    // d20 5 + 0 misses AC 14 and AC 10: both take Shock 2 (AC 14 and 10 ≤ 15).
    const { w, scout, attack } = await shockMiss(5);
    const html = await attack.renderHTML();
    expect(html.querySelector("[data-action=rollDamage]")).toBeNull();
    expect(html.querySelectorAll("[data-action=applyShock]")).toHaveLength(2);
    await click(attack, "applyShock", uuid(scout));
    expect(hp(scout)).toBe(8);
    const [shock] = shockCards(w);
    expect(shock!.system.attackMessageId).toBe(attack.id);
    expect(shock!.system.targets.map((t) => [t.name, t.hits!.map((h) => h.amount), t.applied !== null])).toEqual([
      ["Scout", [2], true], ["Grunt", [2], false]]);
    await click(shock!, "undo", uuid(scout));
    expect(hp(scout)).toBe(10);
  });

  it("the second row's Apply Shock uses the same Shock card; a second click on a row is refused", async () => {
    const { w, scout, grunt, attack } = await shockMiss(5);
    await click(attack, "applyShock", uuid(scout));
    await click(attack, "applyShock", uuid(grunt));
    expect([hp(scout), hp(grunt)]).toEqual([8, 8]);
    expect(shockCards(w)).toHaveLength(1);
    await click(attack, "applyShock", uuid(scout));
    expect(hp(scout)).toBe(8);
    expect(w.foundry.notices.at(-1)!.message).toBe("Already applied to this target.");
  });

  it("S6, S7: a hit and a miss: the damage card holds the hit only; the miss's Shock is applied from its row",
    async () => {
      // d20 12: hits the Grunt (AC 10), misses the Scout (AC 14): Shock 2.
      const { w, scout, grunt, attack } = await shockMiss(12);
      scriptFaces([8, 6]);
      const damage = await w.api.damage(attack) as unknown as Msg;
      expect(damage.system.targets.map((t) => [t.name, t.hits!.map((h) => h.amount)])).toEqual([["Grunt", [6]]]);
      await click(attack, "applyShock", uuid(scout));
      await w.api.apply(damage, uuid(grunt));
      // Grunt: 10 − 6 = 4; Scout: 10 − 2 = 8.
      expect([hp(grunt), hp(scout)]).toEqual([4, 8]);
    });

  it("a player's Apply Shock on a target they don't own goes through the GM, who rebuilds the Shock card", async () => {
    const { w, scout, attack } = await shockMiss(5, { playerHero: true });
    await click(attack, "applyShock", uuid(scout));
    expect(w.foundry.notices).toEqual([]);
    expect(hp(scout)).toBe(8);
  });

  it("game.fray.api.shock posts the attack's Shock card once; apply and undo work on it", async () => {
    const { w, scout, attack } = await shockMiss(5);
    const card = await w.api.shock(attack) as unknown as Msg;
    expect(await w.api.shock(attack)).toBe(card);
    await w.api.apply(card, uuid(scout));
    expect(hp(scout)).toBe(8);
    await w.api.undo(card, uuid(scout));
    expect(hp(scout)).toBe(10);
  });

  it("a second Shock card of the same attack (two clients at once) applies nothing; the first one does", async () => {
    const { w, scout, attack } = await shockMiss(5);
    const first = await w.api.shock(attack) as unknown as Msg & { toObject(): object };
    const cls = w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<Msg> };
    const second = await cls.create(first.toObject());
    await w.api.apply(second, uuid(scout));
    expect(hp(scout)).toBe(10);
    expect(w.foundry.notices.at(-1)!.message).toContain("applied from its first Shock card");
    await w.api.apply(first, uuid(scout));
    expect(hp(scout)).toBe(8);
  });

  it("the GM refuses a player's hand-edited Shock amount: the attack card's miss gives 2, not 9", async () => {
    const { w, scout, attack } = await shockMiss(5, { playerHero: true });
    const card = await w.api.shock(attack) as unknown as Msg & { update(c: object): Promise<unknown> };
    await card.update({ "system.targets": card.system.targets.map((t) => ({ ...JSON.parse(JSON.stringify(t)) as object,
      hits: [{ amount: 9, kind: "physical", ignoresOvershield: false }] })) });
    await w.api.apply(card, uuid(scout));
    expect(hp(scout)).toBe(10);
    expect(w.foundry.notices.at(-1)!.message).toContain("not what its rolls give");
  });
});

describe("S7: api.damage on an attack whose targets all missed with Shock still gives the Shock card (deprecated)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("both misses take Shock 2: api.damage gives the attack's Shock card, as api.shock does, with a warning naming it",
    async () => {
      const { w, scout, attack } = await shockMiss(5);
      const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const card = await w.api.damage(attack) as unknown as Msg;
      expect([card.type, card.system.mode, card.system.attackMessageId]).toEqual(["damage", "shock", attack.id]);
      expect(card.system.targets.map((t) => [t.name, t.hits!.map((h) => h.amount)])).toEqual([
        ["Scout", [2]], ["Grunt", [2]]]);
      expect(await w.api.shock(attack)).toBe(card);
      expect(warnings).toHaveBeenCalledTimes(1);
      const [message] = warnings.mock.calls[0]!;
      expect(String(message)).toContain("call game.fray.api.shock(attack) instead");
      expect(String(message)).toContain("Deprecated since Version 0.2.0");
      expect(String(message)).toContain("removed in Version 0.3.0");
      await w.api.apply(card, uuid(scout));
      expect(hp(scout)).toBe(8);
      expect(shockCards(w)).toHaveLength(1);
    });

  it("S6: an attack with a hit rolls its damage card as before, without a warning", async () => {
    const { w, attack } = await shockMiss(12);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    scriptFaces([8, 6]);
    const damage = await w.api.damage(attack) as unknown as Msg;
    expect([damage.system.mode, damage.system.targets.map((t) => t.name)]).toEqual(["damage", ["Grunt"]]);
    expect(warnings).not.toHaveBeenCalled();
  });
});

/** A combatant's actor as the S8 test reads it. */
type Fighter = { uuid: string; system: { hp: { value: number }; shield: { usedInRound: number | null } };
  update(c: object): Promise<unknown>; createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]> };

describe("S8: a shield ignores the first Shock of the round, spent from the card", () => {
  it("in round 1 the Orc's shield stops the first Shock (Apply Shock spends it); the second Shock lands: 10 → 8",
    async () => {
      const { combatWorld } = await import("./world.js");
      const w = await combatWorld("sides");
      const { cardApi } = await import("../../src/documents/cards/api.js");
      const { combat, by } = await w.fight([{ name: "Ada", player: true, initiative: 20 },
        { name: "Orc", initiative: 5, system: {} }]);
      const ada = by("Ada").actor as unknown as Fighter;
      const orc = by("Orc").actor as unknown as Fighter;
      await orc.update({ "system.hp": { value: 10, max: 10 }, "system.defenses.ac": 12 });
      await orc.createEmbeddedDocuments("Item", [{ name: "Buckler", type: "shield",
        system: { acBonus: 0, equipped: true } }]);
      const [spear] = await ada.createEmbeddedDocuments("Item", [{ name: "Spear", type: "weapon",
        system: { damage: { formula: "1d8", kind: "physical" }, shock: { damage: 2, maxAc: 15 } } }]);
      await combat.rollAll();
      await combat.startCombat();
      await w.settle(combat);
      const miss = async () => {
        scriptFaces([20, 5]);
        // S4: each attack spends the Main action; the GM waives it to attack twice in the round.
        return await cardApi.attack(ada as never, spear as never, { targets: [orc], spend: false }) as unknown as Msg;
      };
      const first = await miss();
      expect((await first.renderHTML()).textContent).toContain("Shield ignored the first Shock this round");
      await click(first, "applyShock", orc.uuid);
      expect([orc.system.hp.value, orc.system.shield.usedInRound]).toEqual([10, 1]);
      const second = await miss();
      // The shield is spent this round: 2 + 0 + 0 = 2 Shock lands, 10 − 2 = 8.
      expect((await second.renderHTML()).textContent).toContain("Shock: 2 points, before damage reduction");
      await click(second, "applyShock", orc.uuid);
      expect(orc.system.hp.value).toBe(8);
    });
});
