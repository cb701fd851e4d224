import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  breakout, escapeEngagement, groupDefense, outnumbering, sideSize,
} from "../../../src/rules/zones/index.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

describe("outnumbering (Z12)", () => {
  it("Z12: own side 2:1 or more gives 2 Easing (+2)", () => {
    expect(outnumbering(4, 2)).toBe(2);
    expect(outnumbering(5, 2)).toBe(2);
  });

  it("Z12: the enemy letting you go gives 2 Easing", () => {
    expect(outnumbering(1, 6, true)).toBe(2);
  });

  it("Z12: neither side 2:1 gives nothing", () => {
    expect(outnumbering(3, 2)).toBe(0);
    expect(outnumbering(2, 3)).toBe(0);
    expect(outnumbering(3, 3)).toBe(0);
  });

  it("Z12: the enemy at 2:1 up to under 4:1 gives 2 Hindrance (−2)", () => {
    expect(outnumbering(2, 4)).toBe(-2);
    expect(outnumbering(2, 7)).toBe(-2);
  });

  it("Z12: the enemy at 4:1 or more gives 4 Hindrance (−4)", () => {
    expect(outnumbering(2, 8)).toBe(-4);
    expect(outnumbering(1, 9)).toBe(-4);
  });

  it("rejects an empty own side and fractional counts", () => {
    expect(() => outnumbering(0, 3)).toThrow(/ownSide/);
    expect(() => outnumbering(2, 1.5)).toThrow(/enemySide/);
  });

  it("Z12: a larger enemy never gives fewer Hindrance dice", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(40), (own, enemy) => {
      expect(outnumbering(own, enemy + 1)).toBeLessThanOrEqual(outnumbering(own, enemy));
    }));
  });
});

describe("side size and breakout tactics (Z12, Z13)", () => {
  const enemies = [{ dex: 12, str: 8 }, { dex: 9, str: 14 }, { dex: 10, str: 10, mounted: true },
    { dex: 15, str: 15, vehicle: true }, { dex: 7, str: 7 }];

  it("Z12: vehicles and mounted riders don't count (their mounts do)", () => {
    expect(sideSize(enemies)).toBe(3);
    expect(sideSize([...enemies, { dex: 5, str: 16 }])).toBe(4);
  });

  it("Z13: ignoring enemies with lower DEX than yours", () => {
    expect(sideSize(enemies, { dex: 10 })).toBe(1);
  });

  it("Z13: ignoring enemies with lower STR, or both", () => {
    expect(sideSize(enemies, { str: 10 })).toBe(1);
    expect(sideSize(enemies, { dex: 10, str: 10 })).toBe(0);
  });

  it("Z13: ignoring by DEX needs every counted enemy's DEX", () => {
    expect(() => sideSize([{ str: 3 }], { dex: 10 })).toThrow(/members\[0\]\.dex/);
  });

  it("Z13: one degree of melee disadvantage per option, to round end in the movement phase", () => {
    expect(breakout(["ignoreLowerDex", "removeHindrance"], "movement")).toMatchObject({
      disadvantage: 2, until: "roundEnd",
    });
  });

  it("Z13: used in the action phase, the disadvantage lasts to the start of the next turn", () => {
    expect(breakout(["ignoreLowerStr"], "action")).toMatchObject({ disadvantage: 1, until: "nextTurnStart" });
  });

  it("Z13: remove-Hindrance can be chosen only once", () => {
    expect(() => breakout(["removeHindrance", "removeHindrance"], "movement")).toThrow(RulesRangeError);
    expect(() => breakout(["removeHindrance", "removeHindrance"], "movement")).toThrow(/options\[1\]/);
  });

  it("rejects unknown options and phases", () => {
    expect(() => breakout(["fly" as "removeHindrance"], "movement")).toThrow(RulesTypeError);
    expect(() => breakout([], "planning" as "movement")).toThrow(/phase/);
  });
});

describe("escaping an engagement (Z11)", () => {
  it("Z11: leaving an engagement adds 2 Hindrance", () => {
    expect(escapeEngagement(3, 3)).toEqual({ hindrance: 2, easing: 0 });
  });

  it("Z11, Z12: plus the outnumbering dice (4:1 → 6 Hindrance; 2:1 own → 2 Easing)", () => {
    expect(escapeEngagement(1, 4)).toEqual({ hindrance: 6, easing: 0 });
    expect(escapeEngagement(2, 5)).toEqual({ hindrance: 4, easing: 0 });
    expect(escapeEngagement(4, 2)).toEqual({ hindrance: 2, easing: 2 });
  });

  it("Z13: the remove-Hindrance breakout takes one off", () => {
    expect(escapeEngagement(1, 4, { removeHindrance: true })).toEqual({ hindrance: 5, easing: 0 });
  });
});

describe("group defense (Z14)", () => {
  it("Z14: a group of 3 protects 1 (1 protected per 2 defenders)", () => {
    expect(groupDefense({ defenders: 2, protectedActive: 1 })).toEqual({ capacity: 1, used: 1, ok: true });
  });

  it("Z14: 2 defenders can't protect 2", () => {
    expect(groupDefense({ defenders: 2, protectedActive: 2 }).ok).toBe(false);
  });

  it("Z14: a group of 9 protects 3", () => {
    expect(groupDefense({ defenders: 6, protectedActive: 3 }).ok).toBe(true);
    expect(groupDefense({ defenders: 5, protectedActive: 4 }).ok).toBe(false);
  });

  it("Z14: incapacitated or dead allies count ¼: 2 defenders protect 4 downed allies", () => {
    expect(groupDefense({ defenders: 2, protectedActive: 0, protectedDown: 4 })).toEqual({
      capacity: 1, used: 1, ok: true,
    });
    expect(groupDefense({ defenders: 2, protectedActive: 0, protectedDown: 5 }).ok).toBe(false);
  });

  it("Z14: a zone trait may change the ratio (1 of every 2: one per defender; 1 of every 4: one per three)", () => {
    expect(groupDefense({ defenders: 2, protectedActive: 2, ratio: 2 }).ok).toBe(true);
    expect(groupDefense({ defenders: 2, protectedActive: 1, ratio: 4 }).ok).toBe(false);
    expect(groupDefense({ defenders: 3, protectedActive: 1, ratio: 4 }).ok).toBe(true);
  });

  it("rejects a ratio below 2 and negative counts", () => {
    expect(() => groupDefense({ defenders: 2, protectedActive: 0, ratio: 1 })).toThrow(/input\.ratio/);
    expect(() => groupDefense({ defenders: -1, protectedActive: 0 })).toThrow(/input\.defenders/);
  });
});
