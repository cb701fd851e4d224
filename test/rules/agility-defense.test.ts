import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agilityDefense, agilityTarget, RulesRangeError } from "../../src/rules/index.js";

describe("agilityDefense", () => {
  it("A3: is 10 + the Agility modifier (+3 → 13, −2 → 8)", () => {
    expect(agilityDefense(3)).toBe(13);
    expect(agilityDefense(-2)).toBe(8);
  });

  it("A3: is the number an ordinary attack must reach", () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 10 }), (agility) => {
      expect(agilityTarget({ natural: 10, bonus: 0, defense: agilityDefense(agility) })).toBe(10 + agility);
    }));
  });

  it("A3: rejects a fractional modifier", () => {
    expect(() => agilityDefense(1.5)).toThrow(RulesRangeError);
  });
});
