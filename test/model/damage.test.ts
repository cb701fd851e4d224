import { describe, expect, it } from "vitest";
import { hitDamage, shockOnMiss } from "./index.js";
import type { Creature, Toggles, Weapon } from "./index.js";
import { creature, npc, toggles, weapon } from "./fixtures.js";

/** Shock on a miss with the shield spent and no Total Defense unless told. */
function shock(t: Toggles, attacker: Creature, w: Weapon, target: Creature,
  more?: { shieldReady?: boolean; totalDefense?: boolean }): number {
  return shockOnMiss(t, { attacker, weapon: w, target, shieldReady: more?.shieldReady ?? false,
    totalDefense: more?.totalDefense ?? false });
}

/** One hit's damage with the shield spent unless told. */
function damage(t: Toggles, attacker: Creature, w: Weapon, faces: number[], critical = 0,
  target: Creature = npc(), shieldReady = false): number {
  return hitDamage(t, { attacker, weapon: w, target, faces, critical, shieldReady });
}

const shock2ac15 = weapon((w) => { w.shock = { damage: 2, maxAc: 15 }; });
const ac = (value: number): Creature => npc((c) => { c.defenses.ac = value; });

describe("shockOnMiss", () => {
  const t = toggles("sides");

  it("S7: the seed's example: Shock 2/AC 15 missing AC 13 still deals 2", () => {
    expect(shock(t, creature(), shock2ac15, ac(13))).toBe(2);
  });

  it("S7: Shock X + attribute modifier (STR 14: +1) + magic 1: 2 + 1 + 1 = 4", () => {
    const a = creature((c) => { c.attributes.sides.str = 14; });
    const w = weapon((w) => { w.shock = { damage: 2, maxAc: 15 }; w.magicBonus = 1; w.skill = "stab"; });
    expect(shock(t, a, w, ac(13))).toBe(4);
  });

  it("S7: AC 15 is at most 15 and takes Shock; AC 16 takes none", () => {
    expect(shock(t, creature(), shock2ac15, ac(15))).toBe(2);
    expect(shock(t, creature(), shock2ac15, ac(16))).toBe(0);
  });

  it("S7: \"Shock 5/–\" applies against AC 30", () => {
    expect(shock(t, creature(), weapon((w) => { w.shock = { damage: 5, maxAc: null }; }), ac(30))).toBe(5);
  });

  it("S7: an NPC adds no attribute modifier (STR 18): 2 + magic 1 = 3", () => {
    const w = weapon((w) => { w.shock = { damage: 2, maxAc: 15 }; w.magicBonus = 1; });
    expect(shock(t, npc((c) => { c.attributes.sides.str = 18; }), w, ac(10))).toBe(3);
  });

  it("S7 + README: Shock never goes below 0 (Shock 1 with STR 3: 1 − 2)", () => {
    const w = weapon((w) => { w.shock = { damage: 1, maxAc: null }; });
    expect(shock(t, creature((c) => { c.attributes.sides.str = 3; }), w, ac(10))).toBe(0);
  });

  it("S8: a ready shield ignores the Shock; Total Defense makes the bearer immune", () => {
    expect(shock(t, creature(), shock2ac15, ac(13), { shieldReady: true })).toBe(0);
    expect(shock(t, creature(), shock2ac15, ac(13), { totalDefense: true })).toBe(0);
  });

  it("Shock off: no Shock at all, even under Sides; a weapon without Shock deals none", () => {
    expect(shock(toggles("sides", { shock: false }), creature(), shock2ac15, ac(13))).toBe(0);
    expect(shock(t, creature(), weapon(), ac(5))).toBe(0);
  });

  it("Shock on in a Legend world: Legend's own STR modifier is added (STR 14: +2; the Sides 18 is not read)", () => {
    const a = creature((c) => { c.attributes.sides.str = 18; c.attributes.legend.str = 14; });
    expect(shock(toggles("legend", { shock: true }), a, shock2ac15, ac(12))).toBe(4);
  });

  it("Shock on in a Lur-Asko world: target numbers give no modifier, so Shock 2 is 2", () => {
    const a = creature((c) => { c.attributes.sides.str = 18; c.attributes.lurasko.str = 15; });
    expect(shock(toggles("lurasko", { shock: true }), a, shock2ac15, ac(12))).toBe(2);
  });
});

