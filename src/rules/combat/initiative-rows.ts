import type { Entrant, InitiativeResult } from "../initiative/types.js";
import { PARTY_SIDE } from "../initiative/sides.js";
import { INITIATIVE_MODES, type InitiativeMode } from "../presets.js";
import { requireOneOf } from "../validate.js";

/** What rolling writes for one combatant: its score, its place among this roll's ties, and the formula shown. */
export interface InitiativeRow {
  id: string;
  /** The score `rollInitiative` gave (the combatant's `initiative`). */
  score: number;
  /** L2, Z2, S1: higher acts first among equal scores; the order the roll-offs decided, kept so it stays stable. */
  tieBreak: number;
  /** The formula the chat card shows for it: the formula of the roll it shares (its own, its group's, its side's). */
  formula: string;
}

/**
 * One primary roll of an initiative, in the order `rollInitiative` takes its dice: the entrants who share it (one
 * combatant, an enemy group, a side), the faces of its die, the formula shown and the same formula as a Roll
 * writes it (ASCII signs), whose total is the score before any tie-break.
 */
export interface InitiativeRoll {
  ids: string[];
  faces: number;
  formula: string;
  rollFormula: string;
}

/** `die` with a modifier added, as shown ("1d20 − 1") and as a Roll formula ("1d20 - 1"). */
function withModifier(die: string, mod: number): { formula: string; rollFormula: string } {
  if (mod === 0) return { formula: die, rollFormula: die };
  const sign = mod > 0 ? "+" : "-";
  return { formula: `${die} ${mod > 0 ? "+" : "−"} ${Math.abs(mod)}`, rollFormula: `${die} ${sign} ${Math.abs(mod)}` };
}

/** The formula a mode rolls for `entrant` on its own (d20 + modifiers, a side's d8, the zones margin, agility's). */
export function initiativeFormula(mode: InitiativeMode, entrant: Entrant): string {
  const mod = (entrant.dex ?? 0) + (mode === "d20" ? entrant.bonus ?? 0 : 0);
  switch (requireOneOf("mode", mode, INITIATIVE_MODES)) {
    case "d20": return withModifier("1d20", mod).formula;
    case "sides": return entrant.side === PARTY_SIDE ? withModifier("1d8", mod).formula : "1d8";
    case "zones": return `${entrant.dex ?? 0} − 1d12`;
    case "agility": return String(entrant.dex ?? 0);
  }
}

/** Entrants gathered in input order by `key` (entrants with no key stand alone). */
function gather(entrants: readonly Entrant[], key: (entrant: Entrant) => string | undefined): Entrant[][] {
  const units: Entrant[][] = [];
  const byKey = new Map<string, Entrant[]>();
  for (const entrant of entrants) {
    const k = key(entrant);
    const shared = k === undefined ? undefined : byKey.get(k);
    if (shared) shared.push(entrant);
    else {
      units.push([entrant]);
      if (k !== undefined) byKey.set(k, units.at(-1)!);
    }
  }
  return units;
}

/**
 * L1, L3, T1, T3, S1, Z1: the primary rolls of `rollInitiative(mode, entrants)`, in the order it takes their dice:
 * a d20 per entrant or enemy group (d20 + the group's highest modifier), a d8 per side when its first member is
 * reached (the party adds its highest DEX modifier), a d12 per entrant (DEX − d12); none under agility.
 */
export function initiativeRolls(mode: InitiativeMode, entrants: readonly Entrant[]): InitiativeRoll[] {
  const ids = (unit: Entrant[]) => unit.map((entrant) => entrant.id);
  const best = (unit: Entrant[], mod: (e: Entrant) => number) => Math.max(...unit.map(mod));
  switch (requireOneOf("mode", mode, INITIATIVE_MODES)) {
    case "d20":
      return gather(entrants, (e) => e.group).map((unit) => ({ ids: ids(unit), faces: 20,
        ...withModifier("1d20", best(unit, (e) => (e.dex ?? 0) + (e.bonus ?? 0))) }));
    case "sides":
      return gather(entrants, (e) => e.side).map((unit) => ({ ids: ids(unit), faces: 8,
        ...withModifier("1d8", unit[0]!.side === PARTY_SIDE ? best(unit, (e) => e.dex ?? 0) : 0) }));
    case "zones":
      return entrants.map((e) => ({ ids: [e.id], faces: 12, formula: `${e.dex ?? 0} − 1d12`,
        rollFormula: `${e.dex ?? 0} - 1d12` }));
    case "agility":
      return [];
  }
}

/**
 * The rows rolling writes, in the result's order: each entrant's score, a tie-break that keeps the order the roll
 * decided among equal scores (the first gets the highest), and the formula of the roll it shares.
 */
export function initiativeRows(mode: InitiativeMode, entrants: Entrant[], result: InitiativeResult): InitiativeRow[] {
  const byId = new Map(entrants.map((entrant) => [entrant.id, entrant]));
  const shared = new Map(initiativeRolls(mode, entrants).flatMap((roll) => roll.ids.map((id) => [id, roll.formula])));
  return result.order.map((id, index) => ({ id, score: result.score[id]!, tieBreak: result.order.length - index,
    formula: shared.get(id) ?? initiativeFormula(mode, byId.get(id)!) }));
}
