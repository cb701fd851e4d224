import { HAND_KEYS, isPlainHand, multiplierLabel, type ChangeRecord, type HandKey, type RowHand }
  from "../../rules/index.js";
import { previewTarget, type CardRules, type StoredDamageTarget, type TargetNow } from "./damage-preview.js";
import { localizeStep } from "./localize.js";

/** The states a damage card row can be in. */
export type RowState = "preview" | "pending" | "applied" | "undone" | "refused" | "gone";

/** One target row of the damage card, ready for the template. */
export interface DamageRowContext {
  /** The target's token, which the row's Apply and Undo buttons name. */
  tokenUuid: string;
  name: string;
  img: string;
  /** Where the row stands, with its icon and localized label. */
  state: RowState;
  icon: string;
  label: string;
  /** The one-line explanation ("8 − 2 DR = 6; overshield absorbs 4 and breaks; 2 to HP"). */
  explanation: string;
  /** Whether the row offers Apply (a preview) or Undo (an application still standing). */
  canApply: boolean;
  canUndo: boolean;
  /** The GM's button on a player's application held for approval. */
  canApprove: boolean;
  /** Who asked for the application and who applied it ("" when nobody has yet). */
  who: string;
  /** The GM's hand on the row, in words ("×½ · DR ignored"): chosen (the GM's view) or applied; "" when none. */
  hand: string;
  /** The GM's controls on a row not applied yet (×½, ×2, ×0, ignore DR); empty for anyone else and on heals. */
  handControls: { key: HandKey; label: string; pressed: boolean }[];
}

/** The icon of each row state. */
const STATE_ICONS: Record<RowState, string> = {
  preview: "fa-solid fa-heart-crack", pending: "fa-solid fa-hourglass-half", applied: "fa-solid fa-check", undone: "fa-solid fa-rotate-left",
  refused: "fa-solid fa-ban", gone: "fa-solid fa-ghost",
};

/** The icon of a heal card's row not yet applied (A6). */
const HEAL_ICON = "fa-solid fa-heart-pulse";

/** What an application changed, in words: "HP 10 → 8; overshield 4 → 0; wound; unconscious". */
function changeLine(record: ChangeRecord): string {
  const parts: string[] = [];
  if (record.hp) parts.push(localizeStep({ key: "FRAY.CHAT.Change.hp", data: { ...record.hp } }));
  if (record.overshield) parts.push(localizeStep({ key: "FRAY.CHAT.Change.overshield", data: { ...record.overshield } }));
  if (record.wounds.length) parts.push(localizeStep({ key: "FRAY.CHAT.Change.wounds", data: { count: record.wounds.length } }));
  if (record.healedWounds.length) parts.push(localizeStep({ key: "FRAY.CHAT.Change.healedWounds", data: {} }));
  for (const status of record.statuses) parts.push(localizeStep({ key: `FRAY.CHAT.Step.status.${status}`, data: {} }));
  if (record.shieldUsed) parts.push(localizeStep({ key: "FRAY.CHAT.Change.shieldUsed", data: {} }));
  return parts.length ? parts.join("; ") : localizeStep({ key: "FRAY.CHAT.Change.nothing", data: {} });
}

/** A user's name by id, as this client knows the world's users. */
function userName(id: string): string {
  return game.users?.get(id)?.name ?? localizeStep({ key: "FRAY.CHAT.Trust.unknownUser", data: {} });
}

/** Who asked for a target's application and who applied it, in words; "" when nobody has. */
function whoLine(stored: StoredDamageTarget): string {
  const { askedBy, appliedBy } = stored;
  if (!stored.applied) {
    return askedBy ? localizeStep({ key: "FRAY.CHAT.Trust.Who.pending", data: { asker: userName(askedBy) } }) : "";
  }
  if (!appliedBy) return "";
  if (!askedBy || askedBy === appliedBy) {
    return localizeStep({ key: "FRAY.CHAT.Trust.Who.applied", data: { applier: userName(appliedBy) } });
  }
  return localizeStep({ key: "FRAY.CHAT.Trust.Who.approved",
    data: { asker: userName(askedBy), applier: userName(appliedBy) } });
}

/** The GM's hand in words: "×½ · DR ignored"; "" for the plain hand. */
function handLine(hand: RowHand | null | undefined): string {
  if (!hand || isPlainHand(hand)) return "";
  const parts = hand.multiplier === 1 ? [] : [localizeStep({ key: multiplierLabel(hand.multiplier), data: {} })];
  if (hand.ignoreDr) parts.push(localizeStep({ key: "FRAY.CHAT.Hand.drIgnored", data: {} }));
  return parts.join(" · ");
}

/** The GM's controls of a row, each pressed or not by the hand chosen. */
function handControls(hand: RowHand): DamageRowContext["handControls"] {
  const pressed: Record<HandKey, boolean> = { half: hand.multiplier === 0.5, double: hand.multiplier === 2,
    zero: hand.multiplier === 0, ignoreDr: hand.ignoreDr };
  return HAND_KEYS.map((key) => ({ key, pressed: pressed[key],
    label: localizeStep({ key: key === "ignoreDr" ? "FRAY.CHAT.Hand.ignoreDr" : `FRAY.CHAT.Hand.${key}`, data: {} }) }));
}

/**
 * The row of one target: applied or undone from the record (with the GM's hand it was applied with); otherwise the
 * preview against its data now, held for the GM's approval when a player asked for it (`gm`: the viewer is a GM,
 * who gets the Approve button and the hand controls, `hand` the one chosen on this client).
 */
export function damageRow(card: CardRules, stored: StoredDamageTarget,
  now: TargetNow | null | undefined, gm = false, hand: RowHand | null = null): DamageRowContext {
  const chosen = gm && card.mode !== "heal" ? hand : null;
  const row = (state: RowState, explanation: string, canApply = false, canUndo = false): DamageRowContext => ({
    tokenUuid: stored.tokenUuid, name: stored.name, img: stored.img, state,
    icon: state === "preview" && card.mode === "heal" ? HEAL_ICON : STATE_ICONS[state],
    label: localizeStep({ key: `FRAY.CHAT.State.${state}`, data: {} }), explanation, canApply, canUndo,
    canApprove: state === "pending" && gm, who: whoLine(stored),
    hand: stored.applied ? handLine(stored.hand) : handLine(chosen),
    handControls: gm && card.mode !== "heal" && (state === "preview" || state === "pending")
      ? handControls(chosen ?? { multiplier: 1, ignoreDr: false }) : [],
  });
  if (stored.applied) {
    return row(stored.undone ? "undone" : "applied", changeLine(stored.applied), false, !stored.undone);
  }
  if (!now) return row("gone", localizeStep({ key: "FRAY.CHAT.Refusal.targetGone", data: {} }));
  const preview = previewTarget(card, stored, now, chosen);
  if (!preview.ok) return row("refused", localizeStep({ key: preview.reason, data: preview.data }));
  const steps = preview.steps.map(localizeStep).join("; ");
  return stored.askedBy ? row("pending", steps) : row("preview", steps, true);
}
