import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/rules/dice.js";
import { rollInitiative, type Entrant } from "../../../src/rules/initiative/index.js";

const e = (id: string, side: string, dex?: number): Entrant => ({ id, side, ...(dex === undefined ? {} : { dex }) });

describe("side initiative (S1)", () => {
  it("S1: one d8 per side, the party adds its highest DEX modifier, highest side first", () => {
    const entrants = [e("a", "party", 1), e("g1", "goblins", 4), e("w", "wolves"), e("b", "party", 3), e("g2", "goblins")];
    const r = rollInitiative("sides", entrants, scriptedDice([2, 6, 8]));
    expect(r.order).toEqual(["w", "g1", "g2", "a", "b"]);
    expect(r.score).toEqual({ a: 5, b: 5, g1: 6, g2: 6, w: 8 });
  });

  it("S1: the party wins ties", () => {
    const r = rollInitiative("sides", [e("g", "goblins"), e("a", "party", 2)], scriptedDice([7, 5]));
    expect(r).toEqual({ order: ["a", "g"], score: { a: 7, g: 7 } });
  });

  it("S1 (I): tied non-party sides roll off on d8s until broken; the score stays the side total", () => {
    const entrants = [e("g", "goblins"), e("w", "wolves"), e("a", "party")];
    const r = rollInitiative("sides", entrants, scriptedDice([5, 5, 1, 4, 4, 2, 6]));
    expect(r).toEqual({ order: ["w", "g", "a"], score: { g: 5, w: 5, a: 1 } });
  });

  it("S1: a side rolls when its first member is reached in input order", () => {
    const r = rollInitiative("sides", [e("w", "wolves"), e("a", "party")], scriptedDice([3, 4]));
    expect(r.score).toEqual({ w: 3, a: 4 });
  });

  it("S1: a party of negative DEX modifiers adds the highest, still negative", () => {
    const r = rollInitiative("sides", [e("a", "party", -2), e("b", "party", -1)], scriptedDice([4]));
    expect(r.score).toEqual({ a: 3, b: 3 });
  });

  it("S1: a party member without a DEX modifier counts 0", () => {
    const r = rollInitiative("sides", [e("a", "party", -2), e("b", "party")], scriptedDice([4]));
    expect(r.score.a).toBe(4);
  });

  it("S1: members keep input order inside their side", () => {
    const r = rollInitiative("sides", [e("c", "party", 0), e("a", "party", 5), e("b", "party", 1)], scriptedDice([1]));
    expect(r.order).toEqual(["c", "a", "b"]);
  });
});
