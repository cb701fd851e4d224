import { rollDie, type Dice } from "../dice.js";
import { requireInteger } from "../validate.js";
import { sortWithRollOffs, type RollOffLog } from "./roll-off.js";
import type { Entrant } from "./types.js";

/** Z1 (I): the margin of a d12 roll-under: TN − roll (negative = failure). */
export function turnOrderMargin(tn: number, roll: number): number {
  return requireInteger("tn", tn) - requireInteger("roll", roll, { min: 1, max: 12 });
}

/** An entrant with its Z1 margin and whether it counts as aware (Z3). */
export interface ZoneRoll {
  entrant: Entrant;
  margin: number;
  aware: boolean;
}

/**
 * Z1–Z3: each entrant (already checked by `checkEntrants`) rolls a d12 under its DEX score (`dex`, required)
 * in input order; higher margin first, surprised entrants below every non-surprised one. Ties then roll off on
 * d2s (higher first, until broken; see `log`), tied runs taken top to bottom after all the d12s.
 */
export function orderZones(entrants: readonly Entrant[], dice: Dice, log: RollOffLog): ZoneRoll[] {
  entrants.forEach((entrant, index) => {
    if (entrant.dex === undefined) requireInteger(`entrants[${index}].dex`, entrant.dex);
  });
  const rolled: ZoneRoll[] = entrants.map((entrant) =>
    ({ entrant, margin: entrant.dex! - rollDie(dice, 12), aware: entrant.surprised !== true }));
  const awareFirst = (a: ZoneRoll, b: ZoneRoll) => Number(b.aware) - Number(a.aware) || b.margin - a.margin;
  return sortWithRollOffs(rolled, awareFirst, dice, 2, log).flat();
}
