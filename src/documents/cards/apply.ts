import { playerApplyMode } from "../../apply-setting.js";
import { DamageMessageModel } from "../../data/chat-message/damage.js";
import type { StoredDamageTarget } from "../../data/chat-message/damage-preview.js";
import { cardState } from "../../data/chat-message/damage-preview.js";
import {
  MAX_CARD_TARGETS, PLAIN_HAND, authorizeCardRequest, carriesHand, decideAsk, type CardAction, type CardState,
  type RulesInForce,
} from "../../rules/index.js";
import { worldRulesInForce } from "../../settings.js";
import { rowOnLedger, saveLedger } from "../ledger/index.js";
import { askAsSelf, askerOf, takeRequest } from "./asker.js";
import type { CardMessage } from "./damage.js";
import { warn, warnWithMore } from "./notice.js";
import { shockCardOf } from "./shock.js";
import { actorOf } from "./targets.js";
import { announceWrites, refusedByModule } from "./apply-hooks.js";
import { applyOne, notice, undoOne, type CardNotice } from "./apply-one.js";
import { refuseForged, refuseQueried } from "./verify.js";
import { forgetHand, handFor } from "./gm-hand.js";

export type { CardNotice } from "./apply-one.js";

/** The query a player's click becomes when the target is not theirs: the active GM applies it. */
export const APPLY_QUERY = "fray.apply";

/**
 * What a player asks the GM for: a message, one of its targets and an action, never a number. It is stored on the
 * asker's own User document; the query itself carries only the asker's id and a one-time code (asker.ts).
 */
export interface CardRequest {
  messageId: string;
  targetId: string;
  action: CardAction;
}

/** What the GM answers a card query with: the refusals and notices met. */
export interface ApplyAnswer {
  refusals: CardNotice[];
}

/** A user as the card actions read them: who asks, on whichever client. */
type CardUser = User.Implementation;

/** Targets being written on this client, keyed by message and target: a second click while one runs is ignored. */
const inFlight = new Set<string>();

/** The damage card of a message, or null. */
function damageCard(message: CardMessage | null | undefined): DamageMessageModel | null {
  return message?.system instanceof DamageMessageModel ? message.system : null;
}

/**
 * A card's rows as decisions read them (rowOnLedger: on a GM's client, applied, undone and by whom from the ledger)
 * and its state for authorizeCardRequest; a refusal, before any work, for a card with more rows than a card may have.
 */
function cardRows(message: CardMessage, model: DamageMessageModel):
{ rows: StoredDamageTarget[]; state: CardState } | { refusal: CardNotice } {
  if (model.targets.length > MAX_CARD_TARGETS) {
    return { refusal: notice("FRAY.CHAT.Refusal.tooManyTargets", { max: MAX_CARD_TARGETS }) };
  }
  const rows = model.targets.map((t) => rowOnLedger(message, t));
  return { rows, state: cardState(message.id, message.author?.id ?? "", rows) };
}

/**
 * What `by` asking `action` for one target comes to: the target to store (written, or held for the GM's
 * approval with who asked), and the refusals and notices met; `fray.preApply` runs on this client just before an
 * application is written (a module's refusal writes nothing).
 */
