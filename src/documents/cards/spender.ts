import type { CombatModel } from "../../data/combat/base.js";

/** The combatant of a started combat, as spending an action calls it (FrayCombatant#spendAction). */
export interface SpendingCombatant {
  id: string | null;
  actor: { uuid: string } | null;
  /** The combat it is in, whose clock a write of its ledger records beside it. */
  parent: { system: Pick<CombatModel, "clock"> } | null;
  /** S8: in Total Defense; S10: the round it charged in (the GM's writes; attacks read them). */
  system: { totalDefense: boolean; charged: number | null; spent: Record<string, number> };
  spendAction(kind: string, options?: { charge?: boolean }): Promise<boolean>;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * The actor's combatant in the active combat once it has started (a token actor by its own uuid), or null: outside
 * a started combat, or for an actor that is not in it, nothing is spent.
 */
export function combatantOf(actor: Actor.Implementation): SpendingCombatant | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  return combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid) ?? null;
}
