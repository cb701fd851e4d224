import { rollDie, type Dice } from "../dice.js";
import { requireInteger } from "../validate.js";
import { sortWithRollOffs } from "./roll-off.js";
import type { Entrant } from "./types.js";

/** Z1 (I): the margin of a d12 roll-under: TN − roll (negative = failure). */
export function turnOrderMargin(tn: number, roll: number): number {
  return requireInteger("tn", tn) - requireInteger("roll", roll, { min: 1, max: 12 });
}

/** An entrant with its Z1 margin. */
export interface ZoneRoll {
  entrant: Entrant;
  margin: number;
}

/**
 * Z1–Z3: each entrant rolls a d12 under its DEX score (`dex`, required) in input order; higher margin first,
 * surprised entrants below every non-surprised one. Ties then roll off on d2s (higher first, until broken),
 * tied runs taken top to bottom after all the d12s.
 */
export function orderZones(entrants: readonly Entrant[], dice: Dice): ZoneRoll[] {
  const tns = entrants.map((entrant, index) => requireInteger(`entrants[${index}].dex`, entrant.dex));
  const rolled = entrants.map((entrant, index) => ({ entrant, margin: tns[index]! - rollDie(dice, 12) }));
  const awake = (roll: ZoneRoll): number => (roll.entrant.surprised === true ? 0 : 1);
  return sortWithRollOffs(rolled, (a, b) => awake(b) - awake(a) || b.margin - a.margin, dice, 2).flat();
}
