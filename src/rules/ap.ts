import { refuse, type Refusal } from "./refusal.js";
import { requireInteger, requireRecord } from "./validate.js";

/** T8: the swings a weapon allows per rotation, floor(AP ÷ the weapon's AP cost). */
export function apSwings(ap: number, apCost: number): number {
  requireInteger("ap", ap, { min: 0 });
  return Math.floor(ap / requireInteger("apCost", apCost, { min: 1 }));
}

/**
 * T8: the AP an attack has to swing with: the character's AP less what swings spent this rotation (seed 004: AP
 * "dictates how many times you can attack in the same rotation, it is not a pool"), never below 0.
 */
export function rotationAp(ap: number, spentThisRotation: number): number {
  requireInteger("ap", ap, { min: 0 });
  return Math.max(0, ap - requireInteger("spentThisRotation", spentThisRotation, { min: 0 }));
}

/**
 * T8: why an attack with an AP weapon can't be made, or null: no swing left this rotation (the AP left is less than
 * one swing's cost), or more swings `chosen` than are left (null: all of them).
 */
export function refuseSwings({ ap, spent, apCost, chosen }: { ap: number; spent: number; apCost: number;
  chosen: number | null }): Refusal | null {
  const available = apSwings(rotationAp(ap, spent), apCost);
  if (available < 1) return refuse("FRAY.RULES.AP.noSwingLeft", { ap, spent, cost: apCost });
  return chosen !== null && chosen > available ? refuse("FRAY.RULES.AP.tooManySwings", { available, chosen }) : null;
}

/** One attack with an AP weapon: the AP left this rotation, the cost, the swings chosen, and whether it hit. */
export interface ApAttackInput {
  ap: number;
  apCost: number;
  /** How many swings to take (default: all available); fewer may be chosen. */
  swings?: number;
  hit: boolean;
}

/** What an AP attack used up: the swings that land, the AP spent, and the AP left for another attack. */
export interface ApAttackResult {
  swings: number;
  apSpent: number;
  apLeft: number;
}

/**
 * T8: one to-hit roll covers all chosen swings (1 … the available swings); a hit spends the AP of every swing,
 * a miss spends one swing's AP and lands nothing.
 */
export function apAttack(input: ApAttackInput): ApAttackResult {
  requireRecord("input", input);
  const available = apSwings(input.ap, input.apCost);
  const swings = requireInteger("input.swings", input.swings ?? available, { min: 1, max: available });
  const apSpent = input.hit === true ? swings * input.apCost : input.apCost;
  return { swings: input.hit === true ? swings : 0, apSpent, apLeft: input.ap - apSpent };
}
