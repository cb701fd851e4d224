import { runCombatantAction, type CombatantAction } from "./combatant-actions.js";
import { MOVEMENT_QUERY, runMovementAction, type MovementRequest } from "./movement/index.js";

/** Registers the GM queries a player's client uses for combatant actions and movement steps it can't write itself. */
export function registerCombatQueries(): void {
  (CONFIG.queries as unknown as Record<string, unknown>)["fray.combatantAction"] =
    (data: CombatantAction) => runCombatantAction(data);
  (CONFIG.queries as unknown as Record<string, unknown>)[MOVEMENT_QUERY] =
    (data: MovementRequest) => runMovementAction(data);
}