async function actOn(message: CardMessage, model: DamageMessageModel, targetId: string, action: CardAction,
  by: CardUser, rules: RulesInForce): Promise<{ target?: StoredDamageTarget; notices: CardNotice[]; written?: true }> {
  const card = cardRows(message, model);
  if ("refusal" in card) return { notices: [card.refusal] };
  const check = authorizeCardRequest(card.state, { messageId: message.id, targetId, action });
  if (!check.ok) return { notices: [notice(check.reason, check.data)] };
  const stored = card.rows.find((t) => t.tokenUuid === targetId)!;
  const forged = action === "apply" && game.user?.isGM && (!by.isGM || stored.askedBy) ? refuseQueried(message) : null;
  if (forged) return { notices: [notice(forged)] };
  const decision = decideAsk(action, askerOf(message, stored, by),
    { heal: model.mode === "heal", appliedBy: stored.appliedBy }, playerApplyMode());
  if (!decision.ok) return { notices: [notice(decision.reason, decision.data)] };
  if (decision.hold) {
    const held = notice("FRAY.CHAT.Trust.Notice.awaitsApproval", { name: stored.name });
    return stored.askedBy ? { notices: [held] } : { target: { ...stored, askedBy: by.id! }, notices: [held] };
  }
  const refused = action === "apply" ? refusedByModule(message, model, stored, by) : null;
  if (refused) return { notices: [refused] };
  // The GM's hand (×½, ×2, ×0, ignore DR) only on this GM's own click: a query never brings one.
  const hand = action === "apply" && by.isGM && by.id === game.user?.id ? handFor(message.id, targetId) : PLAIN_HAND;
  const outcome = action === "apply" ? await applyOne(model, stored, message.id, rules, by, hand)
    : await undoOne(stored, message.id, rules);
  if (outcome.ok && action === "apply") forgetHand(message.id, targetId);
  return outcome.ok ? { target: outcome.target, notices: [], written: true } : { notices: [outcome.refusal] };
}

/**
 * Applies or undoes the card for each named target as `by` (this user, or the asker the GM's handler read), as ONE
 * batch: at most one actor update per target (effects in one batch per actor) and one message update. Each target
 * is checked against the card as it is now (authorizeCardRequest) and who asks (decideAsk, the world's setting),
 * under an in-flight lock, so a double click applies once; then `fray.apply` or `fray.undo` for each written.
 * Returns the refusals and notices met.
 */
async function writeTargets(message: CardMessage, targetIds: readonly string[], action: CardAction,
  by: CardUser = game.user!): Promise<CardNotice[]> {
  const model = damageCard(message);
  if (!model) return [notice("FRAY.CHAT.Refusal.wrongMessage")];
  if (model.targets.length > MAX_CARD_TARGETS) {
    return [notice("FRAY.CHAT.Refusal.tooManyTargets", { max: MAX_CARD_TARGETS })];
  }
  if (model.mode === "shock" && shockCardOf(model.attackMessageId)?.id !== message.id) {
    return [notice("FRAY.CHAT.Refusal.notFirstShock")];
  }
  // Asked by another user (a query): refuseQueried also tells this GM whose card was refused.
  const check = by.id === game.user?.id ? refuseForged : refuseQueried;
  const forged = action === "apply" ? check(message) : null;
  if (forged) return [notice(forged)];
  const rules = worldRulesInForce();
  const free = targetIds.filter((id) => !inFlight.has(`${message.id}:${id}`));
  const locked = free.map((id) => `${message.id}:${id}`);
  locked.forEach((k) => inFlight.add(k));
  try {
    const notices: CardNotice[] = [];
    const changed = new Map<string, StoredDamageTarget>();
    const written: StoredDamageTarget[] = [];
    for (const targetId of free) {
      const result = await actOn(message, model, targetId, action, by, rules);
      if (result.target) changed.set(targetId, result.target);
      if (result.written) written.push(result.target!);
      notices.push(...result.notices);
    }
    if (written.length) await saveLedger();
    if (changed.size) {
      const targets = model.targets.map((t) => changed.get(t.tokenUuid) ?? t);
      await message.update({ "system.targets": targets.map((t) => JSON.parse(JSON.stringify(t)) as object) });
    }
    announceWrites(message, action, written, by);
    return notices;
  } finally {
    locked.forEach((k) => inFlight.delete(k));
  }
}

/** True when this user may write the target and the card directly: a GM, or the card's author owning the actor. */
export function writesDirectly(message: CardMessage, targetId: string): boolean {
  if (game.user?.isGM) return true;
  return message.isAuthor && actorOf(targetId)?.isOwner === true;
}

