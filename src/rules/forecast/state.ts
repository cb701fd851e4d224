import type { Dice } from "../dice.js";
import type { DiceFormula } from "./formula.js";
import type { ForecastCombatant, ForecastInput, ForecastWeapon } from "./types.js";

/** One combatant during one simulated fight. */
export interface Fighter {
  c: ForecastCombatant;
  hp: number;
  overshield: number | null;
  wounds: number;
  /** It reached 0 HP (or died) in this fight. */
  dropped: boolean;
  dead: boolean;
  /** S8: the round its shield last ignored a Shock (0: never). */
  shieldUsedRound: number;
  /** T8: the AP its swings spent this rotation. */
  apSpent: number;
  /** The attacks aimed at it this round (the "spread" tactic). */
  attackedThisRound: number;
  /** A9: the free hits it took this round. */
  freeHitsSpent: number;
  /** The round it last took its turn in (0: never). */
  actedRound: number;
  /** S9: the round it committed to an ally's Swarm Attack in, giving up its own attack (0: never). */
  committedRound: number;
}

/** What one fight reads: the forecast's input, the dice, the round and the parsed formulas. */
export interface FightContext {
  input: ForecastInput;
  dice: Dice;
  round: number;
  formulas: ReadonlyMap<ForecastWeapon, DiceFormula>;
}

/** True while the fighter can still act and be attacked. */
export function standing(f: Fighter): boolean {
  return !f.dropped && !f.dead;
}

/** The fighters as the snapshot has them at the start of a fight. */
export function freshFighters(input: ForecastInput): Fighter[] {
  return input.combatants.map((c) => ({
    c, hp: c.hp.value, overshield: c.overshield ? c.overshield.value : null, wounds: c.wounds,
    dropped: c.dead || c.hp.value <= 0, dead: c.dead, shieldUsedRound: 0, apSpent: 0, attackedThisRound: 0,
    freeHitsSpent: 0, actedRound: 0, committedRound: 0,
  }));
}
