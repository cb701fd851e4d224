// @vitest-environment happy-dom
/**
 * Issue "Right numbers", items 1 and 2: each rulebook's attack total adds its own terms only (docs/interpretations.md
 * "Attacks and damage"). The Hero carries every number a rulebook might add — attack bonus +2, Accuracy +5, STR 16 in
 * Legend and Sides (+3, +1), Vigor +4 in LoT, Stab 1 and Brawl 1 — and a spear on STR and Vigor with magic +1 and Shock
 * 2/AC 15; the d20 shows 10 against AC (Dodge, Armor) 30, or 10 + Agility 20, so every attack misses and shows its
 * total.
 */
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { cardWorld, type CardWorld } from "./card-world.js";
import type { PresetId } from "../../src/rules/presets.js";

/** A card as these tests read it. */
type Card = {
  system: { weapon: { damageBonus: number }; targets: { tokenUuid: string; hits?: { amount: number }[];
    outcome: { outcome: string; total: number; shock: { amount: number } | null } }[] };
  update(changes: object): Promise<unknown>;
};

/** The Hero's numbers in every rulebook, and its spear. */
const HERO = { attackBonus: 2, accuracy: 5, level: 1, skills: { stab: { value: 1 }, brawl: { value: 1 } },
  attributeSets: { legend: { str: { value: 16 } }, sides: { str: { value: 16 } }, lot: { vig: { value: 4 } } } };
const SPEAR = { attributes: ["str", "vig"], magicBonus: 1, skill: "stab" };

/** A table under `preset`: the Hero (`system` over HERO's, a player's with `player`; spear with `weapon`), the Foe. */
async function table(preset: PresetId,
  { system = {}, weapon = {}, foe = {}, player = false }: Partial<Record<"system" | "weapon" | "foe", object>>
    & { player?: boolean } = {}) {
  const w = await cardWorld(preset, { ...SPEAR, ...weapon });
  const hero = await w.fighter("Hero", { ...HERO, ...system }, player);
  const target = await w.fighter("Foe", { defenses: { ac: 30, dodge: 30, armor: 30 }, hp: { value: 30, max: 30 },
    attributeSets: { agility: { agi: { value: 10 } } }, ...foe });
  return { w, hero, foe: target };
}

/** An NPC attacker: the same numbers on an `npc` actor. */
async function npcTable(preset: PresetId, weapon: object = {}) {
  const w = await cardWorld(preset, { ...SPEAR, ...weapon });
  const Actor = w.Actor as unknown as { create(d: object): Promise<unknown> };
  const hero = await Actor.create({ name: "Brute", type: "npc", system: HERO, items: [{ name: "Spear",
    type: "weapon", system: { damage: { formula: "1d8", kind: "physical" }, shock: { damage: 2, maxAc: 15 },
      ...SPEAR, ...weapon } }] });
  const foe = await w.fighter("Foe", { defenses: { ac: 30, dodge: 30, armor: 30 }, hp: { value: 30, max: 30 },
    attributeSets: { agility: { agi: { value: 10 } } } });
  return { w, hero, foe };
}

/** The attacker's spear at the Foe, the d20 showing `natural`: the attack card. */
async function attack(w: CardWorld, hero: unknown, foe: unknown, natural = 10): Promise<Card> {
  const weapon = (hero as { items: { contents: unknown[] } }).items.contents[0];
  scriptFaces([20, natural]);
  return await w.api.attack(hero as never, weapon as never, { targets: [foe] }) as unknown as Card;
}

/** The total of the card's one row. */
const total = (card: Card) => card.system.targets[0]!.outcome.total;

describe("attack totals: each rulebook adds its own terms (issue Right numbers, 1)", () => {
  it.each([
    // Legend: attack bonus 2 + STR 16 (+3) + magic 1 = 6; Accuracy never.
    ["legend", 16],
    // Lur-Asko: attributes are target numbers: attack bonus 2 + magic 1 = 3.
    ["lurasko", 13],
    // S5: attack bonus 2 + STR 16 (+1) + Stab 1 + magic 1 = 5.
    ["sides", 15],
    // A3: Accuracy 5 only.
    ["agility", 15],
    // T7: Vigor +4 as is; no magic, no attack bonus.
    ["lot", 14],
  ] as const)("%s: a character's d20 10 totals %i", async (preset, expected) => {
    const { w, hero, foe } = await table(preset);
    expect(total(await attack(w, hero, foe))).toBe(expected);
  });

  it("Accuracy 5 leaks into no other rulebook: with no other number, a d20 10 reads 10 under Legend, Sides, "
    + "Lur-Asko and LoT", async () => {
    for (const preset of ["legend", "sides", "lurasko", "lot"] as const) {
      const { w, hero, foe } = await table(preset, { system: { attackBonus: 0 }, weapon: { attributes: [],
        magicBonus: 0, skill: "" } });
      expect(total(await attack(w, hero, foe)), preset).toBe(10);
    }
  });

  it.each([
    // Legend and Lur-Asko: attack bonus 2 + magic 1; S5 (seed 002): no attribute or skill for an NPC; A3: Accuracy 5
    // (issue item 2: not its attack bonus); T7: its attack bonus 2 as its skill bonus, no magic.
    ["legend", 13], ["lurasko", 13], ["sides", 13], ["agility", 15], ["lot", 12],
  ] as const)("%s: an NPC's d20 10 totals %i", async (preset, expected) => {
    const { w, hero, foe } = await npcTable(preset);
    expect(total(await attack(w, hero, foe))).toBe(expected);
  });

  it("T7: a character not proficient with the weapon halves its skill bonus: Vigor +4 → +2", async () => {
    const { w, hero, foe } = await table("lot", { weapon: { proficient: false } });
    expect(total(await attack(w, hero, foe))).toBe(12);
  });

  it("S5: a weapon with no combat skill adds no skill level (2 + 1 + 1 = 4)", async () => {
    const { w, hero, foe } = await table("sides", { weapon: { skill: "" } });
    expect(total(await attack(w, hero, foe))).toBe(14);
  });
});

