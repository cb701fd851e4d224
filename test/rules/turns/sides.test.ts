import { describe, expect, it } from "vitest";
import type { Entrant } from "../../../src/rules/initiative/index.js";
import { isSideTurnOver, mayTakeSideTurn } from "../../../src/rules/turns/index.js";
import { RulesTypeError } from "../../../src/rules/validate.js";

const entrants: Entrant[] = [{ id: "a", side: "party" }, { id: "b", side: "party" }, { id: "g", side: "goblins" }];

describe("acting as a side (S2)", () => {
  it("S2: a side's turn is over once every member has acted", () => {
    expect(isSideTurnOver(entrants, "party", ["b"])).toBe(false);
    expect(isSideTurnOver(entrants, "party", ["b", "a"])).toBe(true);
  });

  it("S2: acts by other sides don't count", () => {
    expect(isSideTurnOver(entrants, "goblins", ["a", "b"])).toBe(false);
  });

  it("S2: any member of the current side who has not acted may take the turn, in any order", () => {
    expect(mayTakeSideTurn(entrants, "party", ["a"], "b")).toBe(true);
    expect(mayTakeSideTurn(entrants, "party", ["a"], "a")).toBe(false);
    expect(mayTakeSideTurn(entrants, "party", [], "g")).toBe(false);
  });

  it("S2: bad input throws", () => {
    expect(() => isSideTurnOver(entrants, "", [])).toThrow(RulesTypeError);
    expect(() => isSideTurnOver(entrants, "party", [3 as unknown as string])).toThrow(/acted\[0\]/);
  });
});
