import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { actionPips, spendAction, WOUND_AREAS, woundActionAdjust } from "../../../src/rules/index.js";

describe("A5: a Weakening wound costs one BA", () => {
  it("A5: one Weakening wound leaves 1 BA of A2's 2; two leave none; Slowing and Disrupting leave the pool alone", () => {
    const weakening = WOUND_AREAS.weakening.modifiers;
    expect(woundActionAdjust(weakening)).toEqual({ bonus: -1 });
    expect(woundActionAdjust([...weakening, ...weakening])).toEqual({ bonus: -2 });
    expect(woundActionAdjust([...WOUND_AREAS.slowing.modifiers, ...WOUND_AREAS.disrupting.modifiers])).toEqual({});
  });

  it("A2, A5: with one Weakening wound the second BA of a turn is refused, and the pips show one BA", () => {
    const adjust = woundActionAdjust(WOUND_AREAS.weakening.modifiers);
    const first = spendAction("agility", {}, "bonus", { onTurn: true, adjust });
    expect(first.ok).toBe(true);
    const second = spendAction("agility", first.ok ? first.spent : {}, "bonus", { onTurn: true, adjust });
    expect(second.ok).toBe(false);
    expect(actionPips("agility", {}, adjust).find((pip) => pip.kind === "bonus")?.total).toBe(1);
  });

  it("A5: the BA lost never goes below none, however many Weakening wounds (property)", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 12 }), (wounds) => {
      const modifiers = Array.from({ length: wounds }, () => WOUND_AREAS.weakening.modifiers).flat();
      const bonus = actionPips("agility", {}, woundActionAdjust(modifiers)).find((pip) => pip.kind === "bonus");
      expect(bonus?.total).toBe(Math.max(0, 2 - wounds));
    }));
  });
});
