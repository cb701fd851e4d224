import { requireInteger, requireRecord } from "./validate.js";

/** T8: the swings a weapon allows per rotation, floor(AP ÷ the weapon's AP cost). */
export function apSwings(ap: number, apCost: number): number {
  requireInteger("ap", ap, { min: 0 });
  return Math.floor(ap / requireInteger("apCost", apCost, { min: 1 }));
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
