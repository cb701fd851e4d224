import { describe, expect, it } from "vitest";
import { attackTermIds, attackTerms, type AttackTermsInput } from "../../../src/rules/attack/index.js";
import { RulesRangeError } from "../../../src/rules/validate.js";

/**
 * One attacker with every number set, so a term a rulebook doesn't add would show in the total: attack bonus +2,
 * Accuracy +5, a weapon on STR 16 / DEX 12 (the rulebook's own set), skill level 1, magic +1.
 */
const input = (over: Partial<AttackTermsInput> = {}): AttackTermsInput => ({
  npc: false, attackBonus: 2, accuracy: 5, attributes: [16, 12], skill: 1, unarmed: false,
  magicBonus: 1, proficient: true, ...over,
});

/** The terms as [id, value] pairs. */
const pairs = (terms: { id: string; value: number }[]) => terms.map((t) => [t.id, t.value]);

describe("attack terms: each rulebook adds its own terms only", () => {
  it("Legend: a character adds attack bonus 2 + best attribute (STR 16 → +3) + magic 1 = 6, never Accuracy", () => {
    const terms = attackTerms("legend", input());
    expect(pairs(terms.toHit)).toEqual([["attackBonus", 2], ["attribute", 3], ["magic", 1]]);
    expect(terms.bonus).toBe(6);
  });

  it("Legend: an NPC adds attack bonus 2 + magic 1 = 3", () => {
    expect(attackTerms("legend", input({ npc: true })).bonus).toBe(3);
  });

  it("Lur-Asko: attributes are target numbers, so attack bonus 2 + magic 1 = 3 for a character and an NPC", () => {
    expect(pairs(attackTerms("lurasko", input()).toHit)).toEqual([["attackBonus", 2], ["magic", 1]]);
    expect(attackTerms("lurasko", input({ npc: true })).bonus).toBe(3);
  });

  it("S5: a character adds attack bonus 2 + attribute (16 → +1) + skill 1 + magic 1 = 5; an NPC 2 + 1 = 3", () => {
    const terms = attackTerms("sides", input({ attributes: [16] }));
    expect(pairs(terms.toHit)).toEqual([["attackBonus", 2], ["attribute", 1], ["skill", 1], ["magic", 1]]);
    expect(terms.bonus).toBe(5);
    expect(attackTerms("sides", input({ npc: true })).bonus).toBe(3);
  });

  it("S5: a weapon with no combat skill adds no skill level", () => {
    expect(attackTerms("sides", input({ attributes: [16], skill: null })).bonus).toBe(4);
  });

  it("A3: character and NPC alike add Accuracy 5 only (no attribute, magic or attack bonus)", () => {
    expect(pairs(attackTerms("agility", input()).toHit)).toEqual([["accuracy", 5]]);
    expect(attackTerms("agility", input({ npc: true })).bonus).toBe(5);
  });

  it("T7: a character adds its best weapon attribute bonus as is (16), no magic, no attack bonus", () => {
    expect(pairs(attackTerms("lot", input({ attributes: [3, 4] })).toHit)).toEqual([["attribute", 4]]);
  });

  it("T7: not proficient halves the bonus rounding down (7 → 3); a negative bonus is never halved (−3)", () => {
    expect(attackTerms("lot", input({ attributes: [7], proficient: false })).bonus).toBe(3);
    expect(attackTerms("lot", input({ attributes: [-3], proficient: false })).bonus).toBe(-3);
  });

  it("T7: an NPC adds its attack bonus (its skill bonus), never halved", () => {
    expect(attackTerms("lot", input({ npc: true, attackBonus: 7, proficient: false })).bonus).toBe(7);
  });

  it("a weapon with none of the rulebook's attributes adds an attribute term of 0", () => {
    expect(attackTerms("legend", input({ attributes: [] })).bonus).toBe(3);
  });

  it("which terms each rulebook's sheet shows", () => {
    expect(attackTermIds("lot", false)).toEqual(["attribute"]);
    expect(attackTermIds("lot", true)).toEqual(["attackBonus"]);
    expect(attackTermIds("agility", false)).toEqual(["accuracy"]);
  });

  it("rejects a fractional number", () => {
    expect(() => attackTerms("legend", input({ attackBonus: 1.5 }))).toThrow(RulesRangeError);
  });
});

describe("S7 Shock's attribute modifier and S6 damage terms", () => {
  it("S7: Shock adds the best weapon attribute as the world's rulebook reads it; an NPC adds 0", () => {
    expect(attackTerms("sides", input()).shockAttributeMod).toBe(1);
    expect(attackTerms("legend", input()).shockAttributeMod).toBe(3);
    expect(attackTerms("lot", input({ attributes: [4, -1] })).shockAttributeMod).toBe(4);
    expect(attackTerms("lurasko", input()).shockAttributeMod).toBe(0);
    expect(attackTerms("sides", input({ npc: true })).shockAttributeMod).toBe(0);
  });

  it("S6: a Sides hit adds the attribute modifier (18 → +2), and the Brawl level (1) when unarmed", () => {
    const armed = attackTerms("sides", input({ attributes: [18] }));
    expect([pairs(armed.damage), armed.damageBonus]).toEqual([[["attribute", 2]], 2]);
    const unarmed = attackTerms("sides", input({ attributes: [18], unarmed: true }));
    expect([pairs(unarmed.damage), unarmed.damageBonus]).toEqual([[["attribute", 2], ["brawl", 1]], 3]);
  });

  it("S6: an NPC's damage and every other rulebook's is the weapon's formula as written", () => {
    expect(attackTerms("sides", input({ npc: true, unarmed: true })).damageBonus).toBe(0);
    for (const preset of ["legend", "lurasko", "agility", "lot"] as const) {
      expect(attackTerms(preset, input({ unarmed: true })).damage).toEqual([]);
    }
  });
});
