import { refuse, type Refusal } from "../refusal.js";

/** What a card button (or a player's query to the GM) may ask for one target. */
export const CARD_ACTIONS = ["apply", "undo"] as const;
/** One card action. */
export type CardAction = typeof CARD_ACTIONS[number];

/** The most targets one card may have: a card with more is refused before any work (issue 28). */
export const MAX_CARD_TARGETS = 50;

/** The keys a request may carry: a message, a target and an action, never a number. */
const REQUEST_KEYS = ["messageId", "targetId", "action"];

/** One stored target as far as permission goes: whether the card has a result for it and what was done. */
export interface CardTargetState {
  id: string;
  /** The card holds a result for this target that can be applied (not a refusal). */
  appliable: boolean;
  applied: boolean;
  undone: boolean;
}

/** The card a request names, as the GM reads it from the message itself. */
export interface CardState {
  messageId: string;
  authorId: string;
  targets: readonly CardTargetState[];
}

/** A request the card allows. */
export interface Authorized {
  ok: true;
  messageId: string;
  targetId: string;
  action: CardAction;
}

/** True when `value` is a plain object (no class instance, no array). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Decides a request against the card alone: it must name this message, one of its stored targets and an
 * action, and nothing else. A target is applied at most once (an undo does not reopen it) and undone only after
 * it was applied; so a forged request can at most apply a card's own result to the card's own target, once.
 */
export function authorizeCardRequest(card: CardState, request: unknown): Authorized | Refusal {
  if (!isPlainObject(request) || Object.keys(request).some((k) => !REQUEST_KEYS.includes(k))) {
    return refuse("FRAY.CHAT.Refusal.badRequest");
  }
  const { messageId, targetId, action } = request;
  if (typeof messageId !== "string" || typeof targetId !== "string" || typeof action !== "string"
    || !(CARD_ACTIONS as readonly string[]).includes(action)) return refuse("FRAY.CHAT.Refusal.badRequest");
  if (messageId !== card.messageId) return refuse("FRAY.CHAT.Refusal.wrongMessage");
  if (!card.authorId) return refuse("FRAY.CHAT.Refusal.noAuthor");
  const target = card.targets.find((t) => t.id === targetId);
  if (!target) return refuse("FRAY.CHAT.Refusal.unknownTarget");
  if (action === "apply") {
    if (target.applied) return refuse("FRAY.CHAT.Refusal.alreadyApplied");
    if (!target.appliable) return refuse("FRAY.CHAT.Refusal.nothingToApply");
  } else {
    if (!target.applied) return refuse("FRAY.CHAT.Refusal.notApplied");
    if (target.undone) return refuse("FRAY.CHAT.Refusal.alreadyUndone");
  }
  return { ok: true, messageId, targetId, action: action as CardAction };
}
