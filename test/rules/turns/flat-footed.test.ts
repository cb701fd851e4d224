import { describe, expect, it } from "vitest";
import { isFlatFooted } from "../../../src/rules/turns/index.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

describe("flat-footed (L5)", () => {
  it("L5: a creature that has not acted in round 1 is flat-footed", () => {
    expect(isFlatFooted({ round: 1, hasActed: false })).toBe(true);
  });

  it("L5: it stops being flat-footed once it has acted", () => {
    expect(isFlatFooted({ round: 1, hasActed: true })).toBe(false);
  });

  it("L5: from round 2 on nobody is flat-footed for this reason", () => {
    expect(isFlatFooted({ round: 2, hasActed: false })).toBe(false);
  });

  it("L5 (I): after a surprise round (round 1), the first normal round (round 2) still counts", () => {
    expect(isFlatFooted({ round: 2, hasActed: false, surpriseRound: true })).toBe(true);
    expect(isFlatFooted({ round: 3, hasActed: false, surpriseRound: true })).toBe(false);
  });

  it("L5: acting in the surprise round ends it", () => {
    expect(isFlatFooted({ round: 2, hasActed: true, surpriseRound: true })).toBe(false);
  });

  it("L5: bad input names the field", () => {
    expect(() => isFlatFooted({ round: 0, hasActed: false })).toThrow(RulesRangeError);
    expect(() => isFlatFooted({ round: 1.5, hasActed: false })).toThrow(/state.round/);
    expect(() => isFlatFooted({ round: 1, hasActed: "no" as unknown as boolean })).toThrow(RulesTypeError);
  });
});
