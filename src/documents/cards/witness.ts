import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { tragedyCard } from "../free-hits/tragedy.js";
import {
  attackWithRolls, ledgerData, readsLedger, recordDamage, recordShock, storeAttack, storeTragedyClaim,
  type AttackRecord,
} from "../ledger/index.js";
import { readAttack, type ReadRoll } from "./attack-record.js";
import { actorOf } from "./targets.js";

/** A chat message as the attack records read it. */
interface Card {
  id: string | null;
  author?: { id?: string | null; isGM?: boolean } | null;
  rolls: readonly ReadRoll[];
  system: unknown;
}

/** The rolls of a card as one text: a copy of a card (same rolls, another id) has the same text. */
const rollsText = (card: Card) => JSON.stringify(card.rolls);

/** True when the card's author owns its attacker (a GM owns all). */
function authorOwnsAttacker(card: Card, attack: AttackMessageModel): boolean {
  const author = card.author?.id ? game.users?.get(card.author.id) : undefined;
  return !!author && actorOf(attack.attacker.actorUuid)?.testUserPermission(author, "OWNER") === true;
}

/** What the GM records of a player's attack card now: null for a copy or an attacker that is not its author's. */
function readNow(card: Card, attack: AttackMessageModel): AttackRecord | null {
  if (attackWithRolls(card.id!, rollsText(card)) !== null || !authorOwnsAttacker(card, attack)) return null;
  return JSON.parse(JSON.stringify(readAttack(card.rolls, attack))) as AttackRecord | null;
}

/**
 * On the active GM's client: records a player's attack card on the ledger once, as read now (readNow). The record is
 * made in this client's copy at once; returns it.
 */
export function recordAttack(card: Card): AttackRecord | null | undefined {
  const attack = card.system instanceof AttackMessageModel ? card.system : null;
  if (!attack || !card.id || !readsLedger() || game.users?.activeGM?.isSelf !== true) return undefined;
  const known = ledgerData().attacks[card.id];
  if (known) return known.record;
  const record = readNow(card, attack);
  storeAttack(card.id, record, rollsText(card));
  return record;
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
  if (tragedyCard(fumble, attack.attacker.actorUuid, targets, card.id)) storeTragedyClaim(fumble, card.id);
}

/** On the active GM's client: a new card is recorded on the ledger as it is created, before any later edit. */
function onCreateCard(message: ChatMessage.Implementation): void {
  if (!readsLedger()) return;
  if (message.author?.isGM === false) recordAttack(message);
  recordTragedy(message);
  recordDamage(message);
  recordShock(message);
}

/** Registers the hook that records each card on the ledger as it is created. */
export function registerAttackWitness(): void {
  Hooks.on("createChatMessage", onCreateCard);
}
