import { describe, expect, it } from "vitest";
import { mayActOnArrival } from "../../src/rules/index.js";

describe("A10: summoned units", () => {
  it("A10: a unit summoned in round 3 can't act in round 3 and acts from round 4", () => {
    expect(mayActOnArrival(true, 3, 3)).toBe(false);
    expect(mayActOnArrival(true, 3, 4)).toBe(true);
  });

  it("A10: a combatant that was not summoned acts in the round it joins", () => {
    expect(mayActOnArrival(false, 3, 3)).toBe(true);
  });
});