describe("A3 to-hit is d20 + Accuracy (issue Right numbers, 2)", () => {
  it("A3: the weapon's STR +3 adds nothing, nor does an NPC's attack bonus: d20 10 + Accuracy 5 = 15", async () => {
    const { w, hero, foe } = await table("agility", { system: { attributeSets: { agility: { str: { value: 3 } } } } });
    expect(total(await attack(w, hero, foe))).toBe(15);
  });
});

describe("S7 Shock and S6 damage terms", () => {
  it("S7: a character's miss deals Shock 2 + STR 16 (+1) + magic 1 = 4 (AC 12 ≤ 15); an NPC's 2 + 1 = 3", async () => {
    const pc = await table("sides", { foe: { defenses: { ac: 12 } } });
    expect((await attack(pc.w, pc.hero, pc.foe, 2)).system.targets[0]!.outcome.shock!.amount).toBe(4);
    const npc = await npcTable("sides");
    await (npc.foe as unknown as { update(c: object): Promise<unknown> }).update({ "system.defenses.ac": 12 });
    expect((await attack(npc.w, npc.hero, npc.foe, 2)).system.targets[0]!.outcome.shock!.amount).toBe(3);
  });

  it("S6: a Sides hit adds STR 18 (+2) to the d8 5: 7; unarmed (Brawl 1) 8; an NPC's is the roll, 5", async () => {
    for (const [weapon, expected] of [[{}, 7], [{ skill: "brawl" }, 8]] as const) {
      const { w, hero, foe } = await table("sides", { weapon,
        system: { attributeSets: { sides: { str: { value: 18 } } } }, foe: { defenses: { ac: 5 } } });
      const card = await attack(w, hero, foe, 15);
      scriptFaces([8, 5]);
      const damage = await w.api.damage(card as never) as unknown as Card;
      expect(damage.system.targets[0]!.hits!.map((h) => h.amount)).toEqual([expected]);
    }
    const npc = await npcTable("sides");
    await (npc.foe as unknown as { update(c: object): Promise<unknown> }).update({ "system.defenses.ac": 5 });
    const card = await attack(npc.w, npc.hero, npc.foe, 15);
    scriptFaces([8, 5]);
    expect((await npc.w.api.damage(card as never) as unknown as Card).system.targets[0]!.hits![0]!.amount).toBe(5);
  });

  it("S6: Legend's hit is the weapon's formula as written: STR 16 adds nothing to the d8 5", async () => {
    const { w, hero, foe } = await table("legend", { foe: { defenses: { ac: 5 } } });
    const card = await attack(w, hero, foe, 15);
    scriptFaces([8, 5]);
    expect((await w.api.damage(card as never) as unknown as Card).system.targets[0]!.hits![0]!.amount).toBe(5);
  });

  it("S6: the GM re-derives a player's damage terms: a fair hit (5 + 2) lands; the card's +2 edited to +12 lands "
    + "nothing", async () => {
    for (const forged of [false, true]) {
      const { w, hero, foe } = await table("sides", { player: true, foe: { defenses: { ac: 5 } },
        system: { attributeSets: { sides: { str: { value: 18 } } } } });
      w.foundry.loginAs(w.foundry.player);
      const card = await attack(w, hero, foe, 15);
      await new Promise((r) => setTimeout(r, 0));
      if (forged) await card.update({ "system.weapon.damageBonus": 12 });
      scriptFaces([8, 5]);
      const damage = await w.api.damage(card as never) as unknown as Card;
      await w.api.apply(damage as never, (foe as unknown as { uuid: string }).uuid);
      expect((foe as unknown as { system: { hp: { value: number } } }).system.hp.value).toBe(forged ? 30 : 23);
    }
  });
});
