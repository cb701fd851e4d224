import { checkTarget, checkThreshold, wholeAtLeast } from "./check.js";
import type { Target } from "./types.js";

/** What one instance of healing did. */
export interface HealResult {
  hp: number;
  hpGained: number;
  woundsRemoved: number;
  wounds: number;
}

/**
 * Heals HP up to the maximum and never touches the overshield (T11); a single healing of `woundThreshold` or
 * more (the amount healed, even if the HP bar caps it) removes one wound (A6 (I)); no threshold = wounds off.
 */
export function heal(target: Target, amount: number, woundThreshold?: number | null): HealResult {
  const t = checkTarget(target);
  const healed = wholeAtLeast("amount", amount, 0);
  const threshold = checkThreshold("woundThreshold", woundThreshold);
  const hp = Math.min(t.max, t.hp + healed);
  const woundsRemoved = threshold !== null && healed >= threshold && t.wounds > 0 ? 1 : 0;
  return { hp, hpGained: hp - t.hp, woundsRemoved, wounds: t.wounds - woundsRemoved };
}
