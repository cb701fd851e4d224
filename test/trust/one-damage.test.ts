// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld, type CardWorld } from "../documents/card-world.js";

/** A stored card as these tests read it. */
type Msg = { id: string; type: string; toObject(): Record<string, unknown>; renderHTML(): Promise<HTMLElement>;
  system: { superseded?: boolean; attackMessageId?: string; targets: { tokenUuid: string; applied: unknown;
    undone: boolean }[] } };

/** HP of an actor now. */
const hp = (actor: unknown) => (actor as { system: { hp: { value: number } } }).system.hp.value;
/** The uuid of a document. */
const uuid = (doc: unknown) => (doc as { uuid: string }).uuid;
/** The notices shown so far, as text. */
const notices = (w: CardWorld) => w.foundry.notices.map((n) => n.message);

/** The damage cards of the chat log rolled from `attack`. */
function damageCards(w: CardWorld, attack: Msg): Msg[] {
  return (w.foundry.game.messages.contents as unknown as Msg[]).filter((m) => m.type === "damage"
    && m.system.attackMessageId === attack.id);
}

/** Legend: the player's Hero hits the GM's Boss (AC 10, HP 40) with d20 15; the player is logged in from then on. */
async function playerHit() {
  const w = await cardWorld("legend");
  const hero = await w.fighter("Hero", {}, true);
  const boss = await w.fighter("Boss", { defenses: { ac: 10 }, hp: { value: 40, max: 40 } });
  w.foundry.loginAs(w.foundry.player);
  scriptFaces([20, 15]);
  const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss] }) as unknown as Msg;
  await new Promise((r) => setTimeout(r, 0));
  return { w, boss, attack };
}

/** Rolls the damage of `attack` with the d8 face given. */
async function roll(w: CardWorld, attack: Msg, face: number): Promise<Msg | null> {
  scriptFaces([8, face]);
  return await w.api.damage(attack) as unknown as Msg | null;
}

describe("issue 19 item 3: one attack, one damage per target", () => {
  it("a player's second damage roll from one attack is refused with a notice; the one card lands once", async () => {
    const { w, boss, attack } = await playerHit();
    const first = await roll(w, attack, 5);
    expect(await w.api.damage(attack)).toBeNull();
    expect(notices(w).at(-1)).toContain("already rolled");
    expect(damageCards(w, attack)).toHaveLength(1);
    await w.api.apply(first, uuid(boss));
    expect(hp(boss)).toBe(35);
  });

  it("a second damage card a player posts by hand (a macro) applies nothing: the attack's first card is its damage",
    async () => {
      const { w, boss, attack } = await playerHit();
      const first = (await roll(w, attack, 5))!;
      const cls = w.foundry.CONFIG.ChatMessage!.documentClass as unknown as { create(d: object): Promise<Msg> };
      const second = await cls.create(first.toObject());
      await w.api.apply(second, uuid(boss));
      expect(hp(boss)).toBe(40);
      expect(notices(w).at(-1)).toContain("One attack, one damage");
      await w.api.apply(first, uuid(boss));
      expect(hp(boss)).toBe(35);
      await w.api.apply(second, uuid(boss));
      expect(hp(boss)).toBe(35);
    });

  it("the GM's reroll undoes the player's applied card first, marks it superseded, and its own card lands",
    async () => {
      const { w, boss, attack } = await playerHit();
      const first = (await roll(w, attack, 5))!;
      await w.api.apply(first, uuid(boss));
      expect(hp(boss)).toBe(35);
      w.foundry.loginAs(w.foundry.gm);
      const second = (await roll(w, attack, 2))!;
      expect(hp(boss)).toBe(40);
      expect(first.system.targets[0]!.undone).toBe(true);
      expect(first.system.superseded).toBe(true);
      await w.api.apply(second, uuid(boss));
      expect(hp(boss)).toBe(38);
      await w.api.undo(first, uuid(boss));
      expect(hp(boss)).toBe(38);
    });

  it("the GM may reroll again and again: only the latest card applies, an earlier one offers no Apply", async () => {
    const { w, boss, attack } = await playerHit();
    w.foundry.loginAs(w.foundry.gm);
    const cards = [(await roll(w, attack, 3))!, (await roll(w, attack, 4))!, (await roll(w, attack, 6))!];
    expect(cards.map((c) => c.system.superseded)).toEqual([true, true, false]);
    const html = await cards[0]!.renderHTML();
    expect(html.querySelector("[data-action=apply]")).toBeNull();
    expect(html.textContent).toContain("Replaced by a later damage roll");
    await w.api.apply(cards[0], uuid(boss));
    expect(hp(boss)).toBe(40);
    expect(notices(w).at(-1)).toContain("One attack, one damage");
    await w.api.apply(cards[2], uuid(boss));
    expect(hp(boss)).toBe(34);
  });
});

describe("issue 28, S7: one attack, one Shock card", () => {
  it("S7: the player deletes their applied Shock card and posts the attack's Shock again: the Boss (AC 12 ≤ 15) "
    + "took Shock 2 once (40 → 38), the second card applies nothing, with a notice", async () => {
    const w = await cardWorld("sides");
    const hero = await w.fighter("Hero", {}, true);
    const boss = await w.fighter("Boss", { defenses: { ac: 12 }, hp: { value: 40, max: 40 } });
    w.foundry.loginAs(w.foundry.player);
    scriptFaces([20, 5]);
    const miss = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [boss] });
    await new Promise((r) => setTimeout(r, 0));
    const first = await w.api.shock(miss) as unknown as Msg & { delete(): Promise<unknown> };
    await w.api.apply(first as never, uuid(boss));
    expect(hp(boss)).toBe(38);
    await first.delete();
    await new Promise((r) => setTimeout(r, 0));
    const second = await w.api.shock(miss) as unknown as Msg;
    expect(second.id).not.toBe(first.id);
    const before = w.foundry.notices.length;
    await w.api.apply(second as never, uuid(boss));
    expect(hp(boss)).toBe(38);
    // The asking player's notice, and the GM's naming the card's author (both clients' notices are kept here).
    // (The GM's has the reason as a value, escaped as every value of a notice is.)
    const why = "One attack, one Shock card (S7): this attack's Shock was posted on an earlier card, so this one "
      + "applies nothing.";
    expect(notices(w).slice(before)).toEqual([`A card by Player was not applied: ${why.replace("'", "&#x27;")}`, why]);
  });
});
