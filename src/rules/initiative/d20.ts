import { rollDie, type Dice } from "../dice.js";
import type { TieBreak } from "../presets.js";
import { sortWithRollOffs, type RollOffLog } from "./roll-off.js";
import type { Entrant } from "./types.js";

/** Entrants who share one d20 roll: a group (L3, T1, T3) or one entrant on its own. */
interface D20Unit {
  members: Entrant[];
  /** Total initiative modifier (dex + bonus); a group uses its members' highest. */
  mod: number;
  /** DEX modifier for the L2 tie-break; a group uses its members' highest. */
  dex: number;
  /** d20 + mod. */
  total: number;
}

/** A unit's members in their order and the value the tracker shows: the total, plus T2's half-point steps. */
export interface ScoredUnit {
  members: Entrant[];
  score: number;
}

/**
 * L1–L3 and T1–T3: orders d20 units. Dice are consumed as follows: one d20 per unit, units in the order of
 * their first member in `entrants`; then the tie roll-offs (d20s), tied runs from the highest total down,
 * each run's members rolling in input order and rerolling depth-first until broken (or left in input order,
 * noted in `log`).
 */
export function orderD20(entrants: readonly Entrant[], dice: Dice, tieBreak: TieBreak, log: RollOffLog): ScoredUnit[] {
  const units = makeUnits(entrants);
  for (const unit of units) unit.total = rollDie(dice, 20) + unit.mod;
  if (tieBreak === "modifiers") {
    const runs = sortWithRollOffs(units, (a, b) => b.total - a.total || b.mod - a.mod || b.dex - a.dex, dice, 20, log);
    return runs.flat().map((unit) => ({ members: unit.members, score: unit.total }));
  }
  return sortWithRollOffs(units, (a, b) => b.total - a.total, dice, 20, log).flatMap(halfSteps);
}

/** T2 (I): k units tied at v get v + 0.5·(k−1−i)/(k−1) for rank i (0 = best reroll). */
function halfSteps(run: readonly D20Unit[]): ScoredUnit[] {
  const k = run.length;
  return run.map((unit, rank) => ({
    members: unit.members,
    score: k < 2 ? unit.total : unit.total + (0.5 * (k - 1 - rank)) / (k - 1),
  }));
}

/** Gathers entrants into units in input order; entrants with the same `group` share a unit. */
function makeUnits(entrants: readonly Entrant[]): D20Unit[] {
  const units: D20Unit[] = [];
  const byGroup = new Map<string, D20Unit>();
  for (const entrant of entrants) {
    const mod = (entrant.dex ?? 0) + (entrant.bonus ?? 0);
    const dex = entrant.dex ?? 0;
    const shared = entrant.group === undefined ? undefined : byGroup.get(entrant.group);
    if (shared) {
      shared.members.push(entrant);
      shared.mod = Math.max(shared.mod, mod);
      shared.dex = Math.max(shared.dex, dex);
      continue;
    }
    const unit: D20Unit = { members: [entrant], mod, dex, total: 0 };
    units.push(unit);
    if (entrant.group !== undefined) byGroup.set(entrant.group, unit);
  }
  return units;
}
