import { describe, expect, it } from "vitest";
import { attackBonus, defenseOf } from "./index.js";
import { creature, npc, toggles, weapon } from "./fixtures.js";

describe("defenseOf", () => {
  it("L/S: Legend, Lur-Asko and Sides attacks are judged against AC", () => {
    const target = creature((c) => { c.defenses.ac = 15; });
    for (const preset of ["legend", "lurasko", "sides"] as const) {
      expect(defenseOf(toggles(preset), target, {})).toEqual({ value: 15, checked: "ac" });
    }
  });

  it("A3: an Agility attack must reach 10 + the target's Agility modifier (Agility +3: 13)", () => {
    const target = creature((c) => { c.attributes.agility.agi = 3; c.defenses.ac = 18; });
    expect(defenseOf(toggles("agility"), target, {})).toEqual({ value: 13, checked: "agility" });
  });

  it("T7: the defender checks the better of Dodge 14 and Armor 12 (Dodge), and Armor when it is better", () => {
    const t = toggles("lot");
    expect(defenseOf(t, creature((c) => { c.defenses.dodge = 14; c.defenses.armor = 12; }), {}))
      .toEqual({ value: 14, checked: "dodge" });
    expect(defenseOf(t, creature((c) => { c.defenses.dodge = 9; c.defenses.armor = 16; }), {}))
      .toEqual({ value: 16, checked: "armor" });
  });

  it("T7 (I): Dodge and Armor equal at 13: Dodge is checked", () => {
    const target = creature((c) => { c.defenses.dodge = 13; c.defenses.armor = 13; });
    expect(defenseOf(toggles("lot"), target, {})).toEqual({ value: 13, checked: "dodge" });
  });

  it("T7: an attack that names Armor checks Armor 12 even though Dodge 14 is better, and one naming Dodge Dodge", () => {
    const target = creature((c) => { c.defenses.dodge = 14; c.defenses.armor = 12; });
    expect(defenseOf(toggles("lot"), target, { defense: "armor" })).toEqual({ value: 12, checked: "armor" });
    const weak = creature((c) => { c.defenses.dodge = 8; c.defenses.armor = 12; });
    expect(defenseOf(toggles("lot"), weak, { defense: "dodge" })).toEqual({ value: 8, checked: "dodge" });
  });

  it("T7 (I): a defender at 0 HP (unconscious or dead) can't dodge and checks Armor", () => {
    const target = creature((c) => { c.hp.value = 0; c.defenses.dodge = 18; c.defenses.armor = 11; });
    expect(defenseOf(toggles("lot"), target, {})).toEqual({ value: 11, checked: "armor" });
    expect(defenseOf(toggles("lot"), target, { defense: "dodge" })).toEqual({ value: 11, checked: "armor" });
  });
});

