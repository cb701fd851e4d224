import { runCombatantAction, type CombatantAction } from "./combatant-actions.js";

/** Registers the GM query a player's client uses for combatant actions it may not write itself. */
export function registerCombatQueries(): void {
  (CONFIG.queries as unknown as Record<string, unknown>)["fray.combatantAction"] =
    (data: CombatantAction) => runCombatantAction(data);
}
