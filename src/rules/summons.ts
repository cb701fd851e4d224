import { summoningSlots } from "./attributes.js";
import { refuse, type Refusal } from "./refusal.js";
import { requireFlag } from "./input.js";
import { requireList } from "./validate.js";

/**
 * A10: a summoned unit can't act in the round it arrives: it may act from the round after the one it joined the
 * combat in (`roundJoined`, 1 for one that joined before the start); an unsummoned combatant always may.
 */
export function mayActOnArrival(summoned: boolean, roundJoined: number, round: number): boolean {
  return !summoned || round > roundJoined;
}

/** A unit a summoner has in the fight, as the slots count it. */
export interface SummonedUnit {
  /** Defeated: it no longer holds a slot. */
  defeated: boolean;
}

/**
 * A10: the summoning slots a summoner of `level` has left: its slots (= level) less the units it has in the fight
 * that are not defeated, never below 0.
 */
export function summoningSlotsLeft(level: number, units: readonly SummonedUnit[]): number {
  requireList("units", units);
  const holding = units.filter((unit, i) => !requireFlag(`units[${i}].defeated`, unit.defeated)).length;
  return Math.max(0, summoningSlots(level) - holding);
}

/** A10: whether a summoner of `level` with `units` in the fight may summon one more; else why not. */
export function maySummon(level: number, units: readonly SummonedUnit[]): { ok: true } | Refusal {
  return summoningSlotsLeft(level, units) > 0 ? { ok: true }
    : refuse("FRAY.RULES.Summons.NoSlotLeft", { slots: summoningSlots(level) });
}
