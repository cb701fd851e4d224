import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hitDamage, shockOnMiss, type ShockInput, TOTAL_DEFENSE } from "../../src/rules/shock.js";
import { RulesRangeError } from "../../src/rules/validate.js";

/** "Shock 2/AC 15", the seed's example weapon. */
const shock2ac15: ShockInput = { damage: 2, maxAc: 15, targetAc: 13 };

describe("shockOnMiss (S7–S9)", () => {
  it("S7: Shock 2/AC 15 missing a target of AC 13 still deals 2", () => {
    expect(shockOnMiss(shock2ac15)).toEqual({ amount: 2, negatedBy: null, shieldUsed: false });
  });

  it("S7: Shock 2/AC 15 against AC 13 deals 2 + STR (the attribute modifier) + the magic bonus", () => {
    expect(shockOnMiss({ ...shock2ac15, attributeMod: 2, magicBonus: 1 }).amount).toBe(5);
  });

  it("S7: an AC equal to the Shock rating is still reached", () => {
    expect(shockOnMiss({ ...shock2ac15, targetAc: 15 }).amount).toBe(2);
  });

  it("S7: Shock 2/AC 15 deals nothing to AC 16", () => {
    expect(shockOnMiss({ ...shock2ac15, targetAc: 16 })).toEqual({ amount: 0, negatedBy: "ac", shieldUsed: false });
  });

  it("S7: Shock 5/– applies whatever the AC", () => {
    expect(shockOnMiss({ damage: 5, maxAc: null, targetAc: 30 }).amount).toBe(5);
  });

  it("S7: Shock 5/– is still negated by a shield", () => {
    expect(shockOnMiss({ damage: 5, maxAc: null, targetAc: 30, shieldReady: true })).toEqual({
      amount: 0, negatedBy: "shield", shieldUsed: true,
    });
  });

  it("S7: Shock 5/– is still negated by a Shock immunity", () => {
    expect(shockOnMiss({ damage: 5, maxAc: null, targetAc: 12, immune: true }).negatedBy).toBe("immunity");
  });

  it("S7: a negative attribute modifier lowers Shock, never below 0", () => {
    expect(shockOnMiss({ ...shock2ac15, attributeMod: -1 }).amount).toBe(1);
    expect(shockOnMiss({ ...shock2ac15, attributeMod: -3 }).amount).toBe(0);
  });

  it("S8: a shield ignores the first Shock of the round and is then used up", () => {
    const first = shockOnMiss({ ...shock2ac15, shieldReady: true });
    expect(first).toEqual({ amount: 0, negatedBy: "shield", shieldUsed: true });
    const second = shockOnMiss({ ...shock2ac15, shieldReady: !first.shieldUsed });
    expect(second).toEqual({ amount: 2, negatedBy: null, shieldUsed: false });
  });

  it("S8: a shield isn't spent on Shock the AC already stops", () => {
    expect(shockOnMiss({ ...shock2ac15, targetAc: 17, shieldReady: true }).shieldUsed).toBe(false);
  });

  it("S8 (I): a Shock of 0 doesn't use up the shield", () => {
    expect(shockOnMiss({ ...shock2ac15, attributeMod: -2, shieldReady: true })).toEqual({
      amount: 0, negatedBy: null, shieldUsed: false,
    });
  });

  it("S8: Total Defense makes the bearer immune to all Shock", () => {
    expect(shockOnMiss({ damage: 5, maxAc: null, targetAc: 10, totalDefense: true })).toEqual({
      amount: 0, negatedBy: "totalDefense", shieldUsed: false,
    });
  });

  it("S8: Total Defense also gives AC +2 until the start of the bearer's next turn", () => {
    expect(TOTAL_DEFENSE).toEqual({ ac: 2, until: "nextTurnStart", immuneToShock: true });
  });

  it("S9: a Swarm's Shock ignores AC", () => {
    expect(shockOnMiss({ ...shock2ac15, targetAc: 20, swarm: true })).toEqual({
      amount: 2, negatedBy: null, shieldUsed: false,
    });
  });

  it("S9: a Swarm's Shock ignores shields (leaving the shield unspent) and other immunities", () => {
    expect(shockOnMiss({ ...shock2ac15, swarm: true, shieldReady: true, immune: true })).toEqual({
      amount: 2, negatedBy: null, shieldUsed: false,
    });
  });

  it("S8/S9: Total Defense still stops a Swarm's Shock", () => {
    expect(shockOnMiss({ ...shock2ac15, swarm: true, totalDefense: true }).negatedBy).toBe("totalDefense");
  });

  it.each([
    ["negative Shock points", { damage: -1 }, /input\.damage/],
    ["NaN AC", { targetAc: Number.NaN }, /input\.targetAc/],
    ["fractional Shock rating", { maxAc: 14.5 }, /input\.maxAc/],
    ["infinite attribute modifier", { attributeMod: Number.POSITIVE_INFINITY }, /input\.attributeMod/],
    ["fractional magic bonus", { magicBonus: 0.5 }, /input\.magicBonus/],
  ])("rejects %s, naming the field", (_label, change, field) => {
    expect(() => shockOnMiss({ ...shock2ac15, ...change })).toThrow(RulesRangeError);
    expect(() => shockOnMiss({ ...shock2ac15, ...change })).toThrow(field);
  });

  it("S7: Shock is 0 when the target's AC is above the rating, unless it is a Swarm", () => {
    fc.assert(fc.property(fc.nat(10), fc.integer({ min: 5, max: 25 }), fc.integer({ min: 5, max: 30 }),
      fc.integer({ min: -3, max: 5 }), fc.nat(3), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(),
      (damage, maxAc, targetAc, attributeMod, magicBonus, swarm, shieldReady, immune, totalDefense) => {
        const r = shockOnMiss({ damage, maxAc, targetAc, attributeMod, magicBonus, swarm, shieldReady, immune,
          totalDefense });
        if (targetAc > maxAc && !swarm) expect(r.amount).toBe(0);
        if (swarm && !totalDefense) expect(r.amount).toBe(Math.max(0, damage + attributeMod + magicBonus));
        expect(r.amount).toBeGreaterThanOrEqual(0);
        expect(r.shieldUsed).toBe(r.negatedBy === "shield");
      }));
  });
});

describe("hitDamage (S6)", () => {
  it("S6: a hit that rolls less than the Shock deals the Shock", () => {
    expect(hitDamage(1, 2)).toBe(2);
  });

  it("S6: a hit that rolls more keeps its roll", () => {
    expect(hitDamage(6, 2)).toBe(6);
  });

  it("S6: the dual-wield and Swarm bonuses land on the hit, not the Shock", () => {
    const shock = shockOnMiss({ ...shock2ac15, attributeMod: 1, swarm: true }).amount;
    expect(hitDamage(1 + 1 + 2, shock)).toBe(4);
    expect(shock).toBe(3);
  });

  it("rejects negative or fractional damage", () => {
    expect(() => hitDamage(-1, 2)).toThrow(/rolled/);
    expect(() => hitDamage(1, 2.5)).toThrow(/shockOnMiss/);
  });
});
