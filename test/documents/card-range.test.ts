// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import type { Document } from "../foundry/documents.js";
import { cardWorld, type CardWorld } from "./card-world.js";
import { cardLines, rangeWorld, type Card, type Scene } from "./range-world.js";
import type { CombatWorld } from "./world.js";

/**
 * Ada (level 1, initiative 20, a player's with `player`) and the Orc (initiative 5) in a started Legend fight on a
 * scene of 100 px squares: Ada at (0, 0) holding `weapon`, the Orc `orcX` px to her right. `before` runs on the new
 * world before anyone is made.
 */
async function adaFacesOrc(weapon: Record<string, unknown>, orcX: number,
  { player = false, before }: { player?: boolean; before?: (w: CombatWorld) => Promise<void> } = {}) {
  const { combatWorld } = await import("./world.js");
  const w = await combatWorld("legend");
  await before?.(w);
  const { combat, by } = await w.fight([{ name: "Ada", initiative: 20, player }, { name: "Orc", initiative: 5 }]);
  const ada = by("Ada").actor as unknown as Document & { items: { contents: Document[] } };
  const [item] = await ada.createEmbeddedDocuments("Item", [{ ...weapon, type: "weapon" }]);
  const Scene = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Scene> };
  const scene = await Scene.create({ name: "Field", grid: { size: 100 } });
  const [from, orc] = await scene.createEmbeddedDocuments("Token", [
    { name: "Ada", actorId: ada.id, actorLink: true, x: 0, y: 0 },
    { name: "Orc", actorId: by("Orc").actor!.id, actorLink: true, x: orcX, y: 0 }]);
  await combat.startCombat();
  await w.settle(combat);
  return { w, combat, by, ada, weapon: item!, from: from!, orc: orc! };
}

describe("L10 range categories on the attack card (Legend, measured on the scene)", () => {
  it("L10: a spear (Melee) at the Foe on the next square diagonally: 5 ft, Melee; 12 against AC 12 hits", async () => {
    const { attackAt } = await rangeWorld({});
    const { card, lines } = await attackAt(1, 1, 12);
    expect(card!.system.targets[0]!.outcome.outcome).toBe("hit");
    expect(lines).toContain("d20 12: 12 against 12");
    expect(lines).toContain("Melee range: 5 ft");
  });

  it("L10, L11: a Close bow (35 ft at level 4) three squares diagonally away: 5 + 10 + 5 = 20 ft, Close, no penalty; "
    + "six squares diagonally: 5 + 10 + 5 + 10 + 5 + 10 = 45 ft, Medium, one category beyond: 15 − 4 = 11 misses AC 12",
  async () => {
    const near = await (await rangeWorld({ range: { category: "close" } })).attackAt(3, 3, 15);
    expect(near.lines).toContain("Close range: 20 ft");
    expect(near.lines).toContain("d20 15: 15 against 12");
    const far = await (await rangeWorld({ range: { category: "close" } })).attackAt(6, 6, 15);
    expect(far.card!.system.targets[0]!.outcome.outcome).toBe("miss");
    expect(far.lines).toContain("d20 15: 11 against 12");
    expect(far.lines).toContain("Medium range: 45 ft, one category beyond the weapon's Close: −4 to hit");
  });

  it("L10: a spear two squares away (10 ft, Close) is refused — Melee has no category beyond — with its reason; "
    + "nothing is rolled or posted", async () => {
    const { w, attackAt } = await rangeWorld({});
    const { card } = await attackAt(2, 0, 15);
    expect(card).toBeNull();
    expect(w.foundry.game.messages.contents).toHaveLength(0);
    expect(w.foundry.notices.at(-1)!.message).toBe("A Melee attack cannot reach 10 ft (Close).");
  });

  it("L10: a Reach spear reaches 10 ft (Melee 5 + 5); a Close bow two categories away (100 squares: 500 ft, Long) is refused",
    async () => {
      const reach = await (await rangeWorld({ reach: true })).attackAt(2, 0, 15);
      expect(reach.lines).toContain("Melee range: 10 ft");
      const bow = await rangeWorld({ range: { category: "close" } });
      const { card } = await bow.attackAt(100, 0, 15);
      expect(card).toBeNull();
      expect(bow.w.foundry.notices.at(-1)!.message).toBe("A Close attack cannot reach 500 ft (Long).");
    });

  it("L10: the GM's client, re-judging a player's attack one category beyond (−4), finds it sound and applies the "
    + "damage", async () => {
    const { w, foe, attackAt } = await rangeWorld({ range: { category: "close" } }, { player: true });
    const { card } = await attackAt(8, 0, 18);
    expect(card!.system.targets[0]!.outcome.total).toBe(14);
    await new Promise((r) => setTimeout(r, 0));
    scriptFaces([8, 6]);
    const damage = await w.api.damage(card) as unknown as { system: { targets: { tokenUuid: string }[] } };
    await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect((foe as unknown as { system: { hp: { value: number } } }).system.hp.value).toBe(14);
  });

  it("L10: a player's card edited to drop the −4 (18 against AC 16: a hit, not 14, a miss) lands nothing: the GM's "
    + "client measures the range itself", async () => {
    const { w, foe, attackAt } = await rangeWorld({ range: { category: "close" } }, { player: true });
    await foe.update({ "system.defenses.ac": 16 });
    const { card } = await attackAt(8, 0, 18);
    const target = card!.system.targets[0]!;
    expect([target.outcome.outcome, target.outcome.total]).toEqual(["miss", 14]);
    await new Promise((r) => setTimeout(r, 0));
    w.foundry.loginAs(w.foundry.player);
    const plain = JSON.parse(JSON.stringify(target)) as typeof target;
    await (card as unknown as { update(c: object): Promise<unknown> }).update({ "system.targets": [{ ...plain,
      outcome: { ...plain.outcome, outcome: "hit", total: 18 } }] });
    scriptFaces([8, 6]);
    const damage = await w.api.damage(card) as unknown as { system: { targets: { tokenUuid: string }[] } };
    await w.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect((foe as unknown as { system: { hp: { value: number } } }).system.hp.value).toBe(20);
    expect(w.foundry.notices.map((n) => n.message)).toContain("This card no longer matches its rolls (its attack, "
      + "weapon or dice were changed after the roll). Nothing was applied.");
  });
});

