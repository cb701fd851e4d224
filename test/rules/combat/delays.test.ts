import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DELAY_MODES, delayStatus, mayDelay } from "../../../src/rules/combat/index.js";
import { INITIATIVE_MODES } from "../../../src/rules/presets.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

describe("delays across rounds (L6, A1)", () => {
  it("L6, A1: d20 and agility creatures may delay; S2 sides and Z4/Z5 zones have no delay", () => {
    expect(INITIATIVE_MODES.filter(mayDelay)).toEqual(["d20", "agility"]);
    expect(DELAY_MODES).toEqual(["d20", "agility"]);
  });

  it("L6: a d20 delayer waits in its round, is due on its own count next round, and has lapsed after that", () => {
    expect([3, 4, 5].map((round) => delayStatus("d20", 3, round))).toEqual(["waiting", "due", "lapsed"]);
  });

  it("A1: an agility delay lasts for the round: in the next round it has lapsed", () => {
    expect([2, 3].map((round) => delayStatus("agility", 2, round))).toEqual(["waiting", "lapsed"]);
  });

  it("S2, Z5: under sides or zones any stored delay has lapsed", () => {
    expect(delayStatus("sides", 1, 1)).toBe("lapsed");
    expect(delayStatus("zones", 2, 2)).toBe("lapsed");
  });

  it("L6, A1: no delay stays forever: two rounds later every delay has lapsed", () => {
    fc.assert(fc.property(fc.constantFrom(...INITIATIVE_MODES), fc.integer({ min: 1, max: 500 }),
      fc.integer({ min: 2, max: 50 }), (mode, round, later) => {
        expect(delayStatus(mode, round, round + later)).toBe("lapsed");
      }));
  });

  it("bad input throws", () => {
    expect(() => delayStatus("d20", 0, 1)).toThrow(RulesRangeError);
    expect(() => delayStatus("d20", 1, 1.5)).toThrow(RulesRangeError);
    expect(() => mayDelay("chess" as never)).toThrow(RulesTypeError);
  });
});
