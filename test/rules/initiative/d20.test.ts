import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/rules/dice.js";
import { rollInitiative } from "../../../src/rules/initiative/index.js";
import type { Entrant } from "../../../src/rules/initiative/index.js";

const e = (id: string, fields: Partial<Entrant> = {}): Entrant => ({ id, side: "party", ...fields });

describe("d20 initiative, Legend tie-break (L1–L3)", () => {
  it("L1: d20 + DEX + other modifiers, highest first", () => {
    const r = rollInitiative("d20", [e("a", { dex: 2, bonus: 1 }), e("b", { dex: 4 })], scriptedDice([12, 14]));
    expect(r).toEqual({ order: ["b", "a"], score: { a: 15, b: 18 } });
  });

  it("L1: a missing DEX or bonus counts 0", () => {
    expect(rollInitiative("d20", [e("a"), e("b", { bonus: -2 })], scriptedDice([5, 9])).score).toEqual({ a: 5, b: 7 });
  });

  it("L2: a tie goes to the higher total modifier, even over a higher DEX", () => {
    const r = rollInitiative("d20", [e("a", { dex: 3 }), e("b", { dex: 2, bonus: 2 })], scriptedDice([10, 9]));
    expect(r).toEqual({ order: ["b", "a"], score: { a: 13, b: 13 } });
  });

  it("L2: equal totals and modifiers go to the higher DEX", () => {
    const r = rollInitiative("d20", [e("a", { dex: 1, bonus: 2 }), e("b", { dex: 3 })], scriptedDice([10, 10]));
    expect(r.order).toEqual(["b", "a"]);
  });

  it("L2: then a reroll between the tied, kept for the order while the score stays", () => {
    const r = rollInitiative("d20", [e("a", { dex: 1 }), e("b", { dex: 1 })], scriptedDice([10, 10, 5, 17]));
    expect(r).toEqual({ order: ["b", "a"], score: { a: 11, b: 11 } });
  });

  it("L2: a reroll that ties again is rolled again (repeat until broken)", () => {
    const r = rollInitiative("d20", [e("a"), e("b")], scriptedDice([10, 10, 8, 8, 3, 15]));
    expect(r.order).toEqual(["b", "a"]);
  });

  it("L2: of three tied, two who tie again reroll among themselves only", () => {
    const dice = scriptedDice([10, 10, 10, 12, 12, 4, 2, 9]);
    expect(rollInitiative("d20", [e("a"), e("b"), e("c")], dice).order).toEqual(["b", "a", "c"]);
  });

  it("L2: tie roll-offs come after all primary rolls, the highest tied run first", () => {
    const dice = scriptedDice([10, 15, 10, 15, 3, 5, 6, 1]);
    const r = rollInitiative("d20", [e("a"), e("b"), e("c"), e("d")], dice);
    expect(r.order).toEqual(["d", "b", "a", "c"]);
  });

  it("L2: entrants not tied roll no extra dice", () => {
    expect(() => rollInitiative("d20", [e("a"), e("b", { dex: 1 })], scriptedDice([10, 10]))).not.toThrow();
  });

  it("L3: a group rolls once, on d20 + its highest modifier, and its members act in a row in input order", () => {
    const entrants = [e("gob1", { side: "gob", group: "g", dex: 1 }), e("hero", { dex: 2 }),
      e("gob2", { side: "gob", group: "g", dex: 3 })];
    const r = rollInitiative("d20", entrants, scriptedDice([10, 12]));
    expect(r).toEqual({ order: ["hero", "gob1", "gob2"], score: { gob1: 13, gob2: 13, hero: 14 } });
  });

  it("L3: the GM may split enemies into several groups, each with its own roll", () => {
    const entrants = [e("z1", { group: "zombies" }), e("shaman", { group: "boss", dex: 4 }), e("z2", { group: "zombies" })];
    const r = rollInitiative("d20", entrants, scriptedDice([15, 3]));
    expect(r).toEqual({ order: ["z1", "z2", "shaman"], score: { z1: 15, z2: 15, shaman: 7 } });
  });

  it("L2 + L3: a group ties like one creature, using its highest total modifier", () => {
    const entrants = [e("g1", { group: "g", dex: 0 }), e("g2", { group: "g", dex: 2 }), e("solo", { dex: 1 })];
    const r = rollInitiative("d20", entrants, scriptedDice([10, 11]));
    expect(r.order).toEqual(["g1", "g2", "solo"]);
  });
});

describe("d20 initiative, LoT tie-break (T1–T3)", () => {
  const half = { tieBreak: "reroll-half" } as const;

  it("T1: d20 + initiative modifiers (base +0), highest first", () => {
    const r = rollInitiative("d20", [e("a"), e("b", { bonus: 2 })], scriptedDice([11, 10]), half);
    expect(r).toEqual({ order: ["b", "a"], score: { a: 11, b: 12 } });
  });

  it("T2: two tied reroll; the higher reroll gets +0.5, the lower keeps its result", () => {
    const r = rollInitiative("d20", [e("a"), e("b")], scriptedDice([15, 15, 8, 14]), half);
    expect(r).toEqual({ order: ["b", "a"], score: { a: 15, b: 15.5 } });
  });

  it("T2: three tied at 15 get 15.5, 15.25, 15", () => {
    const r = rollInitiative("d20", [e("a"), e("b"), e("c")], scriptedDice([15, 15, 15, 2, 20, 9]), half);
    expect(r).toEqual({ order: ["b", "c", "a"], score: { a: 15, b: 15.5, c: 15.25 } });
  });

  it("T2: four tied at 7 get 7.5, 7 + 1/3, 7 + 1/6, 7", () => {
    const r = rollInitiative("d20", [e("a"), e("b"), e("c"), e("d")], scriptedDice([7, 7, 7, 7, 1, 2, 3, 4]), half);
    expect(r.order).toEqual(["d", "c", "b", "a"]);
    expect(r.score.d).toBe(7.5);
    expect(r.score.c).toBeCloseTo(7 + 1 / 3, 12);
    expect(r.score.b).toBeCloseTo(7 + 1 / 6, 12);
    expect(r.score.a).toBe(7);
  });

  it("T2: rerolls that tie among themselves are rerolled to rank them", () => {
    const dice = scriptedDice([15, 15, 15, 10, 10, 3, 2, 7]);
    const r = rollInitiative("d20", [e("a"), e("b"), e("c")], dice, half);
    expect(r).toEqual({ order: ["b", "a", "c"], score: { a: 15.25, b: 15.5, c: 15 } });
  });

  it("T2: modifiers don't break the tie, only the reroll does", () => {
    const r = rollInitiative("d20", [e("a", { bonus: 5 }), e("b")], scriptedDice([10, 15, 1, 2]), half);
    expect(r).toEqual({ order: ["b", "a"], score: { a: 15, b: 15.5 } });
  });

  it("T1, T3: a group shares one roll, each member keeps its own turn and the group's score", () => {
    const entrants = [e("o1", { side: "orcs", group: "g" }), e("o2", { side: "orcs", group: "g" }), e("pc")];
    const r = rollInitiative("d20", entrants, scriptedDice([15, 15, 19, 4]), half);
    expect(r).toEqual({ order: ["o1", "o2", "pc"], score: { o1: 15.5, o2: 15.5, pc: 15 } });
  });
});
