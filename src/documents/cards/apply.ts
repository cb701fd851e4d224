import { DamageMessageModel } from "../../data/chat-message/damage.js";
import type { StoredDamageTarget } from "../../data/chat-message/damage-preview.js";
import {
  authorizeCardRequest, isNoChange, undoChanges, type CardAction, type RulesInForce,
} from "../../rules/index.js";
import { worldRulesInForce } from "../../settings.js";
import { actorData, combatView } from "./actor-view.js";
import type { CardMessage } from "./damage.js";
import { warn } from "./notice.js";
import { shockCardOf } from "./shock.js";
import { actorOf, targetNow } from "./targets.js";
import { refuseForged, refuseQueried } from "./verify.js";
import { effectsToDelete, isEmptyPlan, writeApplication, writeUndo } from "./writes.js";

/** The query a player's click becomes when the target is not theirs: the active GM applies it. */
export const APPLY_QUERY = "fray.apply";

/** What a player's client sends with the apply query: a message, one of its targets and an action, never a number. */
export interface ApplyQueryData {
  messageId: string;
  targetId: string;
  action: CardAction;
}

/** Targets being written on this client, keyed by message and target: a second click while one runs is ignored. */
const inFlight = new Set<string>();

/** The damage card of a message, or null. */
function damageCard(message: CardMessage | null | undefined): DamageMessageModel | null {
  return message?.system instanceof DamageMessageModel ? message.system : null;
}

/** What one target's application or undo produced: the stored target as it is now to be, or a refusal key. */
type Outcome = { ok: true; target: StoredDamageTarget; wrote: boolean } | { ok: false; reason: string };

/** Applies the card's result to one stored target: re-previewed on the target's data now, written once. */
async function applyOne(model: DamageMessageModel, stored: StoredDamageTarget, messageId: string,
  rules: RulesInForce): Promise<Outcome> {
  const actor = actorOf(stored.tokenUuid);
  if (!actor) return { ok: false, reason: "FRAY.CHAT.Refusal.targetGone" };
  const preview = model.previewFor(stored.tokenUuid, targetNow(actor, rules));
  if (!preview?.ok) return { ok: false, reason: preview?.reason ?? "FRAY.CHAT.Refusal.unknownTarget" };
  const wrote = !isNoChange(preview.changes);
  const applied = wrote ? await writeApplication(actor, preview.changes, messageId) : preview.changes;
  return { ok: true, wrote, target: { ...stored, applied, undone: false } };
}

/** Undoes one stored target's application against its CURRENT values (clamped), writing only what changes. */
async function undoOne(stored: StoredDamageTarget, messageId: string, rules: RulesInForce): Promise<Outcome> {
  const actor = actorOf(stored.tokenUuid);
  if (!actor) return { ok: false, reason: "FRAY.CHAT.Refusal.targetGone" };
  const view = combatView(actor, rules);
  const os = actorData(actor)?.overshield;
  const plan = undoChanges(stored.applied!, { hp: view.hp, shieldUsed: view.shieldUsed, statuses: view.statuses,
    overshield: os ? { value: os.value, max: os.max } : null });
  const deleteIds = effectsToDelete(actor, plan, messageId);
  const wrote = !isEmptyPlan(plan, deleteIds);
  if (wrote) await writeUndo(actor, plan, deleteIds);
  return { ok: true, wrote, target: { ...stored, undone: true } };
}

/**
 * Applies or undoes the card for each named target this user may write, as ONE batch: at most one actor update
 * per target (effects in one batch per actor) and one message update. Each target is checked against the card
 * as it is now (authorizeCardRequest) under an in-flight lock, so a double click applies once. Returns the
 * refusal keys met.
 */
