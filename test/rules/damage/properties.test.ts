import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDamage, heal } from "../../../src/rules/damage/index.js";
import { hitsArb, optionsArb, targetArb } from "./arbitraries.js";

describe("damage and healing properties", () => {
  it("T9–T11: damage never raises HP and never takes more HP than the incoming amount", () => {
    fc.assert(fc.property(targetArb, hitsArb, optionsArb, (target, hits, options) => {
      const r = applyDamage(target, hits, options);
      const incoming = hits.reduce((sum, hit) => sum + hit.amount, 0);
      expect(r.hp).toBeLessThanOrEqual(target.hp.value);
      expect(r.hpLost).toBe(target.hp.value - r.hp);
      expect(r.hpLost).toBeLessThanOrEqual(incoming);
      expect(r.hp).toBeGreaterThanOrEqual(0);
    }));
  });

  it("T11: the overshield never grows from damage", () => {
    fc.assert(fc.property(targetArb, hitsArb, optionsArb, (target, hits, options) => {
      const r = applyDamage(target, hits, options);
      const before = target.overshield?.value ?? null;
      if (before === null) expect(r.overshield).toBeNull();
      else expect(r.overshield).toBeLessThanOrEqual(before);
      expect(r.overshieldLost).toBeGreaterThanOrEqual(0);
    }));
  });

  it("T11: a standing, unbroken overshield leaves HP untouched unless a hit ignores it", () => {
    fc.assert(fc.property(targetArb, hitsArb, optionsArb, (target, hits, options) => {
      const r = applyDamage(target, hits, options);
      const standing = (target.overshield?.value ?? 0) > 0;
      if (standing && !r.overshieldBroken && hits.every((hit) => !hit.ignoresOvershield)) {
        expect(r.hpLost).toBe(0);
        expect(r.netToHp).toBe(0);
      }
    }));
  });

  it("T9: DR never makes damage negative, and more DR never lets more damage through", () => {
    fc.assert(fc.property(targetArb, hitsArb, optionsArb, fc.nat(5), (target, hits, options, extra) => {
      const r = applyDamage(target, hits, options);
      expect(r.netToHp).toBeGreaterThanOrEqual(0);
      const tougher = { ...target, dr: { ...target.dr, physical: (target.dr?.physical ?? 0) + extra } };
      expect(applyDamage(tougher, hits, options).netToHp).toBeLessThanOrEqual(r.netToHp);
    }));
  });

  it("T9: DR per hit never lets more through than DR per attack", () => {
    fc.assert(fc.property(targetArb, hitsArb, (target, hits) => {
      const perHit = applyDamage(target, hits, { drPer: "hit" }).netToHp;
      expect(perHit).toBeLessThanOrEqual(applyDamage(target, hits, { drPer: "attack" }).netToHp);
    }));
  });

  it("T10: with the guard on, one attack never takes a full-HP player past 0", () => {
    fc.assert(fc.property(targetArb, hitsArb, (target, hits) => {
      const full = { ...target, hp: { value: target.hp.max, max: target.hp.max }, player: true };
      const r = applyDamage(full, hits, { fullHealthGuard: true });
      expect(r.overkill).toBe(0);
      expect(r.unconscious).toBe(full.hp.value - r.netToHp < 0);
    }));
  });

  it("applyDamage and heal leave their inputs unchanged", () => {
    fc.assert(fc.property(targetArb, hitsArb, optionsArb, fc.nat(30), (target, hits, options, amount) => {
      const copy = structuredClone({ target, hits });
      applyDamage(target, hits, options);
      heal(target, amount, 6);
      expect({ target, hits }).toEqual(copy);
    }));
  });

  it("A6/T11: healing never exceeds max, never lowers HP, and never restores the overshield", () => {
    fc.assert(fc.property(targetArb, fc.nat(80), fc.option(fc.integer({ min: 1, max: 10 })),
      (target, amount, threshold) => {
        const r = heal(target, amount, threshold);
        expect(r.hp).toBeLessThanOrEqual(target.hp.max);
        expect(r.hp).toBeGreaterThanOrEqual(target.hp.value);
        expect(r.hpGained).toBeLessThanOrEqual(amount);
        expect(r).not.toHaveProperty("overshield");
        expect(r.woundsRemoved).toBeLessThanOrEqual(Math.min(1, target.wounds ?? 0));
      }));
  });
});
