import type { CardActor } from "./actor-view.js";

/** The combatant of a started combat, as spending an action calls it (FrayCombatant#spendAction). */
export interface SpendingCombatant {
  actor: { uuid: string } | null;
  spendAction(kind: string): Promise<boolean>;
}

/**
 * The actor's combatant in the active combat once it has started (a token actor by its own uuid), or null: outside
 * a started combat, or for an actor that is not in it, nothing is spent.
 */
export function combatantOf(actor: CardActor): SpendingCombatant | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  return combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid) ?? null;
}
