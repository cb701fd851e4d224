import { durationEnd, hasExpired, type CombatNow, type Duration, type DurationStart } from "../durations.js";
import type { PresetId } from "../presets.js";
import { RulesRangeError, RulesTypeError } from "../validate.js";

/** A timed or untimed effect duration as an effect stores it: how long, and when and where it started. */
export interface EffectClock extends Duration {
  start: DurationStart;
}

/** L9, Z9, Z5: whether the effect with `clock` has run out once the turn `now` starts. */
export function clockExpired(preset: PresetId, clock: EffectClock, now: CombatNow): boolean {
  return hasExpired(durationEnd(preset, clock.start, clock), now);
}

/** L9: whether the effect with `clock` ends when its combat ends (turns, rounds and encounter durations do). */
export function endsWithCombat(preset: PresetId, clock: EffectClock): boolean {
  return durationEnd(preset, clock.start, clock).on.includes("combatEnd");
}

/** The clock in `value` when it is one the rules accept under `preset`, else null (stored data may be anything). */
export function readClock(preset: PresetId, value: unknown): EffectClock | null {
  if (!value || typeof value !== "object") return null;
  const clock = value as EffectClock;
  try {
    durationEnd(preset, clock.start, clock);
    return clock;
  } catch (error) {
    if (error instanceof RulesTypeError || error instanceof RulesRangeError) return null;
    throw error;
  }
}
