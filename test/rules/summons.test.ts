import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayActOnArrival, maySummon, summoningSlotsLeft } from "../../src/rules/index.js";

describe("A10: summoned units", () => {
  it("A10: a unit summoned in round 3 can't act in round 3 and acts from round 4", () => {
    expect(mayActOnArrival(true, 3, 3)).toBe(false);
    expect(mayActOnArrival(true, 3, 4)).toBe(true);
  });

  it("A10: a combatant that was not summoned acts in the round it joins", () => {
    expect(mayActOnArrival(false, 3, 3)).toBe(true);
  });
});

/** `count` units, `defeated` of them defeated. */
const units = (count: number, defeated = 0) => Array.from({ length: count }, (_, i) => ({ defeated: i < defeated }));

describe("A10: summoning slots = level", () => {
  it("A10: a level 3 summoner with 2 units standing has 1 slot left; with 3, none, and a fourth is refused", () => {
    expect(summoningSlotsLeft(3, units(2))).toBe(1);
    expect(maySummon(3, units(2))).toEqual({ ok: true });
    expect(summoningSlotsLeft(3, units(3))).toBe(0);
    expect(maySummon(3, units(3))).toEqual({ ok: false, reason: "FRAY.RULES.Summons.NoSlotLeft",
      data: { slots: 3 } });
  });

  it("A10: a defeated unit holds no slot: level 2 with 2 units, 1 defeated, has 1 left", () => {
    expect(summoningSlotsLeft(2, units(2, 1))).toBe(1);
    expect(summoningSlotsLeft(1, [])).toBe(1);
  });

  it("A10: a level that is no whole number from 1, or a unit without a defeated flag, is refused", () => {
    expect(() => summoningSlotsLeft(0, [])).toThrow();
    expect(() => summoningSlotsLeft(2, [{ defeated: "yes" as never }])).toThrow();
  });

  it("A10 (property): slots left = max(0, level − units standing), within 0…level; a defeated unit changes nothing",
    () => {
      fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), fc.array(fc.boolean(), { maxLength: 30 }),
        (level, flags) => {
          const list = flags.map((defeated) => ({ defeated }));
          const left = summoningSlotsLeft(level, list);
          const standing = flags.filter((f) => !f).length;
          expect(left).toBe(Math.max(0, level - standing));
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(level);
          expect(summoningSlotsLeft(level, [...list, { defeated: true }])).toBe(left);
          expect(maySummon(level, list).ok).toBe(left > 0);
        }));
    });
});
