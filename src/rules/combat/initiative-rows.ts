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
  /** The formula the chat card shows for it. */
  formula: string;
}

/** The formula a mode rolls for `entrant` (d20 + modifiers, a side's d8, the zones margin, agility's modifier). */
export function initiativeFormula(mode: InitiativeMode, entrant: Entrant): string {
  const mod = (entrant.dex ?? 0) + (mode === "d20" ? entrant.bonus ?? 0 : 0);
  const plus = (die: string) => (mod === 0 ? die : `${die} ${mod > 0 ? "+" : "−"} ${Math.abs(mod)}`);
  switch (requireOneOf("mode", mode, INITIATIVE_MODES)) {
    case "d20": return plus("1d20");
    case "sides": return entrant.side === PARTY_SIDE ? plus("1d8") : "1d8";
    case "zones": return `${entrant.dex ?? 0} − 1d12`;
    case "agility": return String(entrant.dex ?? 0);
  }
}

/**
 * The rows rolling writes, in the result's order: each entrant's score, a tie-break that keeps the order the roll
 * decided among equal scores (the first gets the highest), and its formula.
 */
export function initiativeRows(mode: InitiativeMode, entrants: Entrant[], result: InitiativeResult): InitiativeRow[] {
  const byId = new Map(entrants.map((entrant) => [entrant.id, entrant]));
  return result.order.map((id, index) => ({ id, score: result.score[id]!, tieBreak: result.order.length - index,
    formula: initiativeFormula(mode, byId.get(id)!) }));
}
