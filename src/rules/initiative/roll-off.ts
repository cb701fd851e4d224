import { rollDie, type Dice } from "../dice.js";
import { RulesRangeError } from "../validate.js";

/** How many times one set of tied rollers may tie again before the dice are judged broken. */
const MAX_REROLLS = 1000;

/**
 * Orders `items` by a roll-off: each rolls one die in the order given, higher first; those who tie again
 * roll again among themselves (depth-first, highest result first) until every tie is broken.
 */
export function rollOff<T>(items: readonly T[], dice: Dice, faces: number): T[] {
  const out: T[] = [];
  settle(items, dice, faces, out);
  return out;
}

/**
 * Sorts `items` by `compare` (stable, so equal items keep their order) and breaks each run of equal items
 * with a roll-off, runs taken first to last; returns the runs so a caller can score each one.
 */
export function sortWithRollOffs<T>(items: readonly T[], compare: (a: T, b: T) => number,
  dice: Dice, faces: number): T[][] {
  const sorted = [...items].sort(compare);
  const runs: T[][] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && compare(sorted[i - 1]!, sorted[i]!) === 0) continue;
    runs.push(rollOff(sorted.slice(start, i), dice, faces));
    start = i;
  }
  return runs;
}

/** Appends `items` to `out` in roll-off order (see `rollOff`). */
function settle<T>(items: readonly T[], dice: Dice, faces: number, out: T[]): void {
  if (items.length < 2) {
    out.push(...items);
    return;
  }
  for (let attempt = 0; attempt < MAX_REROLLS; attempt++) {
    const byFace: T[][] = [];
    for (const item of items) (byFace[faces - rollDie(dice, faces)] ??= []).push(item);
    const tied = byFace.filter((bucket) => bucket !== undefined);
    if (tied.length > 1) {
      for (const bucket of tied) settle(bucket, dice, faces, out);
      return;
    }
  }
  throw new RulesRangeError("FRAY.RULES.Turns.TieNotBroken", { field: "dice", faces },
    `dice: ${MAX_REROLLS} d${faces} roll-offs in a row all tied`);
}
