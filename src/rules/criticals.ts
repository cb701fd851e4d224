import { type Dice, rollDie } from "./dice.js";
import { CRITICAL_RULES, type CriticalRule } from "./presets.js";
import { requireInteger, requireOneOf, requireRecord } from "./validate.js";

/** A7/A8: how far a critical or fumble escalated (1 = critical/fumble, 2 = super/tragedy, 3 = decisive/fatal …). */
export interface Escalation {
  level: number;
  /** The escalation dice rolled, d4 first. */
  rolls: number[];
}

/** A7, A8: in combat the chain stops at level 3, where the target (or the fumbling attacker) is defeated. */
export const COMBAT_ESCALATION_CAP = 3;

/**
 * A7, A8: rolls a d4, and on a 4 escalates and rolls a d6, on a 6 a d8, and so on (each die's top face
 * escalates) until a roll fails or `maxLevel` is reached. With a fair Dice the chain ends with certainty.
 */
export function escalate(dice: Dice, maxLevel = Number.POSITIVE_INFINITY): Escalation {
  if (maxLevel !== Number.POSITIVE_INFINITY) requireInteger("maxLevel", maxLevel, { min: 1 });
  const rolls: number[] = [];
  let level = 1;
  for (let faces = 4; level < maxLevel; faces += 2) {
    const roll = rollDie(dice, faces);
    rolls.push(roll);
    if (roll !== faces) break;
    level++;
  }
  return { level, rolls };
}

/** A7: what an escalated critical does: double damage, doubled again at level 2, the target defeated at 3. */
export function criticalOutcome(level: number): { multiplier: number; targetDefeated: boolean } {
  requireInteger("level", level, { min: 1 });
  return { multiplier: level >= 2 ? 4 : 2, targetDefeated: level >= COMBAT_ESCALATION_CAP };
}

/** A8: what a fumble gives the attacked unit. */
export interface FumbleOutcome {
  /** The attacked unit strikes back with a free hit. */
  freeHit: boolean;
  /** The free hit is a critical (a tragedy). */
  freeHitCritical: boolean;
  /** The free hit needs no free-hit slot (a tragedy). */
  ignoresSlots: boolean;
  /** The attacked unit's blow kills the attacker outright. */
  attackerDies: boolean;
}

/**
 * A8: every fumble misses; (I) the consequences are the attacked unit striking back, so they come only when the
 * attacker is in its melee zone: a free hit (using a slot) at level 1, a free critical even with no slot left at
 * level 2, the attacker's death at level 3.
 */
export function fumbleOutcome(level: number, inMeleeZone: boolean): FumbleOutcome {
  requireInteger("level", level, { min: 1 });
  const near = inMeleeZone === true;
  return {
    freeHit: near,
    freeHitCritical: near && level >= 2,
    ignoresSlots: near && level >= 2,
    attackerDies: near && level >= COMBAT_ESCALATION_CAP,
  };
}

/** What a critical hit's damage is made of; each rule reads the fields it needs. */
export interface CriticalDamageInput {
  /** The hit's rolled damage before the critical. */
  damage: number;
  /** A3: sneak damage; multiplied by escalating criticals, added as is otherwise. */
  sneak?: number;
  /** L8: the attacker's character level. */
  characterLevel?: number;
  /** A7: the escalation level from `escalate`. */
  escalation?: number;
  /** T7: the weapon's (or spell's) maximum damage. */
  weaponMax?: number;
}

/**
 * The damage of a critical hit: none — unchanged; level — + 2 × character level (L8); escalating — (damage +
 * sneak) × 2, × 4 from level 2, and the target defeated from level 3 (A3, A7); max-damage — + weapon max (T7).
 */
export function criticalDamage(rule: CriticalRule, input: CriticalDamageInput): { damage: number; defeated: boolean } {
  requireOneOf("rule", rule, CRITICAL_RULES);
  requireRecord("input", input);
  const base = requireInteger("input.damage", input.damage, { min: 0 })
    + requireInteger("input.sneak", input.sneak ?? 0, { min: 0 });
  switch (rule) {
    case "level":
      return { damage: base + 2 * requireInteger("input.characterLevel", input.characterLevel, { min: 0 }),
        defeated: false };
    case "escalating": {
      const outcome = criticalOutcome(requireInteger("input.escalation", input.escalation ?? 1, { min: 1 }));
      return { damage: base * outcome.multiplier, defeated: outcome.targetDefeated };
    }
    case "max-damage":
      return { damage: base + requireInteger("input.weaponMax", input.weaponMax, { min: 0 }), defeated: false };
    default:
      return { damage: base, defeated: false };
  }
}

/** A3: an undetected attacker's sneak damage, 1d4 plus one more d4 per extra die (the Sneak attack feat). */
export function rollSneakDamage(dice: Dice, extraDice = 0): number {
  requireInteger("extraDice", extraDice, { min: 0 });
  let total = 0;
  for (let i = 0; i <= extraDice; i++) total += rollDie(dice, 4);
  return total;
}
