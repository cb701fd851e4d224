import { deletionUpdate } from "../../compat.js";
import { SYSTEM_ID } from "../../config/system.js";
import { no, type ActionAnswer } from "./action-answer.js";
import { COMBATANT_ACTIONS, runCombatantAction, type CombatantAction } from "./combatant-actions.js";
import { ACTION_QUERY, askActiveGM, REQUESTS, type ActionQueryData } from "./gm-query.js";
import { warn } from "./notify.js";
import type { CombatLike, CombatantLike } from "./types.js";

/** A nonce as `foundry.utils.randomID` makes it. */
const NONCE = /^[A-Za-z0-9]{16}$/;

/** Codes being taken on this client: a second query with the same code while the first removes it finds nothing. */
const taking = new Set<string>();

/** A combatant action as its owner asks for it (the combat and combatant are added when it is sent). */
export type ActionRequest = Omit<CombatantAction, "combatId" | "combatantId">;

/**
 * Runs `request` for `combatant` locally as the GM, or asks the active GM to (who checks again who asked and what
 * they own); the user must own the combatant. A refusal is a localized notice. Returns whether it was done. The
 * ownership check here only spares a round trip: the GM's check is the one that holds.
 */
export async function requestAction(combat: CombatLike, combatant: CombatantLike, request: ActionRequest):
Promise<boolean> {
  if (!combatant.isOwner) {
    warn("FRAY.COMBAT.Notice.NotYourCombatant", { name: combatant.name ?? "" });
    return false;
  }
  const payload = { ...request, combatId: combat.id!, combatantId: combatant.id! };
  const answer = game.user?.isGM ? await runCombatantAction(payload, game.user) : await askActiveGM(payload);
  if (!answer.ok) warn(answer.reason, answer.data);
  return answer.ok;
}

/** The request `data` points at, if it is well formed and still open on its user's own User document. */
function storedRequest(data: unknown): { user: User.Implementation; nonce: string; request: CombatantAction } | null {
  if (!data || typeof data !== "object") return null;
  const { userId, nonce } = data as Partial<ActionQueryData>;
  if (typeof userId !== "string" || typeof nonce !== "string" || !NONCE.test(nonce)) return null;
  const user = game.users?.get(userId);
  const open = user?.getFlag(SYSTEM_ID, REQUESTS);
  const request = open && Object.hasOwn(open, nonce) ? open[nonce] as CombatantAction | null : null;
  if (!user || !request || typeof request !== "object") return null;
  if (!(COMBATANT_ACTIONS as readonly unknown[]).includes(request.action)) return null;
  return { user, nonce, request };
}

/**
 * The GM's side of the query: reads the request from the sender's own User flag, removes it (a nonce is good for
 * one run), and runs it as that user, who must own the combatant. Anything else is refused and writes nothing.
 */
export async function handleActionQuery(data: unknown): Promise<ActionAnswer> {
  const found = storedRequest(data);
  if (!found) return no("FRAY.COMBAT.Notice.Unverified");
  const { user, nonce, request } = found;
  // This client's copy of the User loses the code only when the server answers: mark it taken before awaiting.
  const key = `${user.id}.${nonce}`;
  if (taking.has(key)) return no("FRAY.COMBAT.Notice.Unverified");
  taking.add(key);
  try {
    // fvtt-types takes no dotted path nor the generation's deletion key in update data.
    await user.update(deletionUpdate(`flags.${SYSTEM_ID}.${REQUESTS}.${nonce}`) as never);
  } finally {
    taking.delete(key);
  }
  return runCombatantAction(request, user);
}

/** Registers the GM query a player's client uses for combatant actions it may not write itself. */
export function registerCombatQueries(): void {
  CONFIG.queries[ACTION_QUERY] = handleActionQuery;
}
