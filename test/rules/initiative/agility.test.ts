import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/rules/dice.js";
import { rollInitiative, type Entrant } from "../../../src/rules/initiative/index.js";

const e = (id: string, side: string, dex: number, initiator = false): Entrant => ({ id, side, dex, initiator });
const noDice = scriptedDice([]);

describe("agility order (A1)", () => {
  it("A1: no roll, highest Agility modifier first; the score is the modifier", () => {
    const r = rollInitiative("agility", [e("a", "party", 1), e("b", "foes", 3), e("c", "party", -1)], noDice);
    expect(r).toEqual({ order: ["b", "a", "c"], score: { a: 1, b: 3, c: -1 } });
  });

  it("A1: whoever starts the fight by attacking goes last, whatever its Agility", () => {
    const r = rollInitiative("agility", [e("a", "foes", 5, true), e("b", "party", 0), e("c", "foes", -2)], noDice);
    expect(r.order).toEqual(["b", "c", "a"]);
  });

  it("A1: several initiators are ordered among themselves by Agility", () => {
    const r = rollInitiative("agility", [e("a", "foes", 1, true), e("b", "foes", 4, true), e("c", "party", 0)], noDice);
    expect(r.order).toEqual(["c", "b", "a"]);
  });

  it("A1 (I): equal Agility puts the party first", () => {
    const r = rollInitiative("agility", [e("f", "foes", 2), e("p", "party", 2)], noDice);
    expect(r.order).toEqual(["p", "f"]);
  });

  it("A1 (I): equal Agility on the same side keeps the order they were added in", () => {
    const r = rollInitiative("agility", [e("f2", "foes", 2), e("f1", "foes", 2), e("x", "wolves", 2)], noDice);
    expect(r.order).toEqual(["f2", "f1", "x"]);
  });

  it("A1: a missing Agility modifier counts 0", () => {
    const r = rollInitiative("agility", [{ id: "a", side: "foes" }, e("b", "foes", -1)], noDice);
    expect(r).toEqual({ order: ["a", "b"], score: { a: 0, b: -1 } });
  });
});
