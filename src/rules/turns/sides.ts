import { checkEntrants } from "../initiative/entrants.js";
import type { Entrant } from "../initiative/types.js";
import { requireList } from "../validate.js";
import { requireText } from "../input.js";

/** S2: whether `side`'s turn is over: every one of its members has acted (`acted` holds entrant ids). */
export function isSideTurnOver(entrants: Entrant[], side: string, acted: string[]): boolean {
  const done = actedSet(acted);
  return membersOf(entrants, side).every((entrant) => done.has(entrant.id));
}

/** S2: whether `id` may take the next turn: it is on the side whose turn it is and has not yet acted. */
export function mayTakeSideTurn(entrants: Entrant[], side: string, acted: string[], id: string): boolean {
  requireText("id", id);
  return membersOf(entrants, side).some((entrant) => entrant.id === id) && !actedSet(acted).has(id);
}

/** S2: the members of `side` who have not yet acted this round, in the order given (the tracker's markers). */
export function sideMembersToAct(entrants: Entrant[], side: string, acted: string[]): string[] {
  const done = actedSet(acted);
  return membersOf(entrants, side).filter((entrant) => !done.has(entrant.id)).map((entrant) => entrant.id);
}

/** The checked members of `side`. */
function membersOf(entrants: Entrant[], side: string): Entrant[] {
  requireText("side", side);
  return checkEntrants(entrants).filter((entrant) => entrant.side === side);
}

/** The checked `acted` list as a set. */
function actedSet(acted: string[]): Set<string> {
  const list = requireList("acted", acted);
  list.forEach((id, index) => requireText(`acted[${index}]`, id));
  return new Set(list);
}
