import type { ActionAnswer } from "../combat/action-answer.js";
import { askActiveGM } from "../combat/gm-query.js";
import type { CombatantLike } from "../combat/types.js";
import { messageMode } from "../../compat.js";
import { warn } from "../combat/notify.js";
import { runMovementAction, type MovementAsk } from "./movement-actions.js";

/**
 * Z7, Z8, Z13, Z14: asks for a movement-phase step for `combatant`: run here by a GM, else sent to the active GM
 * through the verified combatant-action query, and judged again from the combat as it is. A user who doesn't own
 * the combatant, or a player with no GM online, gets a notice and nothing is sent; a refusal is a localized
 * notice. Returns whether it was done.
 */
export async function askMovement(combatant: CombatantLike, ask: MovementAsk): Promise<boolean> {
  if (!combatant.isOwner) {
    warn("FRAY.COMBAT.Notice.NotYourCombatant", { name: combatant.name ?? "" });
    return false;
  }
  const gm = game.users?.activeGM;
  if (!game.user?.isGM && !gm) {
    warn("FRAY.COMBAT.Notice.NoGM");
    return false;
  }
  const combatId = combatant.parent!.id!;
  const combatantId = combatant.id!;
  const movement: MovementAsk = { ...ask, mode: messageMode() };
  const answer: ActionAnswer = game.user?.isGM
    ? await runMovementAction({ ...movement, combatId, combatantId, userId: game.user.id! })
    : await askActiveGM({ combatId, combatantId, action: "movement", movement });
  if (!answer.ok) warn(answer.reason, answer.data);
  return answer.ok;
}
