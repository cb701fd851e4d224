import { DamageMessageModel } from "../../data/chat-message/damage.js";
import type { AttackRecord } from "./attack-types.js";
import { changeLedger, ledgerData, readsLedger } from "./store.js";

/**
 * A player's attack card as the active GM recorded it (cards/witness.ts, when it was created or first asked about);
 * undefined when nothing is recorded (none was online, a GM made it, or this client has no ledger), null when it was
 * refused then: a copy of a recorded card (the same rolls under another id), an attacker its author doesn't own, or
 * an attacker or weapon that was gone.
 */
export function recordedAttack(attackId: string): AttackRecord | null | undefined {
  return ledgerData().attacks[attackId]?.record;
}

/** The id of a recorded attack card other than `attackId` whose rolls read `rolls` (a copy's original), or null. */
export function attackWithRolls(attackId: string, rolls: string): string | null {
  return Object.entries(ledgerData().attacks).find(([id, entry]) => id !== attackId && entry.rolls === rolls)?.[0]
    ?? null;
}

/** On the active GM's client: stores what it read of an attack card (its rolls as one text, to spot a copy). */
export function storeAttack(attackId: string, record: AttackRecord | null, rolls: string): void {
  void changeLedger((data) => { data.attacks[attackId] = { record, rolls }; });
}

/** L10, on the active GM's client: notes on a player's attack record whether its Extreme attack landed on each one. */
export async function recordLanding(attackId: string, landed: Record<string, boolean>): Promise<void> {
  await changeLedger((data) => {
    const entry = data.attacks[attackId];
    if (entry?.record) entry.record = { ...entry.record, landed: { ...entry.record.landed, ...landed } };
  });
}

/** A8: the card that claimed the tragedy of a fumbling card, on the ledger (a deleted claim still counts), or "". */
export function tragedyClaim(fumbleId: string): string {
  return ledgerData().tragedies[fumbleId] ?? "";
}

/** A8, on the active GM's client: records `cardId` as the claim of the fumble's tragedy, unless one is recorded. */
export function storeTragedyClaim(fumbleId: string, cardId: string): void {
  void changeLedger((data) => { data.tragedies[fumbleId] ??= cardId; });
}

/**
 * The damage cards rolled from an attack card, in order, with whether a GM rolled each: the ledger's list (a deleted
 * card still counts), recorded from the chat log when first asked about; null off a GM's client.
 */
export function damageRolled(attackId: string): { id: string; gm: boolean }[] | null {
  if (!readsLedger()) return null;
  const known = ledgerData().damage[attackId];
  if (known) return known;
  const found = (game.messages?.contents ?? []).filter((m) => m.system instanceof DamageMessageModel
    && m.system.mode === "damage" && m.system.attackMessageId === attackId)
    .map((m) => ({ id: m.id!, gm: m.author?.isGM === true }));
  if (found.length) void changeLedger((data) => { data.damage[attackId] ??= found; });
  return found;
}

/** On the active GM's client: records a damage card as rolled from its attack. */
export function recordDamage(card: { id: string | null; author?: { isGM?: boolean } | null; system: unknown }): void {
  const damage = card.system instanceof DamageMessageModel ? card.system : null;
  if (!damage || damage.mode !== "damage" || !card.id || game.users?.activeGM?.isSelf !== true) return;
  const entry = { id: card.id, gm: card.author?.isGM === true };
  const attackId = damage.attackMessageId;
  const before = damageRolled(attackId)?.filter((d) => d.id !== card.id) ?? [];
  void changeLedger((data) => { data.damage[attackId] = [...before, entry]; });
}

/**
 * S7: the id of the Shock card an attack card's Shock applies from: the first one posted, as the ledger recorded it
 * (a deleted one still counts, so a second Shock card from the same attack applies nothing), recorded from the chat
 * log when first asked about; null off a GM's client or when none was posted.
 */
export function shockCardRecorded(attackId: string): string | null {
  if (!readsLedger()) return null;
  const known = ledgerData().shock[attackId];
  if (known) return known;
  const found = (game.messages?.contents ?? []).find((m) => m.system instanceof DamageMessageModel
    && m.system.mode === "shock" && m.system.attackMessageId === attackId)?.id ?? null;
  if (found) void changeLedger((data) => { data.shock[attackId] ??= found; });
  return found;
}

/** On the active GM's client: records a Shock card as its attack's, unless the attack has one already. */
export function recordShock(card: { id: string | null; system: unknown }): void {
  const shock = card.system instanceof DamageMessageModel ? card.system : null;
  if (!shock || shock.mode !== "shock" || !card.id || game.users?.activeGM?.isSelf !== true) return;
  const attackId = shock.attackMessageId;
  if (shockCardRecorded(attackId)) return;
  void changeLedger((data) => { data.shock[attackId] ??= card.id!; });
}
