import { SYSTEM_ID } from "../../config/system.js";
import { FREE_HITS_TAKEN_SETTING } from "../../settings.js";
import { askAsSelf, takeRequest } from "../cards/asker.js";
import { warn } from "../cards/notice.js";
import { refuseFreeHit, type FreeHitRefusal } from "./offer.js";

/** The GM query a player's client claims a free hit through. */
export const FREE_HIT_QUERY = "fray.freeHit";

/** The world setting where the active GM records the free hits taken (registered with Fray's settings). */
const SETTING = FREE_HITS_TAKEN_SETTING;

/** The rows whose free hit was taken (a fumbling row's token uuid; "" for an offer card), by card id. */
type Taken = Record<string, string[]>;

/** What a client asks the GM for: the free hit of one card's row. */
export interface FreeHitClaim {
  messageId: string;
  row: string;
}

/** What the GM answers a claim: null when this claim took the free hit, else why not. */
export type ClaimAnswer = FreeHitRefusal | null;

/** Claims being stored on this client (by card and row), so two claims at once can't both take one free hit. */
const claiming = new Set<string>();

/** Records being written on this client, one after the other (each write reads the last one's result). */
let writing: Promise<unknown> = Promise.resolve();

/** The record as stored: an object, else none. */
function taken(): Taken {
  const value: unknown = game.settings.get(SYSTEM_ID, SETTING);
  return typeof value === "object" && value !== null ? value as Taken : {};
}

/**
 * A8, A9: whether the free hit of a card's row was taken: the active GM's record (a world setting, which only a GM
 * can write), not the card, which its author can edit or delete.
 */
export function freeHitTaken(messageId: string | null, row: string): boolean {
  const rows = messageId ? taken()[messageId] : undefined;
  return Array.isArray(rows) && rows.includes(row);
}

/** Adds one taken row, keeping only the records of cards still in the chat log. */
async function store(messageId: string, row: string): Promise<void> {
  const kept = Object.entries(taken()).filter(([id]) => game.messages?.has(id));
  const rows = Object.fromEntries(kept)[messageId] ?? [];
  await game.settings.set(SYSTEM_ID, SETTING, { ...Object.fromEntries(kept), [messageId]: [...rows, row] });
}

/**
 * On the active GM's client: `user` claims the free hit of a card's row. Refused (and nothing written) for a card
 * that is gone or no longer offers it, an offer whose round is over, a user who may not take it (refuseFreeHit), or
 * a free hit taken already; else the GM records it as taken, and marks the card too so that every client draws it
 * again with its button taken.
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
  writing = writing.then(() => store(messageId, row)).catch((error: unknown) => console.error(error))
    .finally(() => claiming.delete(key));
  await writing;
  await message.setFlag(SYSTEM_ID, "freeHitsTaken", taken()[messageId] ?? [row]);
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

/** Registers the query that claims a free hit (the record itself is a hidden world setting of Fray's settings). */
export function registerFreeHitsTaken(): void {
  CONFIG.queries[FREE_HIT_QUERY] = handleClaimQuery;
}
