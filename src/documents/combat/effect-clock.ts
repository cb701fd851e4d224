import { readEffectDuration } from "../../compat.js";
import { DURATION_UNITS, roundPhaseOf, type CombatNow, type CombatPhase, type DurationUnit, type EffectClock,
  type PresetId } from "../../rules/index.js";

/** What the clock reads of a combat: its id, round, turn, the current combatant's count, and its rules. */
export interface ClockCombat {
  id: string | null;
  round: number;
  turn: number | null;
  combatant?: { initiative: number | null } | null;
  system?: { preset?: PresetId; phase?: CombatPhase };
}

/** A Fray clock as an effect stores it in `flags.fray.duration`: length, start, and the combat it started in. */
export type StoredClock = Partial<EffectClock> & { unit?: unknown; amount?: unknown; combat?: string };

/** The turn `combat` is at (round, place, zones phase, count), or null when it has not started. */
export function combatNow(combat: ClockCombat | null | undefined): CombatNow | null {
  if (!combat || combat.round < 1 || combat.turn === null || combat.turn < 0) return null;
  const count = combat.combatant?.initiative;
  return { round: combat.round, place: combat.turn, ...(combat.system?.preset === "lurasko"
    ? { phase: roundPhaseOf(combat.system.phase ?? "action") } : {}), ...(typeof count === "number" ? { count } : {}) };
}

/** The length an effect source carries: its Fray clock's unit and amount, else Foundry's rounds or turns. */
export function effectLength(source: { duration?: Record<string, unknown>; flags?: Record<string, unknown> }):
{ unit: DurationUnit; amount: number } | null {
  const stored = (source.flags?.fray as { duration?: StoredClock } | undefined)?.duration;
  if (DURATION_UNITS.includes(stored?.unit as DurationUnit)) {
    const amount = typeof stored!.amount === "number" ? stored!.amount : 1;
    return { unit: stored!.unit as DurationUnit, amount };
  }
  const core = readEffectDuration(source.duration);
  if (!core || core.units === "seconds" || !(core.value >= 1)) return null;
  return { unit: core.units, amount: core.value };
}

/**
 * L9, Z9: the clock an effect created now gets when it has a turn or round length and none started yet: it starts
 * at the current turn's place (and zones phase) of the running combat. Null outside a started combat, for an
 * untimed effect, or one whose clock has already started.
 */
export function startingClock(source: { duration?: Record<string, unknown>; flags?: Record<string, unknown> },
  combat: ClockCombat | null | undefined): StoredClock | null {
  const now = combatNow(combat);
  const length = effectLength(source);
  const stored = (source.flags?.fray as { duration?: StoredClock } | undefined)?.duration;
  if (!now || !length || stored?.start || (length.unit !== "turns" && length.unit !== "rounds")) return null;
  const { round, place, phase, count } = now;
  return { unit: length.unit, amount: length.amount, combat: combat!.id ?? undefined,
    start: { round, place, ...(phase ? { phase } : {}), ...(count !== undefined ? { count } : {}) } };
}
