import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { damageChanges, isNoChange, undoChanges, type ChangeRecord } from "../../../src/rules/cards/changes.js";
import { previewDamage, type DamagePreview } from "../../../src/rules/cards/preview.js";
import { hitsArb, optionsArb, targetArb } from "../damage/arbitraries.js";

/** The preview, asserting it was not refused. */
function ok(result: ReturnType<typeof previewDamage>): DamagePreview {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

const blank: ChangeRecord = {
  hp: null, overshield: null, shieldUsed: null, statuses: [], wounds: [], healedWounds: [],
};

describe("damageChanges and undoChanges (pf2e #7904 per-field deltas)", () => {
  it("T11: records HP and overshield from → to, and the shield spent against Shock (S8)", () => {
    const preview = ok(previewDamage({ target: { hp: { value: 10, max: 10 }, overshield: { value: 4 } },
      hits: [{ amount: 6 }] }));
    expect(damageChanges(preview, { from: false, to: true })).toEqual({ ...blank,
      hp: { from: 10, to: 8 }, overshield: { from: 4, to: 0 }, shieldUsed: { from: false, to: true } });
  });

  it("a blow that changes nothing records nothing", () => {
    const preview = ok(previewDamage({ target: { hp: { value: 10, max: 10 }, dr: { physical: 5 } },
      hits: [{ amount: 3 }] }));
    expect(isNoChange(damageChanges(preview))).toBe(true);
  });

  it("undo gives back what the blow took, from the CURRENT HP: 10 → 4, healed to 7 since, undo → 10", () => {
    const record = { ...blank, hp: { from: 10, to: 4 } };
    expect(undoChanges(record, { hp: { value: 7, max: 12 } }).hp).toBe(12);
    expect(undoChanges(record, { hp: { value: 2, max: 20 } }).hp).toBe(8);
  });

  it("undo is clamped: never above the maximum, never below 0 (a heal undone after more damage)", () => {
    expect(undoChanges({ ...blank, hp: { from: 2, to: 10 } }, { hp: { value: 3, max: 10 } }).hp).toBe(0);
  });

  it("T11: undo restores the overshield the blow took, even past a lowered maximum of 0", () => {
    const plan = undoChanges({ ...blank, overshield: { from: 4, to: 0 } },
      { hp: { value: 5, max: 10 }, overshield: { value: 0, max: 0 } });
    expect(plan.overshield).toBe(4);
  });

  it("undo deletes the wounds and removes the statuses the blow created, and readies the shield it spent (S8)", () => {
    const record: ChangeRecord = { ...blank, statuses: ["unconscious", "dead"], shieldUsed: { from: false, to: true },
      wounds: [{ area: "slowing", modifiers: [], fatalExtra: 0, id: "w1" }], healedWounds: [] };
    expect(undoChanges(record, { hp: { value: 0, max: 10 }, shieldUsed: true, statuses: ["dead"] })).toEqual({
      hp: null, overshield: null, shieldUsed: false, removeStatuses: ["dead"], deleteWounds: ["w1"], restoreWounds: [],
    });
  });

  it("undo leaves a shield alone when its state changed since (a new round readied it)", () => {
    expect(undoChanges({ ...blank, shieldUsed: { from: false, to: true } }, { hp: { value: 1, max: 1 },
      shieldUsed: false }).shieldUsed).toBeNull();
  });

  it("property: apply then undo on unchanged data restores HP and overshield exactly", () => {
    fc.assert(fc.property(targetArb, hitsArb, optionsArb, (target, hits, options) => {
      const preview = ok(previewDamage({ target, hits, options, aimedArea: "slowing" }));
      const record = damageChanges(preview);
      const os = target.overshield ? { value: preview.overshield!.to, max: target.overshield.value } : null;
      const plan = undoChanges(record, { hp: { value: preview.hp.to, max: target.hp.max }, overshield: os });
      expect(plan.hp ?? preview.hp.to).toBe(target.hp.value);
      if (target.overshield) expect(plan.overshield ?? preview.overshield!.to).toBe(target.overshield.value);
    }));
  });

  it("property: undo against any current data stays within 0 … max", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }),
      fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (from, to, max, value) => {
        const plan = undoChanges({ ...blank, hp: { from, to } }, { hp: { value: Math.min(value, max), max } });
        expect(plan.hp).toBeGreaterThanOrEqual(0);
        expect(plan.hp).toBeLessThanOrEqual(max);
      }));
  });
});