export async function writeTargets(message: CardMessage, targetIds: readonly string[], action: CardAction):
Promise<string[]> {
  const model = damageCard(message);
  if (!model) return ["FRAY.CHAT.Refusal.wrongMessage"];
  if (model.mode === "shock" && shockCardOf(model.attackMessageId)?.id !== message.id) {
    return ["FRAY.CHAT.Refusal.notFirstShock"];
  }
  const forged = action === "apply" ? refuseForged(message) : null;
  if (forged) return [forged];
  const rules = worldRulesInForce();
  const keys = targetIds.map((id) => `${message.id}:${id}`);
  const free = targetIds.filter((_, i) => !inFlight.has(keys[i]!));
  const locked = free.map((id) => `${message.id}:${id}`);
  locked.forEach((k) => inFlight.add(k));
  try {
    const refusals: string[] = [];
    const changed = new Map<string, StoredDamageTarget>();
    for (const targetId of free) {
      const check = authorizeCardRequest(model.cardState(message.id, message.author?.id ?? ""),
        { messageId: message.id, targetId, action });
      if (!check.ok) {
        refusals.push(check.reason);
        continue;
      }
      const stored = model.targets.find((t) => t.tokenUuid === targetId)!;
      const outcome = action === "apply" ? await applyOne(model, stored, message.id, rules)
        : await undoOne(stored, message.id, rules);
      if (outcome.ok) changed.set(targetId, outcome.target);
      else refusals.push(outcome.reason);
    }
    if (changed.size) {
      const targets = model.targets.map((t) => changed.get(t.tokenUuid) ?? t);
      await message.update({ "system.targets": targets.map((t) => JSON.parse(JSON.stringify(t)) as object) });
    }
    return refusals;
  } finally {
    locked.forEach((k) => inFlight.delete(k));
  }
}

/** True when this user may write the target and the card directly: a GM, or the card's author owning the actor. */
export function writesDirectly(message: CardMessage, targetId: string): boolean {
  if (game.user?.isGM) return true;
  return message.isAuthor && actorOf(targetId)?.isOwner === true;
}

/**
 * Applies or undoes the card for the targets: those this user may write directly in one batch, the others as a
 * query to the active GM (payload: message, target, action; never a number). No GM online: a notice.
 */
export async function requestTargets(message: CardMessage, targetIds: readonly string[], action: CardAction):
Promise<void> {
  if (!damageCard(message)) {
    warn("FRAY.CHAT.Refusal.wrongMessage");
    return;
  }
  const direct = targetIds.filter((id) => writesDirectly(message, id));
  const refusals = direct.length ? await writeTargets(message, direct, action) : [];
  const remote = targetIds.filter((id) => !direct.includes(id));
  if (remote.length) {
    const gm = game.users?.activeGM;
    if (!gm) {
      warn("FRAY.CHAT.Notice.noGM");
    } else {
      for (const targetId of remote) {
        const key = `query:${message.id}:${targetId}`;
        if (inFlight.has(key)) continue;
        inFlight.add(key);
        try {
          const answer = await gm.query(APPLY_QUERY, { messageId: message.id, targetId, action });
          refusals.push(...(answer?.refusals ?? []));
        } finally {
          inFlight.delete(key);
        }
      }
    }
  }
  for (const reason of new Set(refusals)) warn(reason);
}

/**
 * The GM's handler of the apply query. It trusts only what it reads itself: the payload must name an existing
 * damage card, one of its stored targets and an action the card allows now (authorizeCardRequest); the result
 * is re-worked from the card's stored hits and the target's current data. Never throws on bad input.
 */
export async function handleApplyQuery(data: unknown): Promise<{ refusals: string[] }> {
  if (!game.user?.isGM) return { refusals: ["FRAY.CHAT.Refusal.badRequest"] };
  const messageId = (data as { messageId?: unknown } | null)?.messageId;
  const message = typeof messageId === "string" ? game.messages?.get(messageId) : null;
  const model = damageCard(message);
  if (!message || !model) return { refusals: ["FRAY.CHAT.Refusal.wrongMessage"] };
  const check = authorizeCardRequest(model.cardState(message.id, message.author?.id ?? ""), data);
  if (!check.ok) return { refusals: [check.reason] };
  const forged = check.action === "apply" ? refuseQueried(message) : null;
  if (forged) return { refusals: [forged] };
  return { refusals: await writeTargets(message, [check.targetId], check.action) };
}
