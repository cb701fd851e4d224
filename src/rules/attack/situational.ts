import { requireList, requireOneOf } from "../validate.js";

/**
 * S10, S11 and the seed's attack table: the to-hit change of each situation; null = the attack can't be made.
 * Prone: −2 shooting a distant prone foe, +2 attacking an adjacent prone foe, −4 attacking in melee while prone.
 */
export const SITUATIONAL_TO_HIT = Object.freeze({
  proneTargetAtRange: -2,
  proneTargetAdjacent: 2,
  attackerProneInMelee: -4,
  beyondNormalRange: -2,
  halfCover: -2,
  fullCover: -4,
  thrownOrOneHandedInMelee: -4,
  bowOrCrossbowInMelee: null,
  unseenKnownPosition: -4,
  unseenUnknownPosition: null,
  snapAttack: -4,
  charge: 2,
  dualWielding: -1,
} satisfies Record<string, number | null>);

/** One situation of the S11 table. */
export type Situation = keyof typeof SITUATIONAL_TO_HIT;

/** Every situation name, for validation and menus. */
export const SITUATIONS = Object.freeze(Object.keys(SITUATIONAL_TO_HIT) as Situation[]);

/** S10: a charge (Main + Move) moves up to double speed in a straight line, +2 to hit, −2 AC until round end. */
export const CHARGE = Object.freeze({ toHit: 2, ac: -2, acUntil: "roundEnd", moveMultiplier: 2, minFeet: 5 });

/** S11: dual wielding gives −1 to every attack and +2 damage on a hit in reach of both (not added to Shock). */
export const DUAL_WIELD = Object.freeze({ toHit: -1, damage: 2, addsToShock: false });

/** Sums the to-hit changes of the situations that apply; `possible` is false when one forbids the attack. */
export function situationalToHit(situations: readonly Situation[]): { toHit: number; possible: boolean } {
  requireList("situations", situations);
  let toHit = 0;
  let possible = true;
  for (let i = 0; i < situations.length; i++) {
    const change = SITUATIONAL_TO_HIT[requireOneOf(`situations[${i}]`, situations[i], SITUATIONS)];
    if (change === null) possible = false;
    else toHit += change;
  }
  return { toHit, possible };
}
