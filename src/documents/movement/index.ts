import type { ActionAnswer } from "../combatant-actions.js";
import type { FrayCombatant } from "../combatant.js";
import { messageMode } from "../../compat.js";
import { warn } from "../notify.js";
import { runMovementAction, type MovementRequest } from "./movement-actions.js";

export { runMovementAction, type MovementRequest } from "./movement-actions.js";

/** The GM query a player's client sends its movement-phase choices through. */
export const MOVEMENT_QUERY = "fray.movementAction";

/** A movement-phase step with its options, as a user asks for it. */
export type MovementAsk = Omit<MovementRequest, "combatId" | "combatantId" | "userId">;

/**
 * Z7, Z8, Z13, Z14: asks for a movement-phase step for `combatant`: run here by a GM, else through the active
 * GM, who judges it again from the combat as it is. A user who doesn't own the combatant, or a player with no GM
 * online, gets a notice and nothing is sent; a refusal is a localized notice. Returns whether it was done.
 */
export async function askMovement(combatant: FrayCombatant, ask: MovementAsk): Promise<boolean> {
  if (!combatant.isOwner) {
    warn("FRAY.COMBAT.Notice.NotYourCombatant", { name: combatant.name ?? "" });
    return false;
  }
  const gm = game.users?.activeGM;
  if (!game.user?.isGM && !gm) {
    warn("FRAY.COMBAT.Notice.NoGM");
    return false;
  }
  const request: MovementRequest = { ...ask, combatId: combatant.parent!.id!, combatantId: combatant.id!,
    userId: game.user!.id!, mode: messageMode() };
  const answer: ActionAnswer = game.user?.isGM ? await runMovementAction(request)
    : await gm!.query(MOVEMENT_QUERY as never, request as never) as ActionAnswer;
  if (!answer.ok) warn(answer.reason, answer.data);
  return answer.ok;
}