describe("hitDamage", () => {
  const sword = weapon((w) => { w.dice = { count: 1, faces: 8, plus: 2 }; });

  it("Legend, Lur-Asko, Agility, LoT: the weapon's formula as written: 1d8+2 rolling 5 deals 7", () => {
    const a = creature((c) => { c.attributes.legend.str = 18; c.attributes.sides.str = 18; });
    for (const preset of ["legend", "lurasko", "agility", "lot"] as const) {
      expect(damage(toggles(preset, { criticals: "none" }), a, sword, [5])).toBe(7);
    }
  });

  it("S6: the weapon die 3 + attribute modifier (STR 14: +1) = 4; magic doesn't add to damage", () => {
    const a = creature((c) => { c.attributes.sides.str = 14; });
    expect(damage(toggles("sides"), a, weapon((w) => { w.magicBonus = 2; }), [3])).toBe(4);
  });

  it("S6: unarmed (Brawl skill) adds the Brawl level 2: 3 + 1 + 2 = 6", () => {
    const a = creature((c) => { c.attributes.sides.str = 14; c.skills.brawl = 2; });
    expect(damage(toggles("sides"), a, weapon((w) => { w.skill = "brawl"; }), [3])).toBe(6);
  });

  it("S6 (settled): an NPC has no attribute modifier and no skill level, so unarmed 2 stays 2 (Brawl 2 not added)",
    () => {
      const a = npc((c) => { c.attributes.sides.str = 18; c.skills.brawl = 2; });
      expect(damage(toggles("sides"), a, weapon((w) => { w.skill = "brawl"; }), [2])).toBe(2);
    });

  it("S6: a hit never deals less than its Shock: 1 rolled, Shock 4 + magic 1 = 5 against AC 12", () => {
    const w = weapon((w) => { w.shock = { damage: 4, maxAc: 15 }; w.magicBonus = 1; });
    expect(damage(toggles("sides"), creature(), w, [1], 0, ac(12))).toBe(5);
  });

  it("S6 + README: the floor is the Shock after AC and shield: AC 16 or a ready shield leave the 1 rolled", () => {
    const w = weapon((w) => { w.shock = { damage: 4, maxAc: 15 }; });
    expect(damage(toggles("sides"), creature(), w, [1], 0, ac(16))).toBe(1);
    expect(damage(toggles("sides"), creature(), w, [1], 0, ac(12), true)).toBe(1);
    expect(damage(toggles("sides", { shock: false }), creature(), w, [1], 0, ac(12))).toBe(1);
  });

  it("L8: a critical adds 2 × level 5 = 10: 4 rolled becomes 14", () => {
    const a = creature((c) => { c.level = 5; });
    expect(damage(toggles("legend"), a, weapon(), [4], 1)).toBe(14);
  });

  it("A7: a critical doubles 2d4+1 rolling 3 and 4 (8) to 16; a super critical doubles again to 32", () => {
    const w = weapon((w) => { w.dice = { count: 2, faces: 4, plus: 1 }; });
    expect(damage(toggles("agility"), creature(), w, [3, 4], 1)).toBe(16);
    expect(damage(toggles("agility"), creature(), w, [3, 4], 2)).toBe(32);
  });

  it("A7 with Sides terms: the attribute modifier is doubled too: (3 + 2) × 2 = 10", () => {
    const a = creature((c) => { c.attributes.sides.str = 18; });
    expect(damage(toggles("sides", { criticals: "escalating" }), a, weapon(), [3], 1)).toBe(10);
  });

  it("T7: a critical adds the weapon's maximum: 2d6+1 rolling 2 and 3 (6) + 13 = 19", () => {
    const w = weapon((w) => { w.dice = { count: 2, faces: 6, plus: 1 }; });
    expect(damage(toggles("lot"), creature(), w, [2, 3], 1)).toBe(19);
  });

  it("criticals none: a critical passed in adds nothing (4 stays 4)", () => {
    expect(damage(toggles("legend", { criticals: "none" }), creature((c) => { c.level = 5; }), weapon(), [4], 1))
      .toBe(4);
  });

  it("damage never goes below 0 (1d4−3 rolling 1)", () => {
    expect(damage(toggles("legend"), creature(), weapon((w) => { w.dice = { count: 1, faces: 4, plus: -3 }; }), [1]))
      .toBe(0);
  });
});
