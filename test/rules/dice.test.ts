import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rollDie, scriptedDice, seededDice } from "../../src/rules/dice.js";
import { RulesRangeError } from "../../src/rules/validate.js";

describe("dice", () => {
  it("seededDice rolls whole faces in 1..faces and the same seed rolls the same faces", () => {
    fc.assert(fc.property(fc.integer(), fc.integer({ min: 1, max: 100 }), (seed, faces) => {
      const a = seededDice(seed);
      const b = seededDice(seed);
      for (let i = 0; i < 20; i++) {
        const face = rollDie(a, faces);
        expect(face).toBe(rollDie(b, faces));
        expect(Number.isInteger(face) && face >= 1 && face <= faces).toBe(true);
      }
    }));
  });

  it("seededDice reaches every face of a d20", () => {
    const dice = seededDice(7);
    const seen = new Set(Array.from({ length: 400 }, () => dice.roll(20)));
    expect(seen.size).toBe(20);
  });

  it("rollDie refuses a Dice that breaks its promise, naming the field", () => {
    expect(() => rollDie(scriptedDice([21]), 20)).toThrow(RulesRangeError);
    expect(() => rollDie(scriptedDice([2.5]), 20)).toThrow(/dice\.roll\(\)/);
  });

  it("scriptedDice replays its faces in order and says when it runs out", () => {
    const dice = scriptedDice([3, 1]);
    expect([dice.roll(6), dice.roll(6)]).toEqual([3, 1]);
    expect(() => dice.roll(6)).toThrow(/no face left/);
  });
});
