import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/rules/dice.js";
import { rollInitiative, turnOrderMargin, type Entrant } from "../../../src/rules/initiative/index.js";
import { RulesRangeError } from "../../../src/rules/validate.js";

const e = (id: string, dex: number, surprised = false): Entrant => ({ id, side: "x", dex, surprised });

describe("zones turn order (Z1–Z3)", () => {
  it("Z1 (I): margin = TN − d12; higher margin first", () => {
    const r = rollInitiative("zones", [e("a", 8), e("b", 11)], scriptedDice([3, 2]));
    expect(r).toEqual({ order: ["b", "a"], score: { a: 5, b: 9 } });
  });

  it("Z1: when all fail, the one who failed by the least goes first", () => {
    const r = rollInitiative("zones", [e("a", 3), e("b", 5)], scriptedDice([12, 9]));
    expect(r).toEqual({ order: ["b", "a"], score: { a: -9, b: -4 } });
  });

  it("Z1: turnOrderMargin is TN − roll and checks the roll is a d12 face", () => {
    expect(turnOrderMargin(8, 3)).toBe(5);
    expect(turnOrderMargin(4, 9)).toBe(-5);
    expect(() => turnOrderMargin(8, 0)).toThrow(RulesRangeError);
    expect(() => turnOrderMargin(8, 13)).toThrow(RulesRangeError);
    expect(() => turnOrderMargin(Number.NaN, 3)).toThrow(RulesRangeError);
  });

  it("Z2: tied characters roll a d2, the 2 first", () => {
    const r = rollInitiative("zones", [e("a", 6), e("b", 7)], scriptedDice([4, 5, 1, 2]));
    expect(r).toEqual({ order: ["b", "a"], score: { a: 2, b: 2 } });
  });

  it("Z2: equal d2s are rolled again until the tie breaks", () => {
    const r = rollInitiative("zones", [e("a", 6), e("b", 6)], scriptedDice([4, 4, 2, 2, 1, 1, 2, 1]));
    expect(r.order).toEqual(["a", "b"]);
  });

  it("Z2: three tied: the d2 splits them, then the remaining tie rolls again", () => {
    const r = rollInitiative("zones", [e("a", 6), e("b", 6), e("c", 6)], scriptedDice([1, 1, 1, 2, 1, 2, 1, 2]));
    expect(r.order).toEqual(["c", "a", "b"]);
  });

  it("Z3: a surprised character is sorted below every non-surprised one, whatever its margin", () => {
    const r = rollInitiative("zones", [e("s", 12, true), e("a", 2)], scriptedDice([1, 12]));
    expect(r).toEqual({ order: ["a", "s"], score: { s: 11, a: -10 } });
  });

  it("Z3: surprised characters are ordered among themselves by their margins", () => {
    const r = rollInitiative("zones", [e("s1", 5, true), e("s2", 9, true), e("a", 1)], scriptedDice([1, 1, 1]));
    expect(r.order).toEqual(["a", "s2", "s1"]);
  });

  it("Z2 + Z3: a surprised and a non-surprised character with equal margins don't roll off", () => {
    const r = rollInitiative("zones", [e("s", 5, true), e("a", 5)], scriptedDice([2, 2]));
    expect(r.order).toEqual(["a", "s"]);
  });
});
