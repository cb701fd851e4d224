import type { Entrant } from "../initiative/types.js";
import { INITIATIVE_MODES, type InitiativeMode } from "../presets.js";
import type { RoundPhase } from "../durations.js";
import { movementPhaseMovers } from "../turns/phases.js";
import { firstZoneStep, nextZoneStep, previousZoneStep } from "../turns/zone-steps.js";
import { freeRoundBeforeInitiative, surpriseRound } from "../turns/surprise.js";
import { opensWithPlanning, planners } from "../turns/planning.js";
import { requireFlag } from "../input.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";

/** The phase a combat is in: a zones round's movement or action phase (Z6), or the planning before round 1 (T5). */
export type CombatPhase = RoundPhase | "planning";

/** The phases a combat may be in. */
const COMBAT_PHASES: readonly CombatPhase[] = ["planning", "movement", "action"];

/**
 * T5 (I): the round phase a phase counts as for the zones rules and effect clocks: the movement phase, else the
 * action phase (the planning phase runs on round 1's clock, as its action phase does).
 */
export function roundPhaseOf(phase: CombatPhase): RoundPhase {
  return requireOneOf("phase", phase, COMBAT_PHASES) === "movement" ? "movement" : "action";
}

/** Where a combat stands: its round, the phase of the round, and whether round 1 is an opening surprise round. */
export interface RoundState {
  round: number;
  /** T5: "planning" only in round 1, before its action phase. */
  phase: CombatPhase;
  /** L4, S3: round 1 is the surprise (or free) round. */
  surpriseRound?: boolean;
}

/**
 * L4, S3: whether the fight opens with a round only some act in: d20 a surprise round for the aware when a side
 * is wholly unaware, sides a free round for the enemies of a wholly surprised side; never in zones (Z6 gives a
 * movement phase instead) or agility.
 */
export function opensWithSurprise(mode: InitiativeMode, entrants: Entrant[]): boolean {
  switch (requireOneOf("mode", mode, INITIATIVE_MODES)) {
    case "d20": return surpriseRound(entrants) !== null;
    case "sides": return freeRoundBeforeInitiative(entrants) !== null;
    default: return false;
  }
}

/**
 * Z6, T5: the phase round 1 opens in: under zones the one `firstZoneStep` gives; the planning phase when the rule is
 * on (`options.planning`) and `opensWithPlanning` says so; else action.
 */
export function openingPhase(mode: InitiativeMode, entrants: Entrant[], options: { planning?: boolean } = {}):
CombatPhase {
  if (requireOneOf("mode", mode, INITIATIVE_MODES) === "zones") return firstZoneStep(entrants).phase;
  requireRecord("options", options);
  return opensWithPlanning(mode, entrants, requireFlag("options.planning", options.planning)) ? "planning" : "action";
}

/**
 * L4, S3, Z6–Z7, T5: who takes a turn now, in the order given; everyone else is passed over. In the opening
 * surprise round only the aware (L4) or the enemies of the surprised side (S3); in a movement phase only the
 * movers (Z6); in the planning phase only the side that started the encounter (T5).
 */
export function actingIds(mode: InitiativeMode, state: RoundState, entrants: Entrant[]): string[] {
  requireOneOf("mode", mode, INITIATIVE_MODES);
  const { round, phase } = checkState(state);
  const all = entrants.map((entrant) => entrant.id);
  if (mode === "zones" && phase === "movement") return movementPhaseMovers(round, entrants);
  if (phase === "planning") return planners(entrants);
  if (round !== 1 || state.surpriseRound !== true) return all;
  if (mode === "d20") return surpriseRound(entrants)?.participants ?? all;
  if (mode === "sides") return freeRoundBeforeInitiative(entrants)?.participants ?? all;
  return all;
}

/**
 * Z6, T5: what follows a pass's last turn: after the planning phase, round 1's action phase; under zones
 * `nextZoneStep` from the pass's last turn (the same round's action phase after a movement phase, else the next
 * round's movement phase); otherwise the next round.
 */
export function afterLastTurn(mode: InitiativeMode, state: RoundState): RoundState {
  requireOneOf("mode", mode, INITIATIVE_MODES);
  const { round, phase } = checkState(state);
  if (phase === "planning") return { ...state, round, phase: "action" };
  if (mode !== "zones") return { ...state, round: round + 1, phase: "action" };
  const next = nextZoneStep({ round, phase, turn: 0 }, 1);
  return { ...state, round: next.round, phase: next.phase };
}

/**
 * Z6, T5: what comes before the first turn of a pass: the movement phase of the same round before an action phase
 * that had one (`hadMovement`), the planning phase before round 1's action phase when the fight had one
 * (`hadPlanning`), else the action phase of the previous round; null before round 1 (and before planning).
 */
export function beforeFirstTurn(mode: InitiativeMode, state: RoundState, hadMovement: boolean, hadPlanning = false):
RoundState | null {
  requireOneOf("mode", mode, INITIATIVE_MODES);
  const { round, phase } = checkState(state);
  const movement = requireFlag("hadMovement", hadMovement);
  if (phase === "planning") return null;
  if (round === 1 && phase === "action" && requireFlag("hadPlanning", hadPlanning)) {
    return { ...state, phase: "planning" };
  }
  if (mode !== "zones") return round > 1 ? { ...state, round: round - 1, phase: "action" } : null;
  if (phase === "action" && !movement) return round > 1 ? { ...state, round: round - 1, phase: "action" } : null;
  const before = previousZoneStep({ round, phase, turn: 0 }, 1, movement);
  return before && { ...state, round: before.round, phase: before.phase };
}

/** Checks a round state. */
function checkState(state: RoundState): { round: number; phase: CombatPhase } {
  requireRecord("state", state);
  requireFlag("state.surpriseRound", state.surpriseRound);
  const round = requireInteger("state.round", state.round, { min: 1 });
  const phase = requireOneOf("state.phase", state.phase, COMBAT_PHASES);
  if (phase === "planning") requireInteger("state.round", round, { min: 1, max: 1 });
  return { round, phase };
}
