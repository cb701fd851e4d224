import { requireInteger, requireList, requireRecord } from "../validate.js";
import { requireFlag, requireText, requireUniqueIds } from "../turns/input.js";
import type { Entrant } from "./types.js";

/** Checks every entrant's fields (ids unique, numbers whole, flags boolean) and returns the list. */
export function checkEntrants(entrants: readonly Entrant[]): readonly Entrant[] {
  const list = requireList("entrants", entrants);
  list.forEach((entrant, index) => {
    const field = `entrants[${index}]`;
    requireRecord(field, entrant);
    requireText(`${field}.id`, entrant.id);
    requireText(`${field}.side`, entrant.side);
    if (entrant.group !== undefined) requireText(`${field}.group`, entrant.group);
    if (entrant.dex !== undefined) requireInteger(`${field}.dex`, entrant.dex);
    if (entrant.bonus !== undefined) requireInteger(`${field}.bonus`, entrant.bonus);
    requireFlag(`${field}.player`, entrant.player);
    requireFlag(`${field}.surprised`, entrant.surprised);
    requireFlag(`${field}.initiator`, entrant.initiator);
  });
  requireUniqueIds("entrants", list);
  return list;
}

/** Builds the result's score record from [id, score] pairs (safe for any id, "__proto__" included). */
export function scoreRecord(pairs: Iterable<readonly [string, number]>): Record<string, number> {
  return Object.fromEntries(pairs) as Record<string, number>;
}
