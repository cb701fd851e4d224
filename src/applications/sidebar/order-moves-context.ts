import { moveDownTurn } from "../../rules/index.js";
import type { TrackerCombat, TrackerCombatant } from "./types.js";

/** A combatant as the order-move controls read and drive it (Z4, Z5). */
export interface MovingCombatant extends TrackerCombatant {
  system: TrackerCombatant["system"] & { hasActed: boolean; repositioned: number | null;
    repositionTo: number | null; orderDecision: number | null };
  moveDown(place: number): Promise<boolean>;
  keepPlace(): Promise<boolean>;
  reposition(place: number): Promise<boolean>;
}

/** Which order moves a row offers this user: Z4 down or keep its place, Z5 up or down. */
export interface OrderMoves {
  moveDown: boolean;
  keepPlace: boolean;
  repositionUp: boolean;
  repositionDown: boolean;
}

/** Z4: the order is still "right after it was made": before the fight, or in round 1 before anyone acted. */
function atStart(combat: TrackerCombat): boolean {
  if (!combat.started) return true;
  return combat.round === 1 && !(combat.combatants.contents as MovingCombatant[]).some((c) => c.system.hasActed);
}

/**
 * Z4, Z5: the order-move buttons of a zones row for its owner (or the GM), once it has a place: right after the
 * order is made, "move down" and "keep place" on the row whose turn it is to decide (from the second-to-last
 * upwards; the latest to decide may go on moving down); "up"/"down" from round 2 on the row whose action-phase
 * turn it is (taking one gives that turn up; the place asked for is taken when the round ends) and on a row that
 * already gave it up this round, from the place it asked for. (The documents also take a Z5 move earlier in the
 * round, from a macro.) Each click is judged again; a place between two enemies is refused with the rule's reason.
 */
export function orderMoves(combat: TrackerCombat, combatant: TrackerCombatant): { orderMoves: OrderMoves | null } {
  const moving = combatant as MovingCombatant;
  if (combat.mode !== "zones" || !combatant.isOwner || typeof combatant.initiative !== "number") {
    return { orderMoves: null };
  }
  const index = combat.turns.indexOf(combatant);
  const last = combat.turns.length - 1;
  const reposition = combat.started && combat.round >= 2 && combat.system.phase === "action"
    && (moving.system.repositioned === combat.round || combat.combatant === combatant);
  const deciding = atStart(combat) ? moveDownTurn(combat.turns.map((c) => ({ id: c.id!, side: c.side })),
    Object.fromEntries((combat.turns as MovingCombatant[]).filter((c) => c.system.orderDecision !== null)
      .map((c) => [c.id!, c.system.orderDecision!]))) : null;
  const mayDecide = !!deciding && (deciding.next === combatant.id || deciding.latest === combatant.id);
  const asked = moving.system.repositioned === combat.round && moving.system.repositionTo !== null
    ? moving.system.repositionTo : index;
  const moves = { moveDown: mayDecide && index < last, keepPlace: deciding?.next === combatant.id,
    repositionUp: reposition && asked > 0, repositionDown: reposition && asked < last };
  return { orderMoves: Object.values(moves).some(Boolean) ? moves : null };
}
