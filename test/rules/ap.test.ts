import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apAttack, apSwings, refuseSwings, rotationAp } from "../../src/rules/ap.js";
import { RulesRangeError } from "../../src/rules/validate.js";

describe("AP per rotation (T8)", () => {
  it("T8: the AP an attack has is the AP less what this rotation's swings spent (AP 3, 1 spent: 2; never below 0)",
    () => {
      expect(rotationAp(3, 1)).toBe(2);
      expect(rotationAp(3, 5)).toBe(0);
      expect(rotationAp(3, 0)).toBe(3);
    });

  it("T8: no swing left (2 AP for a 3-AP weapon) refuses the attack, naming the numbers", () => {
    expect(refuseSwings({ ap: 5, spent: 3, apCost: 3, chosen: null })).toEqual({ ok: false,
      reason: "FRAY.RULES.AP.noSwingLeft", data: { ap: 5, spent: 3, cost: 3 } });
  });

  it("T8: more swings chosen than are left refuses; as many, fewer or the default pass", () => {
    expect(refuseSwings({ ap: 3, spent: 1, apCost: 1, chosen: 3 })).toEqual({ ok: false,
      reason: "FRAY.RULES.AP.tooManySwings", data: { available: 2, chosen: 3 } });
    for (const chosen of [null, 1, 2]) expect(refuseSwings({ ap: 3, spent: 1, apCost: 1, chosen })).toBeNull();
  });
});

describe("AP weapons (T8)", () => {
  it("T8: a d10 weapon costing 10 AP swings up to 8 times with 80 AP", () => {
    expect(apSwings(80, 10)).toBe(8);
  });

  it("T8: swings round down (85 AP ÷ 10 → 8; 9 AP ÷ 10 → 0)", () => {
    expect(apSwings(85, 10)).toBe(8);
    expect(apSwings(9, 10)).toBe(0);
  });

  it("T8: a hit with all 8 swings spends all 80 AP", () => {
    expect(apAttack({ ap: 80, apCost: 10, hit: true })).toEqual({ swings: 8, apSpent: 80, apLeft: 0 });
  });

  it("T8: fewer swings may be chosen", () => {
    expect(apAttack({ ap: 80, apCost: 10, swings: 3, hit: true })).toEqual({ swings: 3, apSpent: 30, apLeft: 50 });
  });

  it("T8: a miss spends one swing's AP and lands nothing", () => {
    expect(apAttack({ ap: 80, apCost: 10, swings: 5, hit: false })).toEqual({ swings: 0, apSpent: 10, apLeft: 70 });
  });

  it("T8: more swings than the AP allows, or none, are refused", () => {
    expect(() => apAttack({ ap: 80, apCost: 10, swings: 9, hit: true })).toThrow(RulesRangeError);
    expect(() => apAttack({ ap: 80, apCost: 10, swings: 0, hit: true })).toThrow(/input\.swings/);
    expect(() => apAttack({ ap: 5, apCost: 10, hit: true })).toThrow(/input\.swings/);
  });

  it("rejects a zero or fractional AP cost and negative AP", () => {
    expect(() => apSwings(80, 0)).toThrow(/apCost/);
    expect(() => apSwings(80, 2.5)).toThrow(/apCost/);
    expect(() => apSwings(-1, 10)).toThrow(/ap/);
    expect(() => apSwings(Number.NaN, 10)).toThrow(RulesRangeError);
  });

  it("T8: the AP spent never exceeds the AP there was", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 40 }), fc.boolean(),
      (ap, apCost, hit) => {
        fc.pre(ap >= apCost);
        const r = apAttack({ ap, apCost, hit });
        expect(r.apSpent).toBeLessThanOrEqual(ap);
        expect(r.apLeft).toBeGreaterThanOrEqual(0);
        expect(r.apLeft).toBe(hit ? ap % apCost : ap - apCost);
      }));
  });
});
