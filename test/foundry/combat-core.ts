import { randomID, type Document } from "./documents.js";

/**
 * A placed token as the combat reads it (foundry.documents.TokenDocument): its actor, name, disposition and whether
 * it is linked to its actor (`actorLink`, false unless told, as BaseToken's field starts).
 */
export class TokenDocument {
  /** Creates a token for `actor` with a disposition (CONST.TOKEN_DISPOSITIONS). */
  constructor(readonly id: string, readonly name: string, readonly actor: Document | null,
    readonly disposition: number, readonly hidden = false, readonly actorLink = false) {}
}

/** The tokens placed on the stand-in's scene, by id. */
export const tokens = new Map<string, TokenDocument>();

/** How a token is placed: its disposition, name and link to its actor. */
type Placement = { disposition?: number; name?: string; actorLink?: boolean };

/** Places a token of `actor` on the scene (disposition default hostile, -1; unlinked unless `actorLink`). */
export function placeToken(actor: Document | null, placement: Placement = {}): TokenDocument {
  const { disposition = -1, name, actorLink = false } = placement;
  const token = new TokenDocument(randomID(), name ?? actor?.name ?? "Token", actor, disposition, false, actorLink);
  tokens.set(token.id, token);
  return token;
}