describe("attackBonus", () => {
  const sword = weapon((w) => { w.attributes = ["str", "dex"]; w.magicBonus = 1; });

  it("Legend terms: a character adds attack bonus 2 + best Legend modifier (STR 16: +3) + magic 1 = 6", () => {
    const a = creature((c) => { c.attackBonus = 2; c.attributes.legend.str = 16; c.attributes.legend.dex = 13; });
    expect(attackBonus(toggles("legend"), a, sword, {})).toBe(6);
  });

  it("Legend terms: an NPC adds attack bonus 2 + magic 1 = 3, no attribute", () => {
    const a = npc((c) => { c.attackBonus = 2; c.attributes.legend.str = 16; });
    expect(attackBonus(toggles("legend"), a, sword, {})).toBe(3);
  });

  it("Legend terms: a score of 7 gives −2 ((7 − 10) / 2 rounded down)", () => {
    const a = creature((c) => { c.attributes.legend.str = 7; });
    expect(attackBonus(toggles("legend"), a, weapon(), {})).toBe(-2);
  });

  it("Lur-Asko terms: attack bonus 3 + magic 1 = 4; target numbers add nothing", () => {
    const a = creature((c) => { c.attackBonus = 3; c.attributes.lurasko.str = 15; });
    expect(attackBonus(toggles("lurasko"), a, sword, {})).toBe(4);
  });

  it("S5: attack bonus 1 + best Sides modifier (DEX 18: +2) + Stab 2 + magic 1 = 6", () => {
    const a = creature((c) => {
      c.attackBonus = 1; c.attributes.sides.str = 14; c.attributes.sides.dex = 18; c.skills.stab = 2;
    });
    const stab = weapon((w) => { w.attributes = ["str", "dex"]; w.skill = "stab"; w.magicBonus = 1; });
    expect(attackBonus(toggles("sides"), a, stab, {})).toBe(6);
  });

  it("S5: the Sides bands: 3 → −2, 7 → −1, 8 and 13 → 0, 14 and 17 → +1", () => {
    const at = (score: number): number =>
      attackBonus(toggles("sides"), creature((c) => { c.attributes.sides.str = score; }), weapon(), {});
    expect([3, 7, 8, 13, 14, 17, 18].map(at)).toEqual([-2, -1, 0, 0, 1, 1, 2]);
  });

  it("S5: an NPC adds attack bonus 1 + magic 1 = 2, no attribute and no skill level", () => {
    const a = npc((c) => { c.attackBonus = 1; c.attributes.sides.dex = 18; c.skills.stab = 3; });
    const stab = weapon((w) => { w.attributes = ["dex"]; w.skill = "stab"; w.magicBonus = 1; });
    expect(attackBonus(toggles("sides"), a, stab, {})).toBe(2);
  });

  it("S10: a charge adds +2 to hit under Sides, and nothing under Legend", () => {
    const a = creature();
    expect(attackBonus(toggles("sides"), a, weapon(), { charge: true })).toBe(2);
    expect(attackBonus(toggles("legend"), a, weapon(), { charge: true })).toBe(0);
  });

  it("A3: Agility adds Accuracy 3 only, not attack bonus 5 nor magic 2", () => {
    const a = creature((c) => { c.accuracy = 3; c.attackBonus = 5; c.attributes.agility.str = 4; });
    expect(attackBonus(toggles("agility"), a, weapon((w) => { w.magicBonus = 2; }), {})).toBe(3);
  });

  it("A4: aiming at the center mass gives +1 with wounds on, nothing with wounds off", () => {
    const a = creature((c) => { c.accuracy = 3; });
    expect(attackBonus(toggles("agility"), a, weapon(), { aimedArea: "centerMass" })).toBe(4);
    expect(attackBonus(toggles("agility", { wounds: false }), a, weapon(), { aimedArea: "centerMass" })).toBe(3);
    expect(attackBonus(toggles("legend", { wounds: true }), a, weapon(), { aimedArea: "centerMass" })).toBe(1);
  });

  it("T7: a proficient character adds its best LoT bonus (DEX 5 over VIG 3), no attack bonus or magic", () => {
    const a = creature((c) => { c.attributes.lot.dex = 5; c.attributes.lot.vig = 3; c.attackBonus = 4; });
    const bow = weapon((w) => { w.attributes = ["dex", "vig"]; w.magicBonus = 2; });
    expect(attackBonus(toggles("lot"), a, bow, {})).toBe(5);
  });

  it("T7: not proficient halves 5 to 2 (rounding down), but a −3 stays −3", () => {
    const bow = weapon((w) => { w.attributes = ["dex"]; w.proficient = false; });
    expect(attackBonus(toggles("lot"), creature((c) => { c.attributes.lot.dex = 5; }), bow, {})).toBe(2);
    expect(attackBonus(toggles("lot"), creature((c) => { c.attributes.lot.dex = -3; }), bow, {})).toBe(-3);
  });

  it("T7: an NPC's skill bonus is its attack bonus 4, never halved", () => {
    const bow = weapon((w) => { w.attributes = ["dex"]; w.proficient = false; w.magicBonus = 3; });
    expect(attackBonus(toggles("lot"), npc((c) => { c.attackBonus = 4; c.attributes.lot.dex = 6; }), bow, {})).toBe(4);
  });

  it("the attack's modifier is added under every rulebook (Legend +2, Agility −1)", () => {
    expect(attackBonus(toggles("legend"), creature(), weapon(), { modifier: 2 })).toBe(2);
    expect(attackBonus(toggles("agility"), creature((c) => { c.accuracy = 1; }), weapon(), { modifier: -1 })).toBe(0);
  });
});
