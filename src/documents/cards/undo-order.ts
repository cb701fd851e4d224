import { DamageMessageModel } from "../../data/chat-message/damage.js";
import type { StoredDamageTarget } from "../../data/chat-message/damage-preview.js";
import type { CardActor } from "./actor-view.js";
import { actorOf } from "./targets.js";

/** One application recorded on a card: the card's message, its model and the stored target. */
interface Application {
  messageId: string;
  card: DamageMessageModel;
  target: StoredDamageTarget;
}

/** Every application any damage, heal or Shock card records on `actor` (by the actor its stored token has now). */
function applicationsTo(actor: CardActor): Application[] {
  const found: Application[] = [];
  for (const message of game.messages?.contents ?? []) {
    const card = message.system;
    if (!(card instanceof DamageMessageModel)) continue;
    for (const target of card.targets) {
      if (target.applied && actorOf(target.tokenUuid)?.uuid === actor.uuid) {
        found.push({ messageId: message.id!, card, target });
      }
    }
  }
  return found;
}

/** The order stamp of a new application to `actor`: one past the latest recorded on any card. */
export function nextStamp(actor: CardActor): number {
  return 1 + Math.max(0, ...applicationsTo(actor).map((a) => a.target.appliedAt));
}

/**
 * The application to `actor` that must be undone before the one `stored` records on card `messageId`: the latest
 * one still standing that was applied after it. An undo works on the current values, so undoing an earlier one
 * first would lose what the later one gave (10 HP, damage 8, heal 8: undoing the damage first, then the heal,
 * leaves 2). Null when none stands.
 */
export function laterStanding(actor: CardActor, messageId: string, stored: StoredDamageTarget):
{ card: string; name: string } | null {
  const later = applicationsTo(actor).filter((a) => !a.target.undone && a.target.appliedAt > stored.appliedAt
    && !(a.messageId === messageId && a.target.tokenUuid === stored.tokenUuid));
  if (!later.length) return null;
  const latest = later.reduce((a, b) => (b.target.appliedAt > a.target.appliedAt ? b : a));
  return { card: latest.card.weapon.name, name: latest.target.name };
}