describe("L10 without a canvas: the range the GM picks on the dialog", () => {
  /** The Hero (level 4, a Close bow) attacks the Foe's actor (no token to measure), naming `range`. */
  async function chosen(w: CardWorld, range: string) {
    const hero = await w.fighter("Hero", { level: 4 });
    const foe = await w.fighter("Foe", { defenses: { ac: 12 } });
    scriptFaces([20, 15]);
    const card = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [foe],
      options: { range } as never }) as unknown as Card | null;
    return { card, lines: card ? await cardLines(card) : [] };
  }

  it("L10: Medium chosen for a Close bow: −4 (15 → 11 against AC 12) and the line says it was chosen; Long is "
    + "refused", async () => {
    const w = await cardWorld("legend", { range: { category: "close" } });
    const { lines } = await chosen(w, "medium");
    expect(lines).toContain("d20 15: 11 against 12");
    expect(lines).toContain("Medium range (chosen on the dialog), one category beyond the weapon's Close: −4 to hit");
    expect((await chosen(w, "long")).card).toBeNull();
    expect(w.foundry.notices.at(-1)!.message).toBe("A Close attack cannot reach 560 ft (Long).");
  });

  it("L10 applies under Legend only: under Sides the same choice changes nothing", async () => {
    const { lines } = await chosen(await cardWorld("sides", { range: { category: "close" } }), "medium");
    expect(lines).toContain("d20 15: 15 against 12");
    expect(lines.some((l) => l.includes("range"))).toBe(false);
  });
});

