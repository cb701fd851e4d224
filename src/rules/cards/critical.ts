import { criticalDamage, criticalOutcome, type CriticalDamageInput } from "../criticals.js";
import type { CriticalRule } from "../presets.js";
import { hitDamage } from "../shock.js";
import { requireInteger } from "../validate.js";
import type { Step } from "./types.js";

/** A hit's damage before reduction and the lines that explain it. */
export interface HitAmount {
  amount: number;
  /** A7: the critical defeated the target outright (escalation level 3). */
  defeated: boolean;
  steps: Step[];
}

/** What a hit's damage is built from: the roll, the Shock it can't fall below, and a critical if there was one. */
export interface HitAmountInput extends CriticalDamageInput {
  /** S6: the Shock a miss would have dealt; the hit deals at least this. */
  shockFloor?: number;
  /** The critical rule in force when the hit was critical; absent = not a critical. */
  critical?: CriticalRule | null;
  /** S6: what the wielder adds to the roll (Sides: attribute modifier, Brawl when unarmed); the sum is at least 0. */
  terms?: number;
}

/** The lang key that explains each critical rule's extra damage. */
const CRITICAL_KEYS: Record<CriticalRule, string> = {
  none: "FRAY.CHAT.Step.critical.none",
  level: "FRAY.CHAT.Step.critical.level",
  escalating: "FRAY.CHAT.Step.critical.escalating",
  "max-damage": "FRAY.CHAT.Step.critical.maxDamage",
};

/**
 * The damage of one hit: the roll plus the wielder's terms (S6, never below 0) plus sneak damage, raised to the
 * Shock floor (S6), then the critical's extra (L8 +2 × level, A7 × 2 per step with sneak multiplied, T7 + the
 * weapon's maximum), each step explained.
 */
export function hitAmount(input: HitAmountInput): HitAmount {
  const sneak = input.sneak ?? 0;
  const terms = requireInteger("input.terms", input.terms ?? 0);
  const damage = Math.max(0, requireInteger("input.damage", input.damage, { min: 0 }) + terms);
  const rolled = damage + sneak;
  const floored = hitDamage(rolled, input.shockFloor ?? 0);
  const steps: Step[] = [terms !== 0
    ? { key: "FRAY.CHAT.Step.rolledTerms", data: { rolled: input.damage, amount: damage,
      terms: `${terms < 0 ? "\u2212" : "+"} ${Math.abs(terms)}` } }
    : { key: sneak > 0 ? "FRAY.CHAT.Step.rolledSneak" : "FRAY.CHAT.Step.rolled", data: { amount: damage, sneak } }];
  if (floored > rolled) steps.push({ key: "FRAY.CHAT.Step.shockFloor", data: { amount: floored, rolled } });
  if (!input.critical) return { amount: floored, defeated: false, steps };
  const floorExtra = floored - rolled;
  const crit = criticalDamage(input.critical, { ...input, damage: damage + floorExtra });
  const multiplier = input.critical === "escalating" ? criticalOutcome(input.escalation ?? 1).multiplier : 1;
  steps.push({ key: CRITICAL_KEYS[input.critical], data: {
    amount: crit.damage, extra: crit.damage - floored, level: input.characterLevel ?? 0,
    multiplier, max: input.weaponMax ?? 0,
  } });
  if (crit.defeated) steps.push({ key: "FRAY.CHAT.Step.defeated", data: {} });
  return { amount: crit.damage, defeated: crit.defeated, steps };
}
