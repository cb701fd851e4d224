import { describe, expect, it } from "vitest";
import { checkRange, RANGE_CATEGORIES, rangeFeet } from "../../src/rules/ranges.js";
import { RulesRangeError, RulesTypeError } from "../../src/rules/validate.js";

describe("range categories (L10)", () => {
  it("L10: at level 20 the seed's caps: 25, 75, 300, 1200, 3000 ft", () => {
    expect(RANGE_CATEGORIES.map((c) => rangeFeet(c, 20))).toEqual([25, 75, 300, 1200, 3000]);
  });

  it("L10: at level 1: 5, 25, 110, 440, 1100 ft", () => {
    expect(RANGE_CATEGORIES.map((c) => rangeFeet(c, 1))).toEqual([5, 25, 110, 440, 1100]);
  });

  it("L10: melee grows 5 ft per 5 levels, close 5 ft per 2 levels", () => {
    expect([4, 5, 9, 10].map((l) => rangeFeet("melee", l))).toEqual([5, 10, 10, 15]);
    expect([1, 2, 3].map((l) => rangeFeet("close", l))).toEqual([25, 30, 30]);
  });

  it("L10: a Large Giant with 4 levels has a melee range of 10 ft", () => {
    expect(rangeFeet("melee", 4, { sizeSteps: 1 })).toBe(10);
  });

  it("L10: Reach adds 5 ft to melee; smaller sizes take nothing off", () => {
    expect(rangeFeet("melee", 5, { reach: true, sizeSteps: 2 })).toBe(25);
    expect(rangeFeet("melee", 1, { sizeSteps: -2 })).toBe(5);
  });

  it("L10: Reach and size change only melee", () => {
    expect(rangeFeet("close", 1, { reach: true, sizeSteps: 3 })).toBe(25);
  });

  it("L10: bad levels, categories and options throw", () => {
    expect(() => rangeFeet("melee", -1)).toThrow(RulesRangeError);
    expect(() => rangeFeet("melee", 2.5)).toThrow(/level/);
    expect(() => rangeFeet("melee", Number.NaN)).toThrow(RulesRangeError);
    expect(() => rangeFeet("point-blank" as "melee", 1)).toThrow(RulesTypeError);
    expect(() => rangeFeet("melee", 1, { sizeSteps: 0.5 })).toThrow(/opts.sizeSteps/);
    expect(() => rangeFeet("melee", 1, { reach: 1 as unknown as boolean })).toThrow(/opts.reach/);
  });
});

describe("attacks beyond their category (L10)", () => {
  it("L10: within its own category, no penalty", () => {
    expect(checkRange("close", 20, 1)).toEqual({ category: "close", delay: null, allowed: true, penalty: 0 });
  });

  it("L10: any category reaches the lower ones", () => {
    expect(checkRange("long", 5, 1)).toMatchObject({ category: "melee", allowed: true, penalty: 0 });
  });

  it("L10: one category beyond at −4", () => {
    expect(checkRange("close", 100, 1)).toEqual({ category: "medium", delay: null, allowed: true, penalty: -4 });
  });

  it("L10: two categories beyond is refused", () => {
    expect(checkRange("close", 300, 1)).toEqual({
      category: "long", delay: null, allowed: false, reason: "FRAY.RULES.Ranges.OutOfRange",
      data: { own: "close", distance: 300, category: "long" },
    });
  });

  it("L10: a melee attack can't reach one category beyond (the seed allows it only above Melee)", () => {
    expect(checkRange("melee", 10, 1)).toMatchObject({ category: "close", allowed: false });
  });

  it("L10: the edge of a category still belongs to it", () => {
    expect(checkRange("medium", 110, 1)).toMatchObject({ category: "medium", penalty: 0 });
    expect(checkRange("medium", 111, 1)).toMatchObject({ category: "long", penalty: -4 });
  });

  it("L10: an attack at Extreme lands a round later and is wasted if the target left its square", () => {
    const delay = { rounds: 1, wastedIfTargetMoved: true };
    expect(checkRange("extreme", 1000, 1)).toEqual({ category: "extreme", delay, allowed: true, penalty: 0 });
    expect(checkRange("long", 800, 1)).toEqual({ category: "extreme", delay, allowed: true, penalty: -4 });
  });

  it("L10: beyond Extreme nothing reaches", () => {
    expect(checkRange("extreme", 5000, 1)).toMatchObject({ category: null, delay: null, allowed: false });
  });

  it("L10: reach widens melee for the check too", () => {
    expect(checkRange("melee", 10, 1, { reach: true })).toMatchObject({ category: "melee", allowed: true });
  });

  it("L10: a negative or non-finite distance throws", () => {
    expect(() => checkRange("close", -5, 1)).toThrow(/distance/);
    expect(() => checkRange("close", Number.POSITIVE_INFINITY, 1)).toThrow(RulesRangeError);
  });
});
