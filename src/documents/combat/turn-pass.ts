import { actingIds, type Entrant, type RoundState } from "../../rules/index.js";
import type { CombatLike, CombatantLike } from "./types.js";
import { waitsInDelay } from "./delay-actions.js";
import { entrantOf } from "./seats.js";

/** The combatants as the rules see them, in turn order. */
export function entrantsOf(combat: CombatLike): Entrant[] {
  return combat.turns.map((combatant) => entrantOf(combatant, combat.system.preset));
}

/** The round state of `combat` now. */
export function roundState(combat: CombatLike): RoundState {
  return { round: Math.max(combat.round, 1), phase: combat.system.phase, surpriseRound: combat.system.surpriseRound };
}

/**
 * L4, S3, Z5–Z7, L6, A1: the turn indexes that take a turn in `state`: those the rules let act, less a delayer still
 * waiting, one who gave up this action phase to reposition (Z5), and the defeated when the tracker skips them.
 */
export function actingIndexes(combat: CombatLike, state: RoundState): number[] {
  const ids = new Set(actingIds(combat.mode, state, entrantsOf(combat)));
  const skipDefeated = combat.settings.skipDefeated;
  const forfeits = (c: CombatantLike) => combat.mode === "zones" && state.phase === "action"
    && c.system.repositioned === state.round;
  return combat.turns.flatMap((combatant, index) =>
    (ids.has(combatant.id!) && !waitsInDelay(combat, combatant, state.round) && !forfeits(combatant)
      && !(skipDefeated && combatant.isDefeated) ? [index] : []));
}

/** The first acting index after `from` in `state`, or null. */
export function nextActing(combat: CombatLike, state: RoundState, from: number): number | null {
  return actingIndexes(combat, state).find((index) => index > from) ?? null;
}

/** The last acting index before `from` in `state`, or null. */
export function previousActing(combat: CombatLike, state: RoundState, from: number): number | null {
  return actingIndexes(combat, state).filter((index) => index < from).at(-1) ?? null;
}
