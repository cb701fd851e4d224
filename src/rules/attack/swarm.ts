import { requireInteger } from "../validate.js";

/** S9: at most four allies commit to one Swarm Attack. */
export const SWARM_MAX_ASSAILANTS = 4;

/** S9: the attacking assailant's bonus, +2 to hit and +1 damage per other assailant (at most +6 / +3). */
export function swarmBonus(assailants: number): { toHit: number; damage: number } {
  const others = requireInteger("assailants", assailants, { min: 1, max: SWARM_MAX_ASSAILANTS }) - 1;
  return { toHit: 2 * others, damage: others };
}

/**
 * S9: a Swarm Attack's hit damage with its damage bonus, which can't take the total above the weapon's usual
 * maximum (a roll already above it, from other bonuses, is kept). The bonus never adds to Shock.
 */
export function swarmDamage(rolled: number, bonus: number, maxDamage: number): number {
  requireInteger("rolled", rolled, { min: 0 });
  requireInteger("bonus", bonus, { min: 0 });
  requireInteger("maxDamage", maxDamage, { min: 0 });
  return Math.max(rolled, Math.min(rolled + bonus, maxDamage));
}
