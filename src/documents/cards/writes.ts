import { effectChangesData } from "../../compat.js";
import { WOUND_STATUS } from "../../config/statuses.js";
import { woundChanges } from "../../config/wound-changes.js";
import { WOUND_AREAS, type ChangeRecord, type UndoPlan, type WoundRecord } from "../../rules/index.js";
import { stored } from "../../types/shims.js";
import { SHIELD_PATH, currentRound, type CardActor } from "./actor-view.js";

/** The icons of the statuses an application adds. */
const STATUS_ICONS: Record<string, string> = { unconscious: "icons/svg/unconscious.svg", dead: "icons/svg/skull.svg" };

/**
 * The wound effect of A5: named after its area, marked with the wound status, its lasting modifiers as changes; in a
 * started fight it notes the combat and round it was dealt in, when its part for "the current round" counts.
 */
function woundEffect(wound: WoundRecord, messageId: string): ActiveEffect.CreateData {
  const area = WOUND_AREAS[wound.area];
  const combat = game.combat?.started ? game.combat : null;
  const dealt = combat ? { combat: combat.id, round: combat.round } : {};
  return {
    name: game.i18n!.format("FRAY.CHAT.Effect.wound", { area: game.i18n!.localize(area.label) }),
    img: "icons/svg/blood.svg", statuses: [WOUND_STATUS], transfer: false,
    description: game.i18n!.localize(area.effect),
    ...effectChangesData(woundChanges(wound.modifiers)),
    flags: { fray: { card: messageId, wound: { area: wound.area, modifiers: wound.modifiers, ...dealt } } },
  };
}

/** A status effect an application adds (unconscious, dead), tagged with the card that added it. */
function statusEffect(status: string, messageId: string): ActiveEffect.CreateData {
  return { name: game.i18n!.localize(`FRAY.CHAT.Step.status.${status}`), img: STATUS_ICONS[status] ?? null,
    statuses: [status], transfer: false, flags: { fray: { card: messageId } } };
}

/**
 * Writes one application to an actor: at most one actor update (HP, overshield, the S8 shield flag), one batch
 * of created effects (wounds and statuses) and one batch of suspended wounds (a heal). Returns the record with the
 * created wounds' ids.
 */
export async function writeApplication(actor: CardActor, record: ChangeRecord, messageId: string):
Promise<ChangeRecord> {
  const update: Record<string, unknown> = {};
  if (record.hp) update["system.hp.value"] = record.hp.to;
  if (record.overshield) update["system.overshield.value"] = record.overshield.to;
  if (record.shieldUsed) update[SHIELD_PATH] = record.shieldUsed.to ? currentRound() || null : null;
  if (Object.keys(update).length) await actor.update(update);
  const effects = [...record.wounds.map((w) => woundEffect(w, messageId)),
    ...record.statuses.map((s) => statusEffect(s, messageId))];
  const created = effects.length ? await actor.createEmbeddedDocuments("ActiveEffect", effects) : [];
  if (record.healedWounds.length) {
    await actor.updateEmbeddedDocuments("ActiveEffect", record.healedWounds.map((_id) => ({ _id, disabled: true })));
  }
  return { ...record, wounds: record.wounds.map((w, i) => ({ ...w, id: created?.[i]?.id ?? null })) };
}

/** True when an undo plan writes nothing. */
export function isEmptyPlan(plan: UndoPlan, statusEffects: readonly string[]): boolean {
  return plan.hp === null && plan.overshield === null && plan.shieldUsed === null && statusEffects.length === 0
    && plan.deleteWounds.length === 0 && plan.restoreWounds.length === 0;
}

/** The ids of the effects an undo deletes: the wounds it created and the status effects this card added. */
export function effectsToDelete(actor: CardActor, plan: UndoPlan, messageId: string): string[] {
  const ids = new Set(actor.effects.contents.map((e) => e.id));
  const statuses = actor.effects.contents.filter((e) => e.getFlag("fray", "card") === messageId
    && [...e.statuses].some((s) => plan.removeStatuses.includes(s))).map((e) => stored(e).id);
  return [...new Set([...plan.deleteWounds.filter((id) => ids.has(id)), ...statuses])];
}

/** Writes an undo plan: one actor update, one batch of deleted effects, one batch of restored wounds. */
export async function writeUndo(actor: CardActor, plan: UndoPlan, deleteIds: readonly string[]): Promise<void> {
  const update: Record<string, unknown> = {};
  if (plan.hp !== null) update["system.hp.value"] = plan.hp;
  if (plan.overshield !== null) update["system.overshield.value"] = plan.overshield;
  if (plan.shieldUsed !== null) update[SHIELD_PATH] = plan.shieldUsed ? currentRound() || null : null;
  if (Object.keys(update).length) await actor.update(update);
  if (deleteIds.length) await actor.deleteEmbeddedDocuments("ActiveEffect", [...deleteIds]);
  const existing = new Set(actor.effects.contents.map((e) => e.id));
  const restore = plan.restoreWounds.filter((id) => existing.has(id));
  if (restore.length) {
    await actor.updateEmbeddedDocuments("ActiveEffect", restore.map((_id) => ({ _id, disabled: false })));
  }
}
