import { refuse, type Refusal } from "../refusal.js";
import type { CardAction } from "./authorize.js";

/**
 * The world's choice for players' applications to targets they don't own: applied at once after the GM's
 * re-check, held on the card until the GM approves, or left to the GM alone.
 */
export const PLAYER_APPLY_MODES = ["immediate", "approval", "gm"] as const;
/** One of the world's choices for players' applications to targets they don't own. */
export type PlayerApplyMode = typeof PLAYER_APPLY_MODES[number];

/** Who asks for a card action, as the GM's client reads it (never from what the asker wrote). */
export interface Asker {
  id: string;
  isGM: boolean;
  /** The asker wrote the card. */
  isAuthor: boolean;
  /** The asker owns the target's actor. */
  ownsTarget: boolean;
  /** The asker may read the card's content (not a card whispered or blind to them). */
  seesCard: boolean;
}

/** The stored target an action is asked for, as far as who may act goes. */
export interface AskedTarget {
  /** A heal card's target (A6): a heal of another's target always goes through the GM's approval. */
  heal: boolean;
  /** The id of the user whose application stands on it ("" when none). */
  appliedBy: string;
}

/** Write the action now, hold it on the card for the GM's approval, or refuse it. */
export type AskDecision = { ok: true; hold: boolean } | Refusal;

/**
 * Who may do what to one target of a card. Apply: the GM, the target's owner, or the card's author (another's
 * target: at once, held for the GM, or refused, as the world chooses); a heal of another's target is always held
 * for the GM (refused when only the GM applies). Undo: the GM, or whoever applied. A card the asker can't read is
 * not theirs to act on.
 */
export function decideAsk(action: CardAction, asker: Asker, target: AskedTarget, mode: PlayerApplyMode): AskDecision {
  if (asker.isGM) return { ok: true, hold: false };
  if (!asker.seesCard) return refuse("FRAY.CHAT.Trust.Refusal.cardHidden");
  if (action === "undo") {
    return target.appliedBy === asker.id ? { ok: true, hold: false } : refuse("FRAY.CHAT.Trust.Refusal.notYourUndo");
  }
  if (asker.ownsTarget) return { ok: true, hold: false };
  if (!asker.isAuthor) return refuse("FRAY.CHAT.Trust.Refusal.notYours");
  if (mode === "gm") return refuse("FRAY.CHAT.Trust.Refusal.gmOnly");
  return { ok: true, hold: target.heal || mode === "approval" };
}
