import { DamageMessageModel } from "../../data/chat-message/damage.js";
import type { StoredDamageTarget } from "../../data/chat-message/damage-preview.js";
import { applicationsOnLedger, readsLedger } from "../ledger/index.js";
import type { CardActor } from "./actor-view.js";
import { actorOf } from "./targets.js";

/** One application: the card's id, the card's name for a notice, the row's target and what was done. */
interface Application {
  messageId: string;
  weapon: string;
  token: string;
  name: string;
  appliedAt: number;
  undone: boolean;
}

/** The name a card's weapon has, or "". */
function weaponOf(messageId: string): string {
  const card = game.messages?.get(messageId)?.system;
  return card instanceof DamageMessageModel ? card.weapon.name : "";
}

/**
 * Every application to `actor`: on a GM's client the ledger's, else what the damage, heal and Shock cards record (by
 * the actor its stored token has now).
 */
function applicationsTo(actor: CardActor): Application[] {
  if (readsLedger()) {
    return applicationsOnLedger(actor.uuid).map(({ cardId, application: a }) => ({ messageId: cardId,
      weapon: weaponOf(cardId), token: a.token, name: actorOf(a.token)?.name ?? "", appliedAt: a.at,
      undone: a.undone }));
  }
  const found: Application[] = [];
  for (const message of game.messages?.contents ?? []) {
    const card = message.system;
    if (!(card instanceof DamageMessageModel)) continue;
    for (const target of card.targets) {
      if (target.applied && actorOf(target.tokenUuid)?.uuid === actor.uuid) {
        found.push({ messageId: message.id!, weapon: card.weapon.name, token: target.tokenUuid, name: target.name,
          appliedAt: target.appliedAt, undone: target.undone });
      }
    }
  }
  return found;
}

/** The order stamp of a new application to `actor`: one past the latest recorded. */
export function nextStamp(actor: CardActor): number {
  return 1 + Math.max(0, ...applicationsTo(actor).map((a) => a.appliedAt));
}

/**
 * The application to `actor` that must be undone before the one `stored` records on card `messageId`: the latest
 * one still standing that was applied after it. An undo works on the current values, so undoing an earlier one
 * first would lose what the later one gave (10 HP, damage 8, heal 8: undoing the damage first, then the heal,
 * leaves 2). Null when none stands.
 */
export function laterStanding(actor: CardActor, messageId: string, stored: StoredDamageTarget):
{ card: string; name: string } | null {
  const later = applicationsTo(actor).filter((a) => !a.undone && a.appliedAt > stored.appliedAt
    && !(a.messageId === messageId && a.token === stored.tokenUuid));
  if (!later.length) return null;
  const latest = later.reduce((a, b) => (b.appliedAt > a.appliedAt ? b : a));
  return { card: latest.weapon, name: latest.name };
}
