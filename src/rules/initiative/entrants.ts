import { requireInteger, requireList, requireRecord } from "../validate.js";
import { requireFlag, requireText, requireUniqueIds } from "../input.js";
import type { Entrant, InitiativeResult } from "./types.js";

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

/** Builds the result: each item's id in order, and its score (safe for any id, "__proto__" included). */
export function toResult<T>(
  items: readonly T[], id: (item: T) => string, score: (item: T) => number,
): InitiativeResult {
  // Adding and deleting a key puts the object in dictionary mode at once, which keeps 1,000 ids fast.
  const record: Record<string, number> = { unused: 0 };
  delete record.unused;
  const order = items.map(id);
  items.forEach((item, index) => {
    const key = order[index]!;
    if (key === "__proto__") Object.defineProperty(record, key, { value: score(item), writable: true, enumerable: true });
    else record[key] = score(item);
  });
  return { order, score: record };
}
