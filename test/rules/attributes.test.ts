import { describe, expect, it } from "vitest";
import { attributeModifier, boundedValue, freeHitSlots, summoningSlots } from "../../src/rules/attributes.js";
import { RulesRangeError, RulesTypeError } from "../../src/rules/validate.js";
import type { PresetId } from "../../src/rules/presets.js";

describe("attributeModifier", () => {
  it("legend: (score − 10) ÷ 2 rounded down (STR 15 → +2, 8 → −1)", () => {
    expect(attributeModifier("legend", 15)).toBe(2);
    expect(attributeModifier("legend", 8)).toBe(-1);
    expect(attributeModifier("legend", 10)).toBe(0);
    expect(attributeModifier("legend", 9)).toBe(-1);
    expect(attributeModifier("legend", 1)).toBe(-5);
  });

  it.each([[3, -2], [4, -1], [7, -1], [8, 0], [13, 0], [14, 1], [17, 1], [18, 2]])(
    "sides (seed 002): score %i → %i", (score, mod) => {
      expect(attributeModifier("sides", score)).toBe(mod);
    });

  it("sides (I): scores outside 3–18 read as the nearest end of the table", () => {
    expect(attributeModifier("sides", 0)).toBe(-2);
    expect(attributeModifier("sides", 20)).toBe(2);
  });

  it("agility and lot store the modifier itself", () => {
    expect(attributeModifier("agility", -1)).toBe(-1);
    expect(attributeModifier("lot", 4)).toBe(4);
  });

  it("lurasko (Z1) stores target numbers and has no modifier", () => {
    expect(attributeModifier("lurasko", 8)).toBeNull();
  });

  it("rejects NaN, fractions and unknown presets", () => {
    expect(() => attributeModifier("legend", Number.NaN)).toThrow(RulesRangeError);
    expect(() => attributeModifier("sides", 10.5)).toThrow(RulesRangeError);
    expect(() => attributeModifier("homebrew" as PresetId, 10)).toThrow(RulesTypeError);
  });
});

describe("freeHitSlots", () => {
  it("A9: Agility modifier + 1 per round (mod 1 → 2, mod 0 → 1)", () => {
    expect(freeHitSlots(1)).toBe(2);
    expect(freeHitSlots(0)).toBe(1);
  });

  it("A9: none when Agility modifier + 1 is 0 or less (mod −1 → 0, mod −3 → 0)", () => {
    expect(freeHitSlots(-1)).toBe(0);
    expect(freeHitSlots(-3)).toBe(0);
  });

  it("A9: rejects a fractional modifier", () => {
    expect(() => freeHitSlots(0.5)).toThrow(RulesRangeError);
  });
});

describe("summoningSlots", () => {
  it("A10: equal the level", () => {
    expect(summoningSlots(1)).toBe(1);
    expect(summoningSlots(7)).toBe(7);
  });

  it("A10: rejects a level below 1 or fractional", () => {
    expect(() => summoningSlots(0)).toThrow(RulesRangeError);
    expect(() => summoningSlots(2.5)).toThrow(RulesRangeError);
  });
});

describe("boundedValue", () => {
  it("shows a value above its maximum as the maximum and a negative value as 0", () => {
    expect(boundedValue(12, 10)).toBe(10);
    expect(boundedValue(-3, 10)).toBe(0);
    expect(boundedValue(4, 10)).toBe(4);
  });

  it("rejects a negative maximum", () => {
    expect(() => boundedValue(1, -1)).toThrow(RulesRangeError);
  });
});
