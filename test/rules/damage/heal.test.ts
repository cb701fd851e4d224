import { describe, expect, it } from "vitest";
import { heal, replacesOvershield } from "../../../src/rules/damage/index.js";
import { RulesRangeError } from "../../../src/rules/validate.js";

describe("heal (A6, T11)", () => {
  it("heals up to the maximum and no further", () => {
    expect(heal({ hp: { value: 5, max: 12 } }, 4)).toEqual({ hp: 9, hpGained: 4, woundsRemoved: 0, wounds: 0 });
    expect(heal({ hp: { value: 10, max: 12 } }, 9)).toMatchObject({ hp: 12, hpGained: 2 });
  });

  it("A6: a single healing of 6 HP removes one wound", () => {
    expect(heal({ hp: { value: 1, max: 20 }, wounds: 2 }, 6, 6)).toMatchObject({ woundsRemoved: 1, wounds: 1 });
  });

  it("A6: a healing of 5 HP removes no wound", () => {
    expect(heal({ hp: { value: 1, max: 20 }, wounds: 2 }, 5, 6)).toMatchObject({ woundsRemoved: 0, wounds: 2 });
  });

  it("A6: a healing of 12 HP still removes only one wound", () => {
    expect(heal({ hp: { value: 1, max: 20 }, wounds: 3 }, 12, 6).woundsRemoved).toBe(1);
  });

  it("A6 (I): the healing's size counts, even when the HP bar caps what is gained", () => {
    expect(heal({ hp: { value: 18, max: 20 }, wounds: 1 }, 6, 6)).toMatchObject({ hp: 20, hpGained: 2, wounds: 0 });
  });

  it("A6: no wound to remove, none removed; no threshold, wounds are off", () => {
    expect(heal({ hp: { value: 1, max: 20 } }, 8, 6).woundsRemoved).toBe(0);
    expect(heal({ hp: { value: 1, max: 20 }, wounds: 1 }, 8).woundsRemoved).toBe(0);
  });

  it("A6: the threshold is a world setting", () => {
    expect(heal({ hp: { value: 1, max: 20 }, wounds: 1 }, 6, 8).woundsRemoved).toBe(0);
    expect(heal({ hp: { value: 1, max: 20 }, wounds: 1 }, 8, 8).woundsRemoved).toBe(1);
  });

  it("T11: healing never restores the overshield", () => {
    const r = heal({ hp: { value: 1, max: 20 }, overshield: { value: 0 } }, 10);
    expect(r).not.toHaveProperty("overshield");
  });

  it("rejects negative, fractional and non-finite healing, naming the field", () => {
    for (const amount of [-1, 2.5, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(() => heal({ hp: { value: 1, max: 20 } }, amount)).toThrow(RulesRangeError);
      expect(() => heal({ hp: { value: 1, max: 20 } }, amount)).toThrow(/amount/);
    }
    expect(() => heal({ hp: { value: 1, max: 20 } }, 1, 0)).toThrow(/woundThreshold/);
  });
});

describe("replacesOvershield (T11)", () => {
  it("T11: any overshield replaces none", () => {
    expect(replacesOvershield(null, { value: 0 })).toBe(true);
  });

  it("T11: a larger overshield replaces the current one", () => {
    expect(replacesOvershield({ value: 5 }, { value: 6 })).toBe(true);
  });

  it("T11: an equal or smaller one with the same effect does not (overshields never stack)", () => {
    expect(replacesOvershield({ value: 5 }, { value: 5 })).toBe(false);
    expect(replacesOvershield({ value: 5, effect: "ward" }, { value: 3, effect: "ward" })).toBe(false);
  });

  it("T11: a different effect replaces even a larger current one", () => {
    expect(replacesOvershield({ value: 9, effect: "ward" }, { value: 3, effect: "thorns" })).toBe(true);
    expect(replacesOvershield({ value: 9 }, { value: 0, effect: "until-dawn" })).toBe(true);
  });

  it("rejects a non-finite or negative value, naming the field", () => {
    expect(() => replacesOvershield(null, { value: Number.NaN })).toThrow(/incoming\.value/);
    expect(() => replacesOvershield({ value: -1 }, { value: 1 })).toThrow(/current\.value/);
  });
});
