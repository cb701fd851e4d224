import { requireInteger, requireRecord } from "./validate.js";

/** S8: Total Defense (an Instant that gives up the Main action): AC +2 and immune to all Shock until the next turn. */
export const TOTAL_DEFENSE = Object.freeze({ ac: 2, until: "nextTurnStart", immuneToShock: true });

/** A missed attack whose weapon carries "Shock X/AC Y", and what protects the target (S7–S9). */
export interface ShockInput {
  /** X: the weapon's Shock points. */
  damage: number;
  /** Y: the highest AC the Shock reaches; null for "Shock X/–" (any AC). */
  maxAc: number | null;
  targetAc: number;
  /** The wielder's attribute modifier for the weapon. */
  attributeMod?: number;
  /** The magic weapon's bonus. */
  magicBonus?: number;
  /** The target bears a shield not yet used against Shock this round. */
  shieldReady?: boolean;
  /** The target is in Total Defense: immune to all Shock, the Swarm's included. */
  totalDefense?: boolean;
  /** The target has some other Shock immunity (a power, a feat); a Swarm ignores it. */
  immune?: boolean;
  /** The attack is a Swarm Attack: its Shock ignores AC, shields and immunities, but not Total Defense. */
  swarm?: boolean;
}

/** The Shock a miss deals, what stopped it, and whether the target's shield was used up. */
export interface ShockResult {
  amount: number;
  negatedBy: null | "ac" | "shield" | "totalDefense" | "immunity";
  shieldUsed: boolean;
}

/**
 * S7–S9: on a miss the target takes X + attribute modifier + magic bonus (nothing else adds, never below 0) when
 * its AC ≤ Y. Total Defense stops every Shock; a Swarm's Shock ignores AC, shields and other immunities; a ready
 * shield ignores the first Shock of the round ((I) a Shock of 0 doesn't use it up).
 */
export function shockOnMiss(input: ShockInput): ShockResult {
  requireRecord("input", input);
  const points = requireInteger("input.damage", input.damage, { min: 0 })
    + requireInteger("input.attributeMod", input.attributeMod ?? 0)
    + requireInteger("input.magicBonus", input.magicBonus ?? 0);
  const maxAc = input.maxAc === null ? null : requireInteger("input.maxAc", input.maxAc);
  const targetAc = requireInteger("input.targetAc", input.targetAc);
  const amount = Math.max(0, points);
  if (input.totalDefense === true) return { amount: 0, negatedBy: "totalDefense", shieldUsed: false };
  if (input.swarm !== true) {
    if (maxAc !== null && targetAc > maxAc) return { amount: 0, negatedBy: "ac", shieldUsed: false };
    if (input.immune === true) return { amount: 0, negatedBy: "immunity", shieldUsed: false };
    if (input.shieldReady === true && amount > 0) return { amount: 0, negatedBy: "shield", shieldUsed: true };
  }
  return { amount, negatedBy: null, shieldUsed: false };
}

/**
 * S6: the damage of a hit, never less than the Shock the same attack would have dealt on a miss (pass
 * `shockOnMiss(…).amount`, and don't record its `shieldUsed`: a hit takes no Shock, so no shield is spent).
 */
export function hitDamage(rolled: number, shockOnMiss: number): number {
  requireInteger("rolled", rolled, { min: 0 });
  requireInteger("shockOnMiss", shockOnMiss, { min: 0 });
  return Math.max(rolled, shockOnMiss);
}
