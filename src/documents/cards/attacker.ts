import type { Step } from "../../rules/index.js";
import { worldRules } from "../../settings.js";
import { rangeBetween } from "../zones/index.js";
import type { CardActor } from "./actor-view.js";
import { actorOf, prop, type CardTarget } from "./targets.js";
import { documentAt } from "../../types/shims.js";

/** A token document as the attack reads it. */
type TokenDoc = TokenDocument.Implementation;

/** True for a TokenDocument with a uuid (told apart by its documentName, as Foundry's documents are). */
function isTokenDocument(value: unknown): value is TokenDoc {
  return prop(value, "documentName") === "Token" && typeof prop(value, "uuid") === "string";
}

/** The token document of a Token placeable or a token document; null for anything else. */
function tokenDocument(given: unknown): TokenDoc | null {
  const doc = prop(given, "document") ?? given;
  return isTokenDocument(doc) ? doc : null;
}

/** The tokens this user controls on the canvas, read now. */
function controlledTokens(): unknown[] {
  return [...(canvas?.tokens?.controlled ?? [])];
}

/** The attacker's tokens on the viewed scene, as Foundry's own actions find them (Actor#getActiveTokens). */
function activeTokens(actor: CardActor): TokenDoc[] {
  const found: unknown[] = typeof actor.getActiveTokens === "function" ? actor.getActiveTokens(false, true) : [];
  return found.map(tokenDocument).filter((t) => t !== null && t.actor?.uuid === actor.uuid) as TokenDoc[];
}

/**
 * The attacker's token at roll time: the one given (a token or its uuid) when it is the attacker's own (never a token
 * of another actor: L10 measures from the attacker), else the token a token actor stands for (Actor#token), else
 * the first token this user controls whose actor is the attacker, else its first token on the viewed scene
 * (Actor#getActiveTokens: an attack from the sheet measures from it too, L10); null when it has none there.
 */
export function attackerToken(actor: CardActor, given?: unknown): TokenDoc | null {
  const named = tokenDocument(typeof given === "string" ? documentAt(given) : given);
  const chosen = (named?.actor?.uuid === actor.uuid ? named : null) ?? tokenDocument(actor.token);
  if (chosen) return chosen;
  const own = controlledTokens().map(tokenDocument).find((t) => t?.actor?.uuid === actor.uuid);
  return own ?? activeTokens(actor)[0] ?? null;
}

/**
 * L10 (Legend): the card line of a target whose range was not measured because the attacker has no token on the
 * viewed scene (and no range was chosen), else null.
 */
export function noRangeLine(preset: string, attacker: TokenDoc | null, measured: unknown, name: string): Step | null {
  return preset === "legend" && !attacker && !measured ? { key: "FRAY.CHAT.Line.noAttackerToken", data: { name } }
    : null;
}

/**
 * Z10 (Lur-Asko): the range from the attacker's token to a target's token as a card line (range and why, or the
 * reason there is none); null under other rulebooks, or when either has no token.
 */
export function rangeLine(attacker: TokenDoc | null, target: CardTarget): Step | null {
  if (worldRules().preset !== "lurasko" || !attacker) return null;
  const token = tokenDocument(documentAt(target.tokenUuid));
  if (!token) return null;
  const range = rangeBetween(attacker, token);
  if (!range.ok) return { key: range.reason, data: range.data };
  return { key: "FRAY.CHAT.Line.range", data: { range: `FRAY.ZONE.Range.${range.range}`,
    why: `FRAY.ZONE.Range.Why.${range.why}` } };
}


/**
 * Who speaks a card rolled from an attack card: the attacker's stored token while it exists, else its actor, else
 * just its stored name (a deleted token or actor never throws).
 */
export function cardSpeaker(attacker: { tokenUuid: string; actorUuid: string; name: string }): object {
  const cls = CONFIG.ChatMessage.documentClass;
  const token = tokenDocument(documentAt(attacker.tokenUuid));
  if (token) return cls.getSpeaker({ token });
  const actor = actorOf(attacker.actorUuid);
  return cls.getSpeaker(actor ? { actor } : { alias: attacker.name });
}
