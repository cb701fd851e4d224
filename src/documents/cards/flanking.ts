import {
  cellsTouch, lotDefense, lotFlankingPenalty, tokenCells, type RulesInForce, type Step,
} from "../../rules/index.js";
import { documentAt } from "../../types/shims.js";
import type { CombatView } from "./actor-view.js";

/** What flanking reads of a token: where it stands (grid units of its scene), its side and whether it can fight. */
interface StandingToken {
  id: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  disposition: number;
  actor: { statuses?: Set<string> } | null;
  parent: { grid?: { size?: number }; tokens?: { contents: StandingToken[] } } | null;
}

/** Statuses that keep a creature from threatening anyone next to it. */
export const OUT_OF_THE_FIGHT = Object.freeze(["dead", "unconscious"]);

/**
 * T12: the enemies standing next to the token (a friendly and a hostile disposition are enemies; neutral and
 * secret ones are nobody's), each in a grid space touching its own, not dead or unconscious.
 */
export function adjacentEnemies(token: StandingToken): number {
  const size = token.parent?.grid?.size ?? 0;
  if (!size || token.disposition === 0) return 0;
  const own = tokenCells(token, size);
  return (token.parent?.tokens?.contents ?? []).filter((other) => other.disposition * token.disposition === -1
    && other.id !== token.id && cellsTouch(own, tokenCells(other, size))
    && !OUT_OF_THE_FIGHT.some((s) => other.actor?.statuses?.has(s))).length;
}

/**
 * T12 (LoT): a target's combat view with flanking taken off its Dodge and Armor (−2 per adjacent enemy beyond the
 * first, counted on its scene at roll time), and the card line saying so; as it is under other rulebooks, for a
 * target without a token on a scene, or with at most one enemy next to it.
 */
export function flanked(view: CombatView, tokenUuid: string, rules: RulesInForce):
{ view: CombatView; line: Step | null } {
  const token = rules.preset === "lot" ? documentAt(tokenUuid) as StandingToken | null : null;
  const enemies = token?.parent ? adjacentEnemies(token) : 0;
  const penalty = lotFlankingPenalty(enemies);
  if (!penalty) return { view, line: null };
  const lot = { ...view.lot, dodge: view.lot.dodge + penalty, armor: view.lot.armor + penalty };
  return { view: { ...view, lot, defense: lotDefense(lot).value }, line: { key: "FRAY.CHAT.Line.flanked", data: { enemies, penalty: -penalty } } };
}
