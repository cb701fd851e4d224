import { SYSTEM_ID } from "../../config/system.js";
import { askAsSelf, takeRequest } from "../cards/asker.js";
import { freeHitTaken as onLedger, freeHitsTakenOf, readsLedger, recordFreeHit } from "../ledger/index.js";
import { warn } from "../cards/notice.js";
import { refuseFreeHit, type FreeHitRefusal } from "./offer.js";

/** The GM query a player's client claims a free hit through. */
export const FREE_HIT_QUERY = "fray.freeHit";

/** What a client asks the GM for: the free hit of one card's row. */
export interface FreeHitClaim {
  messageId: string;
  row: string;
}

/** What the GM answers a claim: null when this claim took the free hit, else why not. */
export type ClaimAnswer = FreeHitRefusal | null;

/** Claims being stored on this client (by card and row), so two claims at once can't both take one free hit. */
const claiming = new Set<string>();

/**
 * A8, A9: whether the free hit of a card's row was taken: the ledger (which only a GM can write) on a GM's client;
 * elsewhere, which can't read the ledger, the card's own mark, only to draw its button.
 */
export function freeHitTaken(messageId: string | null, row: string): boolean {
  if (readsLedger()) return onLedger(messageId, row);
  const marked = messageId ? game.messages?.get(messageId)?.getFlag(SYSTEM_ID, "freeHitsTaken") : undefined;
  return Array.isArray(marked) && marked.includes(row);
}

/**
 * On the active GM's client: `user` claims the free hit of a card's row. Refused (and nothing written) for a card
 * that is gone or no longer offers it, an offer whose round is over, a user who may not take it (refuseFreeHit), or
 * a free hit taken already; else the GM records it as taken on the ledger, and marks the card too (a view) so that
 * every client draws it again with its button taken.
 */
async function judgeClaim(user: User.Implementation, claim: Partial<FreeHitClaim> | null): Promise<ClaimAnswer> {
  const messageId = typeof claim?.messageId === "string" ? claim.messageId : "";
  const row = typeof claim?.row === "string" ? claim.row : "";
  const message = game.messages?.get(messageId);
  if (!message) return { key: "FRAY.CHAT.FreeHit.gone", data: {} };
  const refusal = refuseFreeHit(message, row, user);
  if (refusal) return refusal;
  const key = JSON.stringify([messageId, row]);
  if (freeHitTaken(messageId, row) || claiming.has(key)) return { key: "FRAY.CHAT.FreeHit.taken", data: {} };
  claiming.add(key);
  try {
    await recordFreeHit(messageId, row);
  } finally {
    claiming.delete(key);
  }
  await message.setFlag(SYSTEM_ID, "freeHitsTaken", freeHitsTakenOf(messageId));
  return null;
}

/** The GM's side of the query: the claim stored on the asker's own User document (asker.ts), judged as that user. */
async function handleClaimQuery(data: unknown): Promise<ClaimAnswer> {
  const found = await takeRequest(data);
  if (!found) return { key: "FRAY.COMBAT.Notice.Unverified", data: {} };
  return judgeClaim(found.user, found.request as Partial<FreeHitClaim> | null);
}

/**
 * A8, A9: claims the free hit of a card's row for this user, through the active GM (or as the active GM): true when
 * this claim took it; false after a localized notice (taken already, not offered, not the user's, no GM).
 */
export async function claimFreeHit(messageId: string, row: string): Promise<boolean> {
  const gm = game.users?.activeGM;
  let answer: ClaimAnswer = { key: "FRAY.COMBAT.Notice.NoGM", data: {} };
  try {
    if (gm?.isSelf) answer = await judgeClaim(game.user!, { messageId, row });
    else if (gm) answer = await askAsSelf<ClaimAnswer>(gm, FREE_HIT_QUERY, { messageId, row });
  } catch {
    answer = { key: "FRAY.COMBAT.Notice.NoGM", data: {} };
  }
  if (answer) warn(answer.key, answer.data);
  return answer === null;
}

/** Registers the query that claims a free hit (the record itself is on the ledger). */
export function registerFreeHitsTaken(): void {
  CONFIG.queries[FREE_HIT_QUERY] = handleClaimQuery;
}
