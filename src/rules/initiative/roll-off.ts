import { rollDie, type Dice } from "../dice.js";

/**
 * How many times one set of tied rollers may tie again before the roll-off gives up: then they keep the order
 * they were given (the input order, i.e. the order the combatants joined), so stuck dice never hang the client.
 */
export const MAX_TIE_REROLLS = 100;

/** What the roll-offs of one order report: whether any tie was left to the given order. */
export interface RollOffLog {
  unbroken: boolean;
}

/**
 * Orders `items` by a roll-off: each rolls one die in the order given, higher first; those who tie again
 * roll again among themselves (depth-first, highest result first) until every tie is broken, or until
 * MAX_TIE_REROLLS rolls in a row all tied, when they keep the order given and `log.unbroken` is set.
 */
export function rollOff<T>(items: readonly T[], dice: Dice, faces: number, log: RollOffLog): T[] {
  const out: T[] = [];
  settle(items, dice, faces, out, log);
  return out;
}

/**
 * Sorts `items` by `compare` (stable, so equal items keep their order) and breaks each run of equal items
 * with a roll-off, runs taken first to last; returns the runs so a caller can score each one.
 */
export function sortWithRollOffs<T>(items: readonly T[], compare: (a: T, b: T) => number,
  dice: Dice, faces: number, log: RollOffLog): T[][] {
  const sorted = [...items].sort(compare);
  const runs: T[][] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && compare(sorted[i - 1]!, sorted[i]!) === 0) continue;
    runs.push(rollOff(sorted.slice(start, i), dice, faces, log));
    start = i;
  }
  return runs;
}

/** Appends `items` to `out` in roll-off order (see `rollOff`). */
function settle<T>(items: readonly T[], dice: Dice, faces: number, out: T[], log: RollOffLog): void {
  if (items.length < 2) {
    out.push(...items);
    return;
  }
  for (let attempt = 0; attempt < MAX_TIE_REROLLS; attempt++) {
    const byFace: T[][] = [];
    for (const item of items) (byFace[faces - rollDie(dice, faces)] ??= []).push(item);
    const tied = byFace.filter((bucket) => bucket !== undefined);
    if (tied.length > 1) {
      for (const bucket of tied) settle(bucket, dice, faces, out, log);
      return;
    }
  }
  log.unbroken = true;
  out.push(...items);
}
