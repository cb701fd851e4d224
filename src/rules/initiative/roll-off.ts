import { rollDie, type Dice } from "../dice.js";
import { RulesRangeError } from "../validate.js";

/** How many times one set of tied rollers may tie again before the dice are judged broken. */
const MAX_REROLLS = 1000;

/**
 * Orders `items` by a roll-off: each rolls one die in the order given, higher first; those who tie again
 * roll again among themselves (depth-first, highest result first) until every tie is broken.
 */
export function rollOff<T>(items: readonly T[], dice: Dice, faces: number): T[] {
  if (items.length < 2) return [...items];
  for (let attempt = 0; attempt < MAX_REROLLS; attempt++) {
    const rolled = items.map((item) => ({ item, face: rollDie(dice, faces) }));
    rolled.sort((a, b) => b.face - a.face);
    const clusters = runs(rolled, (a, b) => a.face === b.face);
    if (clusters.length > 1) return clusters.flatMap((cluster) => rollOff(cluster.map((r) => r.item), dice, faces));
  }
  throw new RulesRangeError("FRAY.RULES.Turns.TieNotBroken", { field: "dice", faces },
    `dice: ${MAX_REROLLS} d${faces} roll-offs in a row all tied`);
}

/**
 * Sorts `items` by `compare` (stable, so equal items keep their order) and breaks each run of equal items
 * with a roll-off, runs taken first to last; returns the runs so a caller can score each one.
 */
export function sortWithRollOffs<T>(items: readonly T[], compare: (a: T, b: T) => number,
  dice: Dice, faces: number): T[][] {
  const sorted = [...items].sort(compare);
  return runs(sorted, (a, b) => compare(a, b) === 0).map((run) => rollOff(run, dice, faces));
}

/** Splits a sorted list into maximal runs of neighbours that `same` calls equal. */
function runs<T>(sorted: readonly T[], same: (a: T, b: T) => boolean): T[][] {
  const out: T[][] = [];
  for (const item of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && same(last[last.length - 1]!, item)) last.push(item);
    else out.push([item]);
  }
  return out;
}
