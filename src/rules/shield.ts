import { requireFlag } from "./input.js";
import { RulesRangeError, requireInteger, requireRecord } from "./validate.js";

/**
 * S8: what the actor keeps about its shield against Shock: whether it bears one (a counted shield, see
 * `deriveDefenses`) and the combat round it last ignored a Shock in (null for never this combat).
 */
export interface ShieldState {
  bearing: boolean;
  usedInRound: number | null;
}

/**
 * S8: a borne shield is ready against Shock unless it already ignored one in `round`. Keyed by round, the state
 * needs no reset at the top of a round; the caller clears `usedInRound` when a combat ends.
 */
export function shieldReady(state: ShieldState, round: number): boolean {
  requireRecord("state", state);
  requireInteger("round", round, { min: 1 });
  const used = state.usedInRound === null ? null : requireInteger("state.usedInRound", state.usedInRound, { min: 1 });
  return requireFlag("state.bearing", state.bearing) && used !== round;
}

/** S8: the state once the shield ignored a Shock in `round` (pass `shockOnMiss(…).shieldUsed`); it must be ready. */
export function useShield(state: ShieldState, round: number): ShieldState {
  if (!shieldReady(state, round)) {
    throw new RulesRangeError("FRAY.RULES.Shock.ShieldNotReady", { round },
      `the shield is not ready against Shock in round ${round}`);
  }
  return { ...state, usedInRound: round };
}
