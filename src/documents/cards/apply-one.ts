import type { DamageMessageModel } from "../../data/chat-message/damage.js";
import type { StoredDamageTarget } from "../../data/chat-message/damage-preview.js";
import { PLAIN_HAND, isNoChange, undoChanges, type RowHand, type RulesInForce } from "../../rules/index.js";
import { nextLedgerStamp, recordApplication, recordUndo, readsLedger } from "../ledger/index.js";
import { actorData, combatView } from "./actor-view.js";
import { actorOf, targetNow } from "./targets.js";
import { laterStanding, nextStamp } from "./undo-order.js";
import { effectsToDelete, isEmptyPlan, writeApplication, writeUndo } from "./writes.js";

/** A refusal or a notice the asker is shown: a lang key and the values of its placeholders. */
export interface CardNotice {
  reason: string;
  data: Record<string, string | number>;
}

/** A notice with a lang key and its values. */
export const notice = (reason: string, data: Record<string, string | number> = {}): CardNotice => ({ reason, data });

/** What one target's application or undo produced: the stored target as it is now to be, or a refusal. */
export type Outcome = { ok: true; target: StoredDamageTarget } | { ok: false; refusal: CardNotice };

/**
 * Applies the card's result to one stored target: re-previewed on the target's data now with the GM's hand (×½, ×2,
 * ×0, ignore DR; never on a heal), written once; on the active GM's client the ledger records who applied it, the
 * hand and exactly what it changed.
 */
export async function applyOne(model: DamageMessageModel, stored: StoredDamageTarget, messageId: string,
  rules: RulesInForce, by: User.Implementation, hand: RowHand = PLAIN_HAND): Promise<Outcome> {
  const actor = actorOf(stored.tokenUuid);
  if (!actor) return { ok: false, refusal: notice("FRAY.CHAT.Refusal.targetGone") };
  const preview = model.previewFor(stored.tokenUuid, targetNow(actor, rules), model.mode === "heal" ? null : hand);
  if (!preview?.ok) return { ok: false, refusal: notice(preview?.reason ?? "FRAY.CHAT.Refusal.unknownTarget") };
  const appliedAt = readsLedger() ? Math.max(nextLedgerStamp(), nextStamp(actor)) : nextStamp(actor);
  const applied = isNoChange(preview.changes) ? preview.changes
    : await writeApplication(actor, preview.changes, messageId);
  const kept = model.mode === "heal" ? { ...PLAIN_HAND } : { ...hand };
  await recordApplication(messageId, stored, applied, by.id!, appliedAt, kept);
  return { ok: true, target: { ...stored, applied, undone: false, askedBy: stored.askedBy || by.id!,
    appliedBy: by.id!, appliedAt, hand: kept } };
}

/**
 * Undoes one stored target's application (on a GM's client, as the ledger recorded it) against its CURRENT values
 * (clamped), writing only what changes; while a later application to the same actor stands, refuses and names the
 * card to undo first.
 */
export async function undoOne(stored: StoredDamageTarget, messageId: string, rules: RulesInForce): Promise<Outcome> {
  const actor = actorOf(stored.tokenUuid);
  if (!actor) return { ok: false, refusal: notice("FRAY.CHAT.Refusal.targetGone") };
  const later = laterStanding(actor, messageId, stored);
  if (later) return { ok: false, refusal: notice("FRAY.CHAT.Trust.Refusal.undoLaterFirst", later) };
  const view = combatView(actor, rules);
  const os = actorData(actor)?.overshield;
  const plan = undoChanges(stored.applied!, { hp: view.hp, shieldUsed: view.shieldUsed, statuses: view.statuses,
    overshield: os ? { value: os.value, max: os.max } : null });
  const deleteIds = effectsToDelete(actor, plan, messageId);
  if (!isEmptyPlan(plan, deleteIds)) await writeUndo(actor, plan, deleteIds);
  await recordUndo(messageId, stored.tokenUuid);
  return { ok: true, target: { ...stored, undone: true } };
}
