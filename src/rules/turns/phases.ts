import { checkEntrants } from "../initiative/entrants.js";
import type { Entrant } from "../initiative/types.js";
import { requireInteger } from "../validate.js";
import { surprisedSides } from "./surprise.js";

/** Z6: whether `round` opens with a movement phase: from round 2 on, or in round 1 if a whole side is surprised. */
export function hasMovementPhase(round: number, entrants: Entrant[]): boolean {
  return movementPhaseMovers(round, entrants).length > 0;
}

/**
 * Z6, Z7: who may move in the movement phase of `round`, in the order given (pass the turn order: top first);
 * empty when the round has none. In round 1 only the sides not wholly surprised move, and only if one is.
 */
export function movementPhaseMovers(round: number, entrants: Entrant[]): string[] {
  requireInteger("round", round, { min: 1 });
  const list = checkEntrants(entrants);
  if (round >= 2) return list.map((entrant) => entrant.id);
  const surprised = surprisedSides(list);
  if (surprised.size === 0) return [];
  return list.filter((entrant) => !surprised.has(entrant.side)).map((entrant) => entrant.id);
}
