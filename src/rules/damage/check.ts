import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import { DAMAGE_KINDS, type Hit, type Target } from "./types.js";

/** A target's numbers after validation, with every optional field filled in. */
export interface CheckedTarget {
  hp: number;
  max: number;
  /** DR per kind, in DAMAGE_KINDS order (physical, elemental, arcane). */
  dr: [number, number, number];
  /** null when the target has no overshield. */
  overshield: number | null;
  overshieldDr: number;
  wounds: number;
  player: boolean;
}

/** Returns `value` when it is a whole number ≥ `min`, else throws the validation error naming `field`. */
export function wholeAtLeast(field: string, value: unknown, min: number): number {
  if (typeof value === "number" && Number.isInteger(value) && value >= min) return value;
  return requireInteger(field, value, { min });
}

/** Validates a target (whole numbers, 0 ≤ HP ≤ max, DR ≥ 0) and fills in the defaults. */
export function checkTarget(target: Target): CheckedTarget {
  requireRecord("target", target);
  requireRecord("target.hp", target.hp);
  const max = wholeAtLeast("target.hp.max", target.hp.max, 0);
  const hp = wholeAtLeast("target.hp.value", target.hp.value, 0);
  if (hp > max) requireInteger("target.hp.value", hp, { max });
  const dr = target.dr ?? {};
  const shield = target.overshield ?? null;
  return {
    hp,
    max,
    dr: [
      wholeAtLeast("target.dr.physical", dr.physical ?? 0, 0),
      wholeAtLeast("target.dr.elemental", dr.elemental ?? 0, 0),
      wholeAtLeast("target.dr.arcane", dr.arcane ?? 0, 0),
    ],
    overshield: shield === null ? null : wholeAtLeast("target.overshield.value", shield.value, 0),
    overshieldDr: shield === null ? 0 : wholeAtLeast("target.overshield.dr", shield.dr ?? 0, 0),
    wounds: wholeAtLeast("target.wounds", target.wounds ?? 0, 0),
    player: target.player === true,
  };
}

/** Validates hit `index` and returns its kind's slot in DAMAGE_KINDS (physical when absent). */
export function checkHit(hit: Hit, index: number): number {
  if (typeof hit !== "object" || hit === null) requireRecord(`hits[${index}]`, hit);
  const amount = hit.amount;
  if (!(typeof amount === "number" && Number.isInteger(amount) && amount >= 0)) {
    requireInteger(`hits[${index}].amount`, amount, { min: 0 });
  }
  switch (hit.kind ?? "physical") {
    case "physical": return 0;
    case "elemental": return 1;
    case "arcane": return 2;
    default: return DAMAGE_KINDS.indexOf(requireOneOf(`hits[${index}].kind`, hit.kind, DAMAGE_KINDS));
  }
}

/** Validates a wound threshold: a whole number ≥ 1, or null/absent for wounds off. */
export function checkThreshold(field: string, value: number | null | undefined): number | null {
  return value == null ? null : wholeAtLeast(field, value, 1);
}
