import { requireInteger, requireRecord } from "../validate.js";
import { requireFlag } from "../input.js";

/** Where a creature stands in the encounter, for L5. */
export interface FlatFootedState {
  /** The encounter's round, counting from 1 (the surprise round, when there is one, is round 1). */
  round: number;
  /** Whether it has taken a turn in this encounter (a surprise-round turn counts). */
  hasActed: boolean;
  /** Whether the encounter opened with a surprise round (L4). */
  surpriseRound?: boolean;
}

/**
 * L5: a creature that has not yet acted in the first round is flat-footed; with a surprise round (I) the
 * first round is the first normal round after it, so round 2 here.
 */
export function isFlatFooted(state: FlatFootedState): boolean {
  requireRecord("state", state);
  const round = requireInteger("state.round", state.round, { min: 1 });
  const hasActed = requireFlag("state.hasActed", state.hasActed);
  const lastRound = requireFlag("state.surpriseRound", state.surpriseRound) ? 2 : 1;
  return !hasActed && round <= lastRound;
}
