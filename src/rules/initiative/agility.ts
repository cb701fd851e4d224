import { PARTY_SIDE } from "./sides.js";
import type { Entrant } from "./types.js";

/**
 * A1 (no dice): highest Agility modifier (`dex`, missing = 0) first; initiators after everyone else; equal
 * Agility: the party first, then input order (I).
 */
export function orderAgility(entrants: readonly Entrant[]): Entrant[] {
  const last = (entrant: Entrant): number => (entrant.initiator === true ? 1 : 0);
  const party = (entrant: Entrant): number => (entrant.side === PARTY_SIDE ? 1 : 0);
  return [...entrants].sort((a, b) => last(a) - last(b) || (b.dex ?? 0) - (a.dex ?? 0) || party(b) - party(a));
}
