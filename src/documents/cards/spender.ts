/** The combatant of a started combat, as spending an action calls it (FrayCombatant#spendAction). */
export interface SpendingCombatant {
  actor: { uuid: string } | null;
  /** S8: in Total Defense (the GM's write; attacks read it). */
  system: { totalDefense: boolean };
  spendAction(kind: string): Promise<boolean>;
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
