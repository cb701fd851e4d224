import { deletionUpdate } from "../../compat.js";
import { SYSTEM_ID } from "../../config/system.js";
import { no, type ActionAnswer } from "./action-answer.js";

/** The GM query a player's client asks combatant actions through. */
export const ACTION_QUERY = "fray.combatantAction";

/** The flag on a user's own User document that holds its open requests, by nonce. */
export const REQUESTS = "requests";

/** What travels with the query: who asks, and which of their stored requests. */
export interface ActionQueryData {
  userId: string;
  nonce: string;
}

/** A combatant action as it is sent: the combat, the combatant and the action (the GM checks all of it again). */
export interface SentAction {
  combatId: string;
  combatantId: string;
  action: string;
}

/**
 * Asks the active GM to run `request` for this user. Foundry does not tell a query handler who sent it, so the
 * request is written first to a flag on this user's own User document (which only this user or a GM may update),
 * and the query carries only the user's id and the nonce the request is stored under.
 */
export async function askActiveGM<Request extends SentAction>(request: Request): Promise<ActionAnswer> {
  const user = game.user;
  const gm = game.users?.activeGM;
  if (!user || !gm) return no("FRAY.COMBAT.Notice.NoGM");
  const nonce = foundry.utils.randomID(16);
  // fvtt-types takes no dotted path in update data; one request is added without rewriting the others.
  await user.update({ [`flags.${SYSTEM_ID}.${REQUESTS}.${nonce}`]: request } as never);
  try {
    return await gm.query(ACTION_QUERY, { userId: user.id, nonce });
  } catch {
    // fvtt-types takes no dotted path nor the generation's deletion key in update data.
    await user.update(deletionUpdate(`flags.${SYSTEM_ID}.${REQUESTS}.${nonce}`) as never);
    return no("FRAY.COMBAT.Notice.NoGM");
  }
}