/** One request, one notice: its first refusal, saying how many other rows it was refused for too. */
function showNotices(notices: readonly CardNotice[]): void {
  const distinct = [...new Map(notices.map((n) => [JSON.stringify([n.reason, n.data]), n])).values()];
  const [first, ...rest] = distinct;
  if (!first) return;
  if (rest.length) warnWithMore(first.reason, first.data, rest.length);
  else warn(first.reason, first.data);
}

/** Asks the active GM for one target's action; a GM that does not answer is a notice. */
async function askGM(gm: User.Implementation, request: CardRequest): Promise<CardNotice[]> {
  try {
    return (await askAsSelf<ApplyAnswer | undefined>(gm, APPLY_QUERY, request))?.refusals ?? [];
  } catch {
    return [notice("FRAY.CHAT.Notice.noGM")];
  }
}

/**
 * Applies or undoes the card for the targets: those this user may write directly in one batch, the others as a
 * query to the active GM, who learns who asks from the asker's own User document (asker.ts). No GM online: a
 * notice. Before asking, `fray.preApply` runs here too (advisory: the GM's client runs it again before writing).
 */
export async function requestTargets(message: CardMessage, targetIds: readonly string[], action: CardAction):
Promise<void> {
  const model = damageCard(message);
  if (!model) {
    warn("FRAY.CHAT.Refusal.wrongMessage");
    return;
  }
  const direct = targetIds.filter((id) => writesDirectly(message, id));
  const notices = direct.length ? await writeTargets(message, direct, action) : [];
  const remote = targetIds.filter((id) => !direct.includes(id));
  const gm = game.users?.activeGM;
  if (remote.length && !gm) notices.push(notice("FRAY.CHAT.Notice.noGM"));
  for (const targetId of gm ? remote : []) {
    const key = `query:${message.id}:${targetId}`;
    const row = model.targets.find((t) => t.tokenUuid === targetId);
    const refused = action === "apply" && row ? refusedByModule(message, model, row, game.user!) : null;
    if (refused) notices.push(refused);
    if (refused || inFlight.has(key)) continue;
    inFlight.add(key);
    try {
      notices.push(...await askGM(gm!, { messageId: message.id, targetId, action }));
    } finally {
      inFlight.delete(key);
    }
  }
  showNotices(notices);
}

/**
 * The GM's handler of the apply query. It trusts only what it reads itself: who asks and what, from the asker's
 * own User document (a one-time code, removed as it is read); the request must name an existing damage card, one
 * of its stored targets and an action the card allows now (authorizeCardRequest) and the asker may ask for
 * (decideAsk), on a card the GM re-derives (refuseQueried); the result is re-worked from the card's stored hits and the
 * target's current data. Never throws on bad input.
 */
export async function handleApplyQuery(data: unknown): Promise<ApplyAnswer> {
  if (!game.user?.isGM) return { refusals: [notice("FRAY.CHAT.Refusal.badRequest")] };
  const asked = await takeRequest(data);
  if (!asked) return { refusals: [notice("FRAY.CHAT.Trust.Refusal.unverified")] };
  if (carriesHand(asked.request)) return { refusals: [notice("FRAY.CHAT.Trust.Refusal.handGmOnly")] };
  const messageId = (asked.request as { messageId?: unknown } | null)?.messageId;
  const message = typeof messageId === "string" ? game.messages?.get(messageId) : null;
  const model = damageCard(message);
  if (!message || !model) return { refusals: [notice("FRAY.CHAT.Refusal.wrongMessage")] };
  const card = cardRows(message, model);
  if ("refusal" in card) return { refusals: [card.refusal] };
  const check = authorizeCardRequest(card.state, asked.request);
  if (!check.ok) return { refusals: [notice(check.reason, check.data)] };
  return { refusals: await writeTargets(message, [check.targetId], check.action, asked.user) };
}