describe("L10 in a started fight", () => {
  it("L10: an attack out of range spends no action: the refused spear leaves the standard action for the next, in "
    + "reach", async () => {
    const { w, by, ada, weapon: spear, from, orc } = await adaFacesOrc({ name: "Spear",
      system: { damage: { formula: "1d8", kind: "physical" } } }, 300);
    const { cardApi } = await import("../../src/documents/cards/api.js");
    const attack = () => {
      scriptFaces([20, 11]);
      return cardApi.attack(ada as never, spear as never, { targets: [orc], token: from });
    };
    expect(await attack()).toBeNull();
    expect(w.foundry.notices.at(-1)!.message).toBe("A Melee attack cannot reach 15 ft (Close).");
    expect(by("Ada").system.spent).not.toMatchObject({ standard: 1 });
    await orc!.update({ x: 100 });
    expect(await attack()).not.toBeNull();
    expect(by("Ada").system.spent).toMatchObject({ standard: 1 });
  });
});

describe("L10 an attack at Extreme range lands a round later", () => {
  /**
   * Ada (level 1: Long 400 + 40 = 440 ft, Extreme 1000 + 100 = 1100 ft; a Long bow, +0 to hit) acts first, the Orc
   * (AC 10, 100 squares away: 500 ft, Extreme) second; Ada shoots in round 1, d20 18 − 4 = 14 hits.
   */
  async function extremeShot({ player = false } = {}) {
    const { w, combat, by, ada, weapon: bow, from, orc } = await adaFacesOrc({ name: "Bow",
      system: { damage: { formula: "1d8", kind: "physical" }, range: { category: "long" } } }, 10000, {
      player, before: async (world) => {
        (await import("../../src/documents/cards/api.js")).registerCardQueries();
        const { FrayChatMessage } = await import("../../src/documents/chat-message.js");
        world.foundry.CONFIG.ChatMessage!.documentClass = FrayChatMessage;
      } });
    const { cardApi } = await import("../../src/documents/cards/api.js");
    await by("Orc").actor!.update({ "system.hp": { value: 20, max: 20 } } as never);
    if (player) w.foundry.loginAs(w.foundry.player);
    scriptFaces([20, 18]);
    const card = await cardApi.attack(ada as never, bow as never, { targets: [orc], token: from }) as unknown as Card;
    await new Promise((r) => setTimeout(r, 0));
    w.foundry.loginAs(w.foundry.gm);
    const next = async () => {
      await combat.nextTurn();
      await w.settle(combat);
    };
    const button = async () => (await card.renderHTML()).querySelector("[data-action=rollDamage]");
    /** The player rolls the card's damage (d8 shows 6) and asks to apply it to the Orc; the Orc's HP after. */
    const playerHits = async () => {
      w.foundry.loginAs(w.foundry.player);
      scriptFaces([8, 6]);
      const damage = await cardApi.damage(card) as unknown as { system: { targets: { tokenUuid: string }[] } };
      await cardApi.apply(damage, damage.system.targets[0]!.tokenUuid);
      w.foundry.loginAs(w.foundry.gm);
      return (by("Orc").actor as unknown as { system: { hp: { value: number } } }).system.hp.value;
    };
    return { w, cardApi, card, orc: orc!, next, button, playerHits };
  }

  it("L10: the card names Extreme at −4 and waits: no damage until Ada's next turn, then it lands on the Orc still on "
    + "its square", async () => {
    const { w, cardApi, card, next, button } = await extremeShot();
    const lines = await cardLines(card);
    expect(lines).toContain("Extreme range: 500 ft, one category beyond the weapon's Long: −4 to hit");
    expect(lines).toContain("d20 18: 14 against 10");
    expect(lines).toContain("Extreme: lands at the start of the attacker's next turn, unless the target leaves its "
      + "square");
    expect(await button()).toBeNull();
    expect(await cardApi.damage(card)).toBeNull();
    expect(w.foundry.notices.at(-1)!.message).toBe("This attack at Extreme range lands at the start of the attacker's "
      + "next turn: no damage yet.");
    await next();
    expect(await cardLines(card)).toContain("Extreme: lands at the start of the attacker's next turn, unless the "
      + "target leaves its square");
    await next();
    expect(await cardLines(card)).toContain("Extreme: landed a round later, the target still on its square");
    expect(await button()).not.toBeNull();
    scriptFaces([8, 6]);
    const damage = await cardApi.damage(card) as unknown as { system: { targets: { hits: { amount: number }[] }[] } };
    expect(damage.system.targets.map((t) => t.hits.map((h) => h.amount))).toEqual([[6]]);
  });

  it.each([
    ["steps off its square", { x: 10100 }],
    ["flies 30 ft straight up over its square (it left it too)", { elevation: 30 }],
  ])("L10: the Orc %s before Ada's next turn: the attack is wasted and deals nothing", async (_, move) => {
    const { card, orc, next, button } = await extremeShot();
    await next();
    await orc.update(move);
    await next();
    expect(await cardLines(card)).toContain("Extreme: wasted, the target left its square");
    expect(await button()).toBeNull();
  });

  it("L10: the player moves the square on their own card to where the Orc stepped: the GM judges from the square it "
    + "read at the roll, and the attack is wasted", async () => {
    const { w, card, orc, next, button } = await extremeShot({ player: true });
    await next();
    await orc.update({ x: 10100 });
    w.foundry.loginAs(w.foundry.player);
    const plain = JSON.parse(JSON.stringify(card.system.targets[0])) as Record<string, unknown>;
    await (card as unknown as { update(c: object): Promise<unknown> }).update({ "system.targets": [{ ...plain,
      extreme: { ...(plain.extreme as object), x: 10100 } }] });
    w.foundry.loginAs(w.foundry.gm);
    await next();
    expect(await cardLines(card)).toContain("Extreme: wasted, the target left its square");
    expect(await button()).toBeNull();
  });

  it("L10: the player's Extreme shot lands through the GM only once the GM found it landed: edited on the card to "
    + "land at once, its damage lands nothing; at Ada's next turn it deals d8 6 (Orc 20 → 14)", async () => {
    const { w, card, playerHits } = await extremeShot({ player: true });
    w.foundry.loginAs(w.foundry.player);
    const plain = JSON.parse(JSON.stringify(card.system.targets[0])) as Record<string, unknown>;
    await (card as unknown as { update(c: object): Promise<unknown> }).update({ "system.targets": [{ ...plain,
      extreme: { ...(plain.extreme as object), status: "landed" } }] });
    expect(await playerHits()).toBe(20);
    expect(w.foundry.notices.map((n) => n.message)).toContain("This card no longer matches its rolls (its attack, "
      + "weapon or dice were changed after the roll). Nothing was applied.");

    const fair = await extremeShot({ player: true });
    await fair.next();
    await fair.next();
    expect(await cardLines(fair.card)).toContain("Extreme: landed a round later, the target still on its square");
    expect(await fair.playerHits()).toBe(14);
  });
});

