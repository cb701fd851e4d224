import {
  damageChanges, healAction, previewDamage, withHand,
  type AimedArea, type CardState, type ChangeRecord, type DamageOptions, type Hit, type Refusal, type RowHand,
  type Step, type Target,
} from "../../rules/index.js";

/** A target of a damage card as stored at roll time. */
export interface StoredDamageTarget {
  tokenUuid: string;
  actorUuid: string;
  name: string;
  img: string;
  hits: Hit[];
  lead: Step[];
  defeated: boolean;
  fatalRoll: number | null;
  /** S8: applying this Shock spends the target's shield. */
  spendsShield: boolean;
  refusal: { reason: string; data: Record<string, string | number> } | null;
  applied: ChangeRecord | null;
  undone: boolean;
  /** The id of the user who asked for the application: held for the GM's approval while nothing is applied. */
  askedBy: string;
  /** The id of the user whose application this is (the GM who approved one). */
  appliedBy: string;
  /** The order of applications to the same actor (1, 2, …; 0 before Fray recorded it): undo the latest first. */
  appliedAt: number;
  /** What the GM chose for the row when it was applied (×½, ×2, ×0, ignore DR): shown on the card, a view only. */
  hand: RowHand;
}

/** A target's data now, read by the document layer from the token's actor; null when it is gone. */
export interface TargetNow {
  target: Target;
  statuses: string[];
  /** A5: the ids of the actor's wound effects, oldest first. */
  woundIds: string[];
  /** S8: the actor's shield is already spent this round. */
  shieldUsed: boolean;
}

/** The card-level settings a preview is worked with, stored at roll time. */
export interface CardRules {
  /** A damage roll, a heal (A6), or an attack's Shock on a miss (S7). */
  mode: "damage" | "heal" | "shock";
  aimedArea: AimedArea | "";
  damageOptions: DamageOptions;
}

/** What applying would write to one target, with its explanation; or why it can't. */
export type TargetPreview = { ok: true; changes: ChangeRecord; steps: Step[] } | Refusal;

/**
 * Works out one target's change from its stored hits and its current data (the GM re-checks with this), with the
 * GM's hand on a damage or Shock row (never on a heal).
 */
export function previewTarget(card: CardRules, stored: StoredDamageTarget, now: TargetNow,
  hand: RowHand | null = null): TargetPreview {
  if (stored.refusal) return { ok: false, reason: stored.refusal.reason, data: stored.refusal.data };
  if (card.mode === "heal") {
    const amount = stored.hits.reduce((sum, h) => sum + h.amount, 0);
    return healAction(now.target, amount, card.damageOptions.woundThreshold ?? null, now.woundIds);
  }
  const preview = previewDamage(withHand({ target: now.target, hits: stored.hits, options: card.damageOptions,
    aimedArea: card.aimedArea || null, fatalRoll: stored.fatalRoll, defeated: stored.defeated,
    statuses: now.statuses, lead: stored.lead }, hand));
  if (!preview.ok) return preview;
  const shield = stored.spendsShield && !now.shieldUsed ? { from: false, to: true } : null;
  return { ok: true, changes: damageChanges(preview, shield), steps: preview.steps };
}

/** The card as the permission rule reads it: which targets have a result, which were applied or undone. */
export function cardState(messageId: string, authorId: string, targets: readonly StoredDamageTarget[]): CardState {
  return {
    messageId, authorId,
    targets: targets.map((t) => ({ id: t.tokenUuid, appliable: t.refusal === null && t.hits.length > 0,
      applied: t.applied !== null, undone: t.undone })),
  };
}
