import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { FreeHitMessageModel } from "../../data/chat-message/free-hit.js";
import type { CardActor } from "../cards/actor-view.js";
import { actorOf } from "../cards/targets.js";

/** A free hit a card offers: who strikes (and from which token), at whom, and whether a tragedy made it critical. */
export interface FreeHitOffer {
  hitter: CardActor;
  hitterToken: string;
  /** The uuid of the token (or, without one, the actor) the free hit strikes. */
  target: string;
  /** A8: the fumbling card's id when its tragedy makes the free hit a critical with no slot; else null. */
  tragedyOf: string | null;
}

/** A message as the free-hit button reads it. */
export interface OfferingMessage {
  id: string | null;
  system: unknown;
}

/** Why a free hit can't be taken: a lang key and its values. */
export interface FreeHitRefusal {
  key: string;
  data: Record<string, string>;
}

/**
 * The free hit a card offers, or null: an offer card's (A9, the enemy that moved), or an Agility attack card row's
 * whose attack fumbled in that target's melee zone (A8, at the attacker; a tragedy names the card).
 */
export function freeHitOffer(message: OfferingMessage, rowTargetId: string): FreeHitOffer | null {
  const system = message.system;
  if (system instanceof FreeHitMessageModel) {
    const hitter = actorOf(system.hitter.tokenUuid) ?? actorOf(system.hitter.actorUuid);
    return hitter ? { hitter, hitterToken: system.hitter.tokenUuid, target: system.mover.tokenUuid,
      tragedyOf: null } : null;
  }
  if (!(system instanceof AttackMessageModel) || system.preset !== "agility") return null;
  const row = system.targets.find((t) => t.tokenUuid === rowTargetId);
  const fumble = row?.outcome.escalation;
  const hitter = row ? actorOf(row.tokenUuid) : null;
  if (!row || !hitter || fumble?.kind !== "fumble" || !fumble.freeHit) return null;
  return { hitter, hitterToken: row.tokenUuid, target: system.attacker.tokenUuid || system.attacker.actorUuid,
    tragedyOf: fumble.freeHitCritical ? message.id : null };
}

/** A9: whether an offer card's round is over (its combat gone, or in a later round): its free hit has passed. */
export function offerPassed(message: OfferingMessage): boolean {
  const system = message.system;
  if (!(system instanceof FreeHitMessageModel)) return false;
  return game.combats?.get(system.combatId)?.round !== system.round;
}

/** True when `user` (default: this client's) may take the hitter's free hit: a GM, or an owner of its actor. */
export function mayTakeFreeHit(hitter: CardActor, user: User.Implementation = game.user!): boolean {
  return user.isGM || hitter.testUserPermission(user, "OWNER");
}

/**
 * A9, A8: why `user` may not take the free hit of the card's row (`rowTargetId`; "" for an offer card), or null: an
 * offer whose round is over, a free hit the card no longer offers, or one that is not the user's to take.
 */
export function refuseFreeHit(message: OfferingMessage, rowTargetId: string, user: User.Implementation = game.user!):
FreeHitRefusal | null {
  if (offerPassed(message)) return { key: "FRAY.CHAT.FreeHit.passed", data: {} };
  const offer = freeHitOffer(message, rowTargetId);
  if (!offer) return { key: "FRAY.CHAT.FreeHit.gone", data: {} };
  return mayTakeFreeHit(offer.hitter, user) ? null
    : { key: "FRAY.CHAT.FreeHit.notYours", data: { name: offer.hitter.name } };
}