describe("L10 from the sheet, no token selected (issue Right numbers, 8)", () => {
  it("L10: the attacker's token on the viewed scene measures the range (Actor#getActiveTokens): a Close bow at "
    + "500 ft (Long) is refused, nothing rolled", async () => {
    const { w, hero, scene } = await rangeWorld({ range: { category: "close" } });
    const [target] = await scene.createEmbeddedDocuments("Token", [{ name: "Foe", actorId: (await w.fighter("Far",
      { defenses: { ac: 12 } })).id, actorLink: true, disposition: -1, x: 10000, y: 0 }]);
    await (scene as unknown as { view(): Promise<void> }).view();
    scriptFaces([20, 15]);
    const card = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [target] });
    expect(card).toBeNull();
    expect(w.foundry.notices.at(-1)!.message).toBe("A Close attack cannot reach 500 ft (Long).");
    expect(w.foundry.game.messages.contents).toHaveLength(0);
  });

  it("L10: an attacker with no token on the viewed scene: each row says no range was measured", async () => {
    const w = await cardWorld("legend", { range: { category: "close" } });
    const hero = await w.fighter("Hero", { level: 4 });
    const foe = await w.fighter("Foe", { defenses: { ac: 12 } });
    scriptFaces([20, 15]);
    const card = await w.api.attack(hero as never, w.weaponOf(hero) as never, { targets: [foe] }) as unknown as Card;
    expect(await cardLines(card)).toContain("No range measured: Hero has no token on this scene.");
  });
});
