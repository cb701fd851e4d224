import { checkEntrants } from "../initiative/entrants.js";
import type { Entrant } from "../initiative/types.js";

/** What each creature may do in a Legend surprise round (L4); free actions stay allowed (I). */
export const SURPRISE_ROUND_ACTIONS = Object.freeze({ standardOrMove: 1, swiftOrImmediate: 1 });

/** Who acts in an opening round that comes before the normal order. */
export interface OpeningRound {
  /** Entrant ids in input order. */
  participants: string[];
}

/** The sides every one of whose members is surprised (unaware). */
export function surprisedSides(entrants: readonly Entrant[]): Set<string> {
  const sides = new Set(entrants.map((entrant) => entrant.side));
  for (const entrant of entrants) if (entrant.surprised !== true) sides.delete(entrant.side);
  return sides;
}

/**
 * L4: when every creature on some side is unaware (`surprised`), every aware creature acts in a surprise
 * round first, with one standard or move action plus one swift or immediate; null when there is none.
 */
export function surpriseRound(entrants: Entrant[]): (OpeningRound & { actions: typeof SURPRISE_ROUND_ACTIONS }) | null {
  const list = checkEntrants(entrants);
  if (surprisedSides(list).size === 0) return null;
  const participants = list.filter((entrant) => entrant.surprised !== true).map((entrant) => entrant.id);
  return participants.length === 0 ? null : { participants, actions: SURPRISE_ROUND_ACTIONS };
}

/**
 * S3: a side caught entirely unawares gives its enemies (everyone on the other sides) one full free round
 * before initiative is rolled; null when no side is wholly surprised or no one is left to act.
 */
export function freeRoundBeforeInitiative(entrants: Entrant[]): OpeningRound | null {
  const list = checkEntrants(entrants);
  const surprised = surprisedSides(list);
  const participants = list.filter((entrant) => !surprised.has(entrant.side)).map((entrant) => entrant.id);
  return surprised.size === 0 || participants.length === 0 ? null : { participants };
}
