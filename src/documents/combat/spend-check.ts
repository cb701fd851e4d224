import { spendAction, type SpendContext } from "../../rules/index.js";
import { actionAdjustOf } from "./action-adjust.js";
import { arrivedToAct } from "./turn-pass.js";
import type { CombatLike, CombatantLike } from "./types.js";

/**
 * What spending an action reads of the combat now (L7, S4, A2, T6, Z6, T5): whether it is `combatant`'s turn, the
 * phase, a surprise round 1 (L4, S3), and how its actor changes the pool (A5 Weakening wounds, A9 free-hit slots).
 */
export function spendContextOf(combat: CombatLike, combatant: CombatantLike): SpendContext {
  const { phase, surpriseRound } = combat.system;
  return { onTurn: combat.combatant?.id === combatant.id, phase, surpriseRound: surpriseRound && combat.round === 1,
    adjust: actionAdjustOf(combatant.actor) };
}

/**
 * Whether `combatant` could spend an action of `kind` now, as FrayCombatant#spendAction would judge it (A10: none the
 * round it is summoned), without writing anything; a kind its combat's rulebook lacks is false.
 */
export function maySpend(combat: CombatLike, combatant: CombatantLike, kind: string): boolean {
  if (combat.started && !arrivedToAct(combatant, combat.round)) return false;
  try {
    return spendAction(combat.system.preset, combatant.system.spent, kind, spendContextOf(combat, combatant)).ok;
  } catch {
    return false;
  }
}
