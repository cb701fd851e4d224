import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyHits, hitDamage, judge, shockOnMiss } from "./index.js";
import { creatureArb, facesArb, kindArb, optionsArb, togglesArb, weaponArb } from "./arbitraries.js";

const runs = { numRuns: Number(process.env.FRAY_MODEL_RUNS ?? 300) };

describe("rules switched off have no effect", () => {
  it("Shock off (S7–S9): no Shock on any miss", () => {
    fc.assert(fc.property(togglesArb, creatureArb, weaponArb, creatureArb, fc.boolean(), fc.boolean(),
      (t, attacker, weapon, target, shieldReady, totalDefense) => {
        expect(shockOnMiss({ ...t, shock: false }, { attacker, weapon, target, shieldReady, totalDefense })).toBe(0);
      }), runs);
  });

  it("criticals none (L8, A7, T7): no critical or defeat, no escalation die used, at most a plain fumble", () => {
    fc.assert(fc.property(togglesArb, fc.integer({ min: 1, max: 20 }), creatureArb, weaponArb, creatureArb,
      optionsArb, (t, natural, attacker, weapon, target, options) => {
        const r = judge({ ...t, criticals: "none" }, { natural, attacker, weapon, target, options,
          escalation: [4, 6, 8] });
        expect(r).toMatchObject({ critical: 0, defeated: false, escalationUsed: 0 });
        expect(r.fumble).toBeLessThanOrEqual(1);
      }), runs);
  });

  it("overshield off (T11) and wounds off (A5): the stored overshield is kept and no wound is taken", () => {
    fc.assert(fc.property(togglesArb, creatureArb, fc.array(fc.record({ amount: fc.nat(60), kind: kindArb })),
      (t, target, hits) => {
        const r = applyHits({ ...t, overshield: false, wounds: false }, target, hits);
        expect(r.overshield).toBe(target.overshield.value);
        expect(r.wound).toBe(false);
      }), runs);
  });
});

describe("invariants", () => {
  it("S6: with Shock on a hit deals at least the Shock of a miss, and never less than 0", () => {
    const rolled = weaponArb.chain((weapon) => fc.tuple(fc.constant(weapon), facesArb(weapon)));
    fc.assert(fc.property(togglesArb, creatureArb, rolled, creatureArb, fc.boolean(), fc.integer({ min: 0, max: 3 }),
      (t, attacker, [weapon, faces], target, shieldReady, critical) => {
        const dealt = hitDamage(t, { attacker, weapon, target, faces, critical, shieldReady });
        expect(dealt).toBeGreaterThanOrEqual(0);
        expect(dealt).toBeGreaterThanOrEqual(shockOnMiss(t, { attacker, weapon, target, shieldReady,
          totalDefense: false }));
      }), runs);
  });

  it("T9, T10: HP never rises, never goes below 0, and the overshield never grows", () => {
    fc.assert(fc.property(togglesArb, creatureArb, fc.array(fc.record({ amount: fc.nat(60), kind: kindArb })),
      (t, target, hits) => {
        const r = applyHits(t, target, hits);
        expect(r.hp).toBeGreaterThanOrEqual(0);
        expect(r.hp).toBeLessThanOrEqual(target.hp.value);
        expect(r.overshield).toBeLessThanOrEqual(target.overshield.value);
      }), runs);
  });
});
