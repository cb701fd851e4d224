import type { Entrant } from "../initiative/types.js";
import { INITIATIVE_MODES, type InitiativeMode } from "../presets.js";
import type { RoundPhase } from "../durations.js";
import { movementPhaseMovers } from "../turns/phases.js";
import { firstZoneStep, nextZoneStep, previousZoneStep } from "../turns/zone-steps.js";
import { freeRoundBeforeInitiative, surpriseRound } from "../turns/surprise.js";
import { requireFlag } from "../input.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";

/** Where a combat stands: its round, the phase of the round, and whether round 1 is an opening surprise round. */
export interface RoundState {
  round: number;
  phase: RoundPhase;
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

/** Z6: the phase round 1 opens in: under zones the one `firstZoneStep` gives, else action. */
export function openingPhase(mode: InitiativeMode, entrants: Entrant[]): RoundPhase {
  if (requireOneOf("mode", mode, INITIATIVE_MODES) !== "zones") return "action";
  return firstZoneStep(entrants).phase;
}

/**
 * L4, S3, Z6–Z7: who takes a turn now, in the order given; everyone else is passed over. In the opening
 * surprise round only the aware (L4) or the enemies of the surprised side (S3); in a movement phase only the
 * movers (Z6).
 */
export function actingIds(mode: InitiativeMode, state: RoundState, entrants: Entrant[]): string[] {
  requireOneOf("mode", mode, INITIATIVE_MODES);
  const { round, phase } = checkState(state);
  const all = entrants.map((entrant) => entrant.id);
  if (mode === "zones" && phase === "movement") return movementPhaseMovers(round, entrants);
  if (round !== 1 || state.surpriseRound !== true) return all;
  if (mode === "d20") return surpriseRound(entrants)?.participants ?? all;
  if (mode === "sides") return freeRoundBeforeInitiative(entrants)?.participants ?? all;
  return all;
}

/**
 * Z6: what follows a pass's last turn: under zones `nextZoneStep` from the pass's last turn (the same round's
 * action phase after a movement phase, else the next round's movement phase); otherwise the next round.
 */
export function afterLastTurn(mode: InitiativeMode, state: RoundState): RoundState {
  requireOneOf("mode", mode, INITIATIVE_MODES);
  const { round, phase } = checkState(state);
  if (mode !== "zones") return { ...state, round: round + 1, phase: "action" };
  const next = nextZoneStep({ round, phase, turn: 0 }, 1);
  return { ...state, round: next.round, phase: next.phase };
}

/**
 * Z6: what comes before the first turn of a pass: the movement phase of the same round before an action phase
 * that had one (`hadMovement`), else the action phase of the previous round; null before round 1.
 */
export function beforeFirstTurn(mode: InitiativeMode, state: RoundState, hadMovement: boolean): RoundState | null {
  requireOneOf("mode", mode, INITIATIVE_MODES);
  const { round, phase } = checkState(state);
  const movement = requireFlag("hadMovement", hadMovement);
  if (mode !== "zones") return round > 1 ? { ...state, round: round - 1, phase: "action" } : null;
  if (phase === "action" && !movement) return round > 1 ? { ...state, round: round - 1, phase: "action" } : null;
  const before = previousZoneStep({ round, phase, turn: 0 }, 1, movement);
  return before && { ...state, round: before.round, phase: before.phase };
}

/** Checks a round state. */
function checkState(state: RoundState): { round: number; phase: RoundPhase } {
  requireRecord("state", state);
  requireFlag("state.surpriseRound", state.surpriseRound);
  return { round: requireInteger("state.round", state.round, { min: 1 }),
    phase: requireOneOf("state.phase", state.phase, ["movement", "action"] as const) };
}
