import type { StoredDamageTarget } from "../../data/chat-message/damage-preview.js";
import { PLAIN_HAND, readHand, type ChangeRecord, type RowHand } from "../../rules/index.js";
import { actorOf } from "../cards/targets.js";
import { changeLedger, ledgerData, readsLedger } from "./store.js";
import type { Application } from "./types.js";

/** A card as the ledger's applications read it: its id and its author. */
interface CardOf {
  id: string | null;
  author?: { id?: string | null; isGM?: boolean } | null;
}

/** The application of a card to a target the ledger holds, or undefined. */
export function recordedApplication(cardId: string, token: string): Application | undefined {
  return ledgerData().applications[cardId]?.find((a) => a.token === token);
}

/**
 * A card's row as the GM's client decides from it: its hits from the card (checked against the rolls elsewhere),
 * whether it was applied or undone, by whom and when from the ledger. A row the ledger doesn't know counts as applied
 * only when its card's author, a player, applied it to an actor they own (what they could write anyway). Off a GM's
 * client (no ledger to read) the row is as the card says.
 */
export function rowOnLedger(card: CardOf, row: StoredDamageTarget): StoredDamageTarget {
  if (!readsLedger() || !card.id) return row;
  const done = recordedApplication(card.id, row.tokenUuid);
  if (done) {
    return { ...row, applied: done.changes, undone: done.undone, appliedBy: done.by, appliedAt: done.at,
      hand: readHand(done.hand) };
  }
  const author = card.author;
  const own = author?.isGM === false && row.applied !== null && row.appliedBy === author.id
    && actorOf(row.tokenUuid)?.testUserPermission(game.users!.get(author.id!)!, "OWNER") === true;
  return own ? { ...row, hand: { ...PLAIN_HAND } }
    : { ...row, applied: null, undone: false, appliedBy: "", appliedAt: 0, hand: { ...PLAIN_HAND } };
}

/** The applications the ledger holds that still stand or were undone, to one actor, with their card's id. */
export function applicationsOnLedger(actorUuid: string): { cardId: string; application: Application }[] {
  return Object.entries(ledgerData().applications).flatMap(([cardId, list]) => list
    .filter((a) => a.actor === actorUuid).map((application) => ({ cardId, application })));
}

/** The next order stamp of an application on the ledger. */
export function nextLedgerStamp(): number {
  return ledgerData().stamp + 1;
}

/**
 * On the active GM's client: records that `by` applied a card to a target, with exactly what it changed and the GM's
 * hand on the row (in this client's copy: the caller saves its batch once, saveLedger).
 */
export async function recordApplication(cardId: string, row: StoredDamageTarget, changes: ChangeRecord, by: string,
  at: number, hand: RowHand = PLAIN_HAND): Promise<void> {
  const actor = actorOf(row.tokenUuid)?.uuid ?? row.actorUuid;
  const application: Application = { token: row.tokenUuid, actor, by, at, undone: false,
    changes: JSON.parse(JSON.stringify(changes)) as ChangeRecord, hand: { ...hand } };
  await changeLedger((data) => {
    const others = (data.applications[cardId] ?? []).filter((a) => a.token !== row.tokenUuid);
    data.applications[cardId] = [...others, application];
    data.stamp = Math.max(data.stamp, at);
  }, false);
}

/** On the active GM's client: records that a card's application to a target was undone (saved as above). */
export async function recordUndo(cardId: string, token: string): Promise<void> {
  await changeLedger((data) => {
    data.applications[cardId] = (data.applications[cardId] ?? []).map((a) => (a.token === token
      ? { ...a, undone: true } : a));
  }, false);
}
