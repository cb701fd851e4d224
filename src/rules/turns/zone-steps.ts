import type { Entrant } from "../initiative/types.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import { hasMovementPhase } from "./phases.js";

/** Where a zones combat stands (Z6): the round, its phase, and the index of the current turn in the order. */
export interface ZoneStep {
  round: number;
  phase: "movement" | "action";
  turn: number;
}

/** Z6: the first step of a zones combat: round 1's movement phase if a whole side is surprised, else its action. */
export function firstZoneStep(entrants: Entrant[]): ZoneStep {
  return { round: 1, phase: hasMovementPhase(1, entrants) ? "movement" : "action", turn: 0 };
}

/**
 * Z6: the step after `step` in an order of `turns` turns: the next turn of the phase; after the last turn of a
 * movement phase, the action phase of the same round through the same order; after the last turn of an action
 * phase, the next round's movement phase (every round from 2 has one).
 */
export function nextZoneStep(step: ZoneStep, turns: number): ZoneStep {
  const { round, phase, turn } = checkStep(step, turns);
  if (turn + 1 < turns) return { round, phase, turn: turn + 1 };
  return phase === "movement" ? { round, phase: "action", turn: 0 } : { round: round + 1, phase: "movement", turn: 0 };
}

/**
 * Z6: the step before `step` (the tracker's "previous turn"), or null at the very first step; `firstRoundMovement`
 * says whether round 1 had a movement phase (see `firstZoneStep`).
 */
export function previousZoneStep(step: ZoneStep, turns: number, firstRoundMovement: boolean): ZoneStep | null {
  const { round, phase, turn } = checkStep(step, turns);
  if (turn > 0) return { round, phase, turn: turn - 1 };
  if (phase === "movement") return round === 1 ? null : { round: round - 1, phase: "action", turn: turns - 1 };
  if (round > 1 || firstRoundMovement) return { round, phase: "movement", turn: turns - 1 };
  return null;
}

/** Checks a step against an order of `turns` turns. */
function checkStep(step: ZoneStep, turns: number): ZoneStep {
  requireInteger("turns", turns, { min: 1 });
  requireRecord("step", step);
  requireInteger("step.round", step.round, { min: 1 });
  requireOneOf("step.phase", step.phase, ["movement", "action"]);
  requireInteger("step.turn", step.turn, { min: 0, max: turns - 1 });
  return step;
}
