import { deletionUpdate } from "../../compat.js";
import { SYSTEM_ID } from "../../config/system.js";
import type { StoredDamageTarget } from "../../data/chat-message/damage-preview.js";
import type { Asker } from "../../rules/index.js";
import type { CardMessage } from "./card-message.js";
import { actorOf } from "./targets.js";

/** The flag on a user's own User document that holds its open card requests, by one-time code. */
const CARD_REQUESTS = "cardRequests";

/** A one-time code as `foundry.utils.randomID` makes it. */
const NONCE = /^[A-Za-z0-9]{16}$/;

/** What travels with a card query: who asks, and the one-time code their request is stored under. */
export interface AskerQueryData {
  userId: string;
  nonce: string;
}

/** Codes being taken on this client: a second query with the same code while the first removes it finds nothing. */
const taking = new Set<string>();

/** The path of one stored request on its user's document. */
const requestPath = (nonce: string) => `flags.${SYSTEM_ID}.${CARD_REQUESTS}.${nonce}`;

/**
 * Asks `gm` to run `query` for this user, the way combatant actions do: Foundry does not tell a query handler
 * who sent it (v13, and v14 as its API documents CONFIG.queries), so the request is first written to a flag on
 * this user's own User document (which only this user or a GM may update), and the query carries only the user's
 * id and the one-time code it is stored under. A query that fails removes the request again.
 */
export async function askAsSelf<T>(gm: User.Implementation, query: keyof CONFIG.Queries, request: object): Promise<T> {
  const user = game.user!;
  const nonce = foundry.utils.randomID(16);
  // fvtt-types takes no dotted path in update data; one request is added without rewriting the others.
  await user.update({ [requestPath(nonce)]: request } as never);
  try {
    return await gm.query(query, { userId: user.id, nonce }) as T;
  } catch (error) {
    // fvtt-types takes no dotted path nor the generation's deletion key in update data.
    await user.update(deletionUpdate(requestPath(nonce)) as never);
    throw error;
  }
}

/**
 * The GM's side: the user a query names and the request it points at, taken from that user's own document and
 * removed there (a code is good for one run, even when two queries bring it at once); null for anything else (a
 * malformed payload, a user that is not there, a code that was never stored or was already used).
 */
export async function takeRequest(data: unknown): Promise<{ user: User.Implementation; request: unknown } | null> {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const { userId, nonce } = data as Partial<AskerQueryData>;
  if (typeof userId !== "string" || typeof nonce !== "string" || !NONCE.test(nonce)) return null;
  const user = game.users?.get(userId);
  const open = user?.getFlag(SYSTEM_ID, CARD_REQUESTS);
  const key = `${userId}.${nonce}`;
  if (!user || !open || typeof open !== "object" || !Object.hasOwn(open, nonce) || taking.has(key)) return null;
  taking.add(key);
  try {
    const request = open[nonce];
    // fvtt-types takes no dotted path nor the generation's deletion key in update data.
    await user.update(deletionUpdate(requestPath(nonce)) as never);
    return { user, request };
  } finally {
    taking.delete(key);
  }
}

/** True when `user` may read the card: not whispered, whispered to them, or theirs and not blind. */
function seesCard(message: CardMessage, user: User.Implementation): boolean {
  const whisper = message.whisper ?? [];
  return !whisper.length || whisper.includes(user.id!) || (message.author?.id === user.id && !message.blind);
}

/** Who asks, as the GM's client reads it from the message, the target's actor and the user's role. */
export function askerOf(message: CardMessage, stored: StoredDamageTarget, user: User.Implementation): Asker {
  return { id: user.id!, isGM: user.isGM, isAuthor: message.author?.id === user.id,
    ownsTarget: actorOf(stored.tokenUuid)?.testUserPermission(user, "OWNER") === true,
    seesCard: seesCard(message, user) };
}
