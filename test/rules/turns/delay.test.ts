import { describe, expect, it } from "vitest";
import { delayTo, mayActFromDelay } from "../../../src/rules/turns/index.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

const result = { order: ["a", "b", "c", "d"], score: { a: 20, b: 15, c: 12, d: 5 } };

describe("delay (L6)", () => {
  it("L6: a creature that acts on a later count takes that count as its initiative", () => {
    expect(delayTo(result, "a", 10)).toEqual({ order: ["b", "c", "a", "d"], score: { a: 10, b: 15, c: 12, d: 5 } });
  });

  it("L6: on a count someone holds, it acts after them", () => {
    expect(delayTo(result, "a", 12).order).toEqual(["b", "c", "a", "d"]);
  });

  it("L6: it may act on an earlier count next round, which becomes its count", () => {
    expect(delayTo(result, "c", 18)).toEqual({ order: ["a", "c", "b", "d"], score: { a: 20, b: 15, c: 18, d: 5 } });
  });

  it("L6: below everyone it goes last; above everyone first", () => {
    expect(delayTo(result, "b", 1).order).toEqual(["a", "c", "d", "b"]);
    expect(delayTo(result, "d", 25).order).toEqual(["d", "a", "b", "c"]);
  });

  it("L6: the input result is not changed", () => {
    delayTo(result, "a", 1);
    expect(result.order).toEqual(["a", "b", "c", "d"]);
  });

  it("L6: it may act later the same round, or next round from the top down to its own count", () => {
    const delayed = { round: 2, score: 14 };
    expect(mayActFromDelay(delayed, { round: 2, count: 9 })).toBe(true);
    expect(mayActFromDelay(delayed, { round: 2, count: 14 })).toBe(true);
    expect(mayActFromDelay(delayed, { round: 2, count: 15 })).toBe(false);
    expect(mayActFromDelay(delayed, { round: 3, count: 20 })).toBe(true);
    expect(mayActFromDelay(delayed, { round: 3, count: 14 })).toBe(true);
    expect(mayActFromDelay(delayed, { round: 3, count: 13 })).toBe(false);
    expect(mayActFromDelay(delayed, { round: 4, count: 20 })).toBe(false);
  });

  it("L6: unknown ids and bad counts throw", () => {
    expect(() => delayTo(result, "z", 3)).toThrow(RulesTypeError);
    expect(() => delayTo(result, "a", Number.NaN)).toThrow(RulesRangeError);
    expect(() => delayTo({ order: ["a", "b"], score: { a: 3 } }, "a", 1)).toThrow(/result.score.b/);
    expect(() => mayActFromDelay({ round: 1, score: 3 }, { round: 1, count: Number.POSITIVE_INFINITY }))
      .toThrow(RulesRangeError);
  });
});
