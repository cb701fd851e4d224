import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { DamageMessageModel } from "../../data/chat-message/damage.js";
import { readAttack, type AttackRecord, type ReadRoll } from "../cards/attack-record.js";
import { actorOf } from "../cards/targets.js";
import { tragedyCard } from "../free-hits/tragedy.js";
import { changeLedger, ledgerData, readsLedger } from "./store.js";

/** A chat message as the attack records read it. */
interface Card {
  id: string | null;
  author?: { id?: string | null; isGM?: boolean } | null;
  rolls: readonly ReadRoll[];
  system: unknown;
}

/** The rolls of a card as one text: a copy of a card (same rolls, another id) has the same text. */
const rollsText = (card: Card) => JSON.stringify(card.rolls);

/**
 * A player's attack card as the active GM recorded it (readAttack when it was created, or when first asked about);
 * undefined when nothing is recorded (none was online, a GM made it, or this client has no ledger), null when it was
 * refused then: a copy of a recorded card (the same rolls under another id), an attacker its author doesn't own, or
 * an attacker or weapon that was gone.
 */
export function recordedAttack(attackId: string): AttackRecord | null | undefined {
  return ledgerData().attacks[attackId]?.record;
}

/** True when the card's author owns its attacker (a GM owns all). */
function authorOwnsAttacker(card: Card, attack: AttackMessageModel): boolean {
  const author = card.author?.id ? game.users?.get(card.author.id) : undefined;
  return !!author && actorOf(attack.attacker.actorUuid)?.testUserPermission(author, "OWNER") === true;
}

/** What the GM records of a player's attack card now: null for a copy or an attacker that is not its author's. */
function readNow(card: Card, attack: AttackMessageModel): AttackRecord | null {
  const text = rollsText(card);
  const copy = Object.entries(ledgerData().attacks).some(([id, entry]) => id !== card.id && entry.rolls === text);
  if (copy || !authorOwnsAttacker(card, attack)) return null;
  return JSON.parse(JSON.stringify(readAttack(card.rolls, attack))) as AttackRecord | null;
}

/**
 * On the active GM's client: records a player's attack card once, as read now (readNow). The record is made in this
 * client's copy at once; returns it.
 */
export function recordAttack(card: Card): AttackRecord | null | undefined {
  const attack = card.system instanceof AttackMessageModel ? card.system : null;
  if (!attack || !card.id || !readsLedger() || game.users?.activeGM?.isSelf !== true) return undefined;
  const known = ledgerData().attacks[card.id];
  if (known) return known.record;
  const record = readNow(card, attack);
  const id = card.id;
  void changeLedger((data) => { data.attacks[id] = { record, rolls: rollsText(card) }; });
  return record;
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
function recordDamage(card: Card): void {
  const damage = card.system instanceof DamageMessageModel ? card.system : null;
  if (!damage || damage.mode !== "damage" || !card.id || game.users?.activeGM?.isSelf !== true) return;
  const entry = { id: card.id, gm: card.author?.isGM === true };
  const attackId = damage.attackMessageId;
  const before = damageRolled(attackId)?.filter((d) => d.id !== card.id) ?? [];
  void changeLedger((data) => { data.damage[attackId] = [...before, entry]; });
}

/**
 * A8, on the active GM's client: a tragedy's free hit card (by anyone) is recorded as its tragedy's claim when it
 * answers a tragedy not claimed yet (tragedyCard), its attacker the fumble's free hitter and its targets the fumbler.
 */
function recordTragedy(card: Card): void {
  const attack = card.system instanceof AttackMessageModel ? card.system : null;
  const fumble = attack?.options.freeHitOf;
  if (!attack || !fumble || !card.id || game.users?.activeGM?.isSelf !== true) return;
  const targets = attack.targets.map((t) => actorOf(t.tokenUuid)?.uuid ?? "");
  if (!tragedyCard(fumble, attack.attacker.actorUuid, targets, card.id)) return;
  const id = card.id;
  void changeLedger((data) => { data.tragedies[fumble] ??= id; });
}

/** On the active GM's client: a new card is recorded as it is created, before any later edit. */
export function onCreateCard(message: ChatMessage.Implementation): void {
  if (!readsLedger()) return;
  if (message.author?.isGM === false) recordAttack(message as unknown as Card);
  recordTragedy(message as unknown as Card);
  recordDamage(message as unknown as Card);
}
