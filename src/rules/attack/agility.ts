import { requireInteger } from "../validate.js";
import type { AttackInput, AttackResult } from "./types.js";

/** A3: what a flat-footed target is hit on, and the base a prone target's Agility modifier is added to. */
export const FLAT_FOOTED_TARGET = 5;

/** A2, A3: to-hit bonuses the agility rulebook names (attacking from behind, one Bonus Action spent on aim). */
export const AGILITY_TO_HIT = Object.freeze({ fromBehind: 1, bonusAction: 1 });

/**
 * A3: the number to reach. Flat-footed: 5; prone: 5 + the target's Agility modifier; both (I): the lower;
 * otherwise the caller's 10 + Agility.
 */
export function agilityTarget(input: AttackInput): number {
  const prone = input.prone === true
    ? FLAT_FOOTED_TARGET + requireInteger("input.defenderAgility", input.defenderAgility ?? input.defense - 10)
    : Number.POSITIVE_INFINITY;
  const flat = input.flatFooted === true ? FLAT_FOOTED_TARGET : Number.POSITIVE_INFINITY;
  const lowered = Math.min(prone, flat);
  return lowered === Number.POSITIVE_INFINITY ? input.defense : lowered;
}

/** A3, A7, A8: total ≥ target hits; a natural 1 always misses (fumble); (I) a natural 20 always hits, critically. */
export function judgeAgility(input: AttackInput, total: number): AttackResult {
  const needed = agilityTarget(input);
  const fumble = input.natural === 1;
  const critical = input.natural === 20;
  const hit = critical || (!fumble && total >= needed);
  return { total, hit, critical, fumble, mishap: false, needed };
}
