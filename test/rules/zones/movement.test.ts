import { describe, expect, it } from "vitest";
import {
  movementRoll, netHindrance, rollHindranceDice, rushRefusal,
} from "../../../src/rules/zones/index.js";
import { scriptedDice } from "../../../src/rules/dice.js";
import { RulesRangeError } from "../../../src/rules/validate.js";

describe("movementRoll (Z7, Z8)", () => {
  it("Z7: a d12 at or under SPD succeeds and moves one short range", () => {
    expect(movementRoll({ spd: 7, roll: 7 })).toMatchObject({ margin: 0, distance: "short", fatigue: 0 });
  });

  it("Z7: a d12 over SPD fails and doesn't move", () => {
    expect(movementRoll({ spd: 7, roll: 8 })).toMatchObject({ margin: -1, distance: "none" });
  });

  it("Z7: without a rush, even a huge margin moves only short", () => {
    expect(movementRoll({ spd: 14, roll: 1 })).toMatchObject({ margin: 13, distance: "short" });
  });

  it("Z8: a rush adds SPD as a reactive +TN and costs 6 fatigue", () => {
    expect(movementRoll({ spd: 6, roll: 9, rush: true })).toMatchObject({ margin: 3, distance: "short", fatigue: 6 });
  });

  it("Z8: a rushed margin of 10 or more moves medium", () => {
    expect(movementRoll({ spd: 7, roll: 4, rush: true })).toMatchObject({ margin: 10, distance: "medium" });
    expect(movementRoll({ spd: 7, roll: 5, rush: true })).toMatchObject({ margin: 9, distance: "short" });
  });

  it("Z8: rushing is refused with 2 degrees of encumbrance or a Mobility injury", () => {
    expect(() => movementRoll({ spd: 7, roll: 4, rush: true, encumbrance: 2 }))
      .toThrow(RulesRangeError);
    expect(() => movementRoll({ spd: 7, roll: 4, rush: true, encumbrance: 2 }))
      .toThrow(/FRAY\.RULES\.Zones\.RushRefused\.encumbrance/);
    expect(() => movementRoll({ spd: 7, roll: 4, rush: true, mobilityInjury: true }))
      .toThrow(/RushRefused\.mobility/);
  });

  it("Z8: one degree of encumbrance still allows a rush; without a rush nothing is refused", () => {
    expect(movementRoll({ spd: 7, roll: 4, rush: true, encumbrance: 1 }).distance).toBe("medium");
    expect(movementRoll({ spd: 7, roll: 4, encumbrance: 2, mobilityInjury: true }).distance).toBe("short");
  });

  it("Z8: rushRefusal names the reason as a lang key, or null", () => {
    expect(rushRefusal({ encumbrance: 3 })).toBe("FRAY.RULES.Zones.RushRefused.encumbrance");
    expect(rushRefusal({ mobilityInjury: true })).toBe("FRAY.RULES.Zones.RushRefused.mobility");
    expect(rushRefusal({ encumbrance: 1 })).toBeNull();
  });

  it("Z7: a zone trait may change the movement die (a d20 roll of 15 is valid there)", () => {
    expect(movementRoll({ spd: 16, roll: 15, die: 20 }).margin).toBe(1);
    expect(() => movementRoll({ spd: 16, roll: 15 })).toThrow(/input\.roll/);
  });
});

describe("Hindrance and Easing (Z11, Z12)", () => {
  it("Z12 (I): Hindrance and Easing cancel one for one", () => {
    expect(netHindrance(4, 2)).toBe(2);
    expect(netHindrance(2, 2)).toBe(0);
    expect(netHindrance(0, 2)).toBe(-2);
  });

  it("Z12 (I): each net Hindrance adds a d4 to the d12", () => {
    const r = movementRoll({ spd: 8, roll: 5, hindrance: 2, hindranceRolls: [3, 1] });
    expect(r).toMatchObject({ adjustedRoll: 9, margin: -1, distance: "none", netHindrance: 2 });
  });

  it("Z12 (I): each net Easing subtracts a d4", () => {
    const r = movementRoll({ spd: 4, roll: 9, easing: 2, hindranceRolls: [4, 2] });
    expect(r).toMatchObject({ adjustedRoll: 3, margin: 1, distance: "short", netHindrance: -2 });
  });

  it("Z11, Z12: escaping 4 Hindrance with 2 Easing rolls two dice, as Hindrance", () => {
    expect(movementRoll({ spd: 9, roll: 2, hindrance: 4, easing: 2, hindranceRolls: [4, 4] }).adjustedRoll).toBe(10);
  });

  it("Z12 (I): the die is a world setting (a d6 may show a 6)", () => {
    expect(movementRoll({ spd: 9, roll: 2, hindrance: 1, hindranceRolls: [6], hindranceDie: 6 }).adjustedRoll)
      .toBe(8);
    expect(() => movementRoll({ spd: 9, roll: 2, hindrance: 1, hindranceRolls: [6] })).toThrow(/hindranceRolls\[0\]/);
  });

  it("Z12: the number of Hindrance rolls must match the net dice", () => {
    expect(() => movementRoll({ spd: 9, roll: 2, hindrance: 2, hindranceRolls: [1] })).toThrow(/hindranceRolls/);
    expect(() => movementRoll({ spd: 9, roll: 2, hindrance: 2 })).toThrow(/hindranceRolls/);
    expect(() => movementRoll({ spd: 9, roll: 2, hindranceRolls: [1] })).toThrow(/hindranceRolls/);
  });

  it("Z12: rollHindranceDice rolls one die per net Hindrance or Easing through Dice", () => {
    expect(rollHindranceDice(scriptedDice([2, 4]), -2)).toEqual([2, 4]);
    expect(rollHindranceDice(scriptedDice([]), 0)).toEqual([]);
    expect(() => rollHindranceDice(scriptedDice([5]), 1)).toThrow(RulesRangeError);
    expect(rollHindranceDice(scriptedDice([5]), 1, 6)).toEqual([5]);
  });

  it("rejects negative Hindrance, NaN SPD and fractional rolls, naming the field", () => {
    expect(() => movementRoll({ spd: 5, roll: 2, hindrance: -1 })).toThrow(/hindrance/);
    expect(() => movementRoll({ spd: Number.NaN, roll: 2 })).toThrow(/input\.spd/);
    expect(() => movementRoll({ spd: 5, roll: 2.5 })).toThrow(/input\.roll/);
    expect(() => movementRoll({ spd: 5, roll: 0 })).toThrow(/input\.roll/);
  });
});
