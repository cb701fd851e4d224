import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import type { AttackInput, AttackResult } from "./types.js";

/** T7: what a natural 20 counts as, before bonuses. */
export const LOT_NATURAL_20 = 25;

/**
 * T7: d20 + skill against Dodge or Armor. A natural 20 counts as 25 + bonus (not an automatic hit). On a tie
 * the player wins: a player attacking a non-player hits; a non-player attacking a player misses; player against
 * player, the defender wins; (I) non-player against non-player, the defender wins too, so only a player's attack
 * on a non-player hits on a tie. A hit totalling above the critical threshold is a critical; a natural 1 is a
 * mishap (still judged by its total).
 */
export function judgeLot(input: AttackInput, total: number): AttackResult {
  const counted = input.natural === 20 ? total - 20 + LOT_NATURAL_20 : total;
  const tieGoesToAttacker = input.attackerIsPlayer === true && input.defenderIsPlayer !== true;
  const hit = counted > input.defense || (counted === input.defense && tieGoesToAttacker);
  const threshold = input.critThreshold === undefined ? undefined : requireInteger("input.critThreshold",
    input.critThreshold);
  const critical = hit && threshold !== undefined && counted > threshold;
  const mishap = input.natural === 1;
  return { total: counted, hit, critical, fumble: mishap, mishap, needed: input.defense };
}

/** T7: the skill bonus, halved (rounded down, (I)) when not proficient; a negative bonus is never halved. */
export function lotSkillBonus(bonus: number, proficient: boolean): number {
  requireInteger("bonus", bonus);
  return proficient || bonus < 0 ? bonus : Math.floor(bonus / 2);
}

/** T12: the change to Dodge and Armor from flanking, −2 per adjacent enemy beyond the first. */
export function lotFlankingPenalty(adjacentEnemies: number): number {
  const beyondFirst = Math.max(0, requireInteger("adjacentEnemies", adjacentEnemies, { min: 0 }) - 1);
  return beyondFirst === 0 ? 0 : -2 * beyondFirst;
}

/** T7: the two defenses a LoT defender checks against an attack. */
export const LOT_DEFENSES = ["dodge", "armor"] as const;
/** Dodge or Armor. */
export type LotDefense = typeof LOT_DEFENSES[number];

/** T7 (I): the statuses under which a defender can't dodge (helpless), so it checks Armor. */
export const CANNOT_DODGE_STATUSES: readonly string[] = Object.freeze(["unconscious", "dead"]);

/** A LoT defender's Dodge and Armor (after T12 flanking), and whether it can dodge at all. */
export interface LotDefenses {
  dodge: number;
  armor: number;
  /** false for a helpless defender (CANNOT_DODGE_STATUSES); default true. */
  canDodge?: boolean;
}

/**
 * T7 (I): the defense a LoT defender checks and its value: the one the attack names, else the better of Dodge and
 * Armor (Dodge on a tie); a defender who can't dodge checks Armor whatever is named.
 */
export function lotDefense(defenses: LotDefenses, named?: LotDefense | null): { checked: LotDefense; value: number } {
  requireRecord("defenses", defenses);
  const dodge = requireInteger("defenses.dodge", defenses.dodge);
  const armor = requireInteger("defenses.armor", defenses.armor);
  const asked = named == null ? null : requireOneOf("named", named, LOT_DEFENSES);
  const checked: LotDefense = defenses.canDodge === false ? "armor" : asked ?? (dodge >= armor ? "dodge" : "armor");
  return { checked, value: checked === "dodge" ? dodge : armor };
}
