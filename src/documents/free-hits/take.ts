import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { FreeHitMessageModel } from "../../data/chat-message/free-hit.js";
import type { CardActor } from "../cards/actor-view.js";
import type { AttackOptions } from "../cards/attack-input.js";
import { rollAttack } from "../cards/attack.js";
import { warn } from "../cards/notice.js";
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

/** What the free-hit dialog chose: the weapon, the attack's options, and whether the free hit answers a tragedy. */
export interface FreeHitChoice {
  weapon: Item.Implementation;
  options: AttackOptions;
  /** A9: "A free hit" was kept ticked (else the attack spends the rulebook's action, as any other). */
  freeHit: boolean;
  /** A8: the tragedy's free hit was kept ticked (a critical, no slot). */
  tragedy: boolean;
}

/** Asks the hitter's user which weapon and options the free hit takes (the attack dialog); null when closed. */
export type FreeHitPrompt = (hitter: CardActor, offer: { tragedy: boolean }) => Promise<FreeHitChoice | null>;

/** The dialog the applications layer registers at init. */
let prompt: FreeHitPrompt | null = null;

/** Registers the dialog that asks for a free hit's weapon and options (the applications layer, at init). */
export function setFreeHitPrompt(next: FreeHitPrompt): void {
  prompt = next;
}

/** A message as the free-hit button reads it. */
interface OfferingMessage {
  id: string | null;
  system: unknown;
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
function offerPassed(message: OfferingMessage): boolean {
  const system = message.system;
  if (!(system instanceof FreeHitMessageModel)) return false;
  return game.combats?.get(system.combatId)?.round !== system.round;
}

/** True when the user may take the hitter's free hit: a GM, or an owner of its actor. */
export function mayTakeFreeHit(hitter: CardActor): boolean {
  return game.user?.isGM === true || hitter.testUserPermission(game.user!, "OWNER");
}

/**
 * A9, A8: the user takes the free hit a card offers: the dialog asks for the weapon and options with "A free hit"
 * ticked (or, after a tragedy, the tragedy's critical free hit), then the attack is rolled at the one who gave it,
 * spending a free-hit slot (a tragedy's: none). Anyone but the hitter's owners and the GMs is refused with a notice,
 * and so is an offer whose round is over.
 */
export async function takeFreeHit(message: OfferingMessage, rowTargetId: string):
Promise<ChatMessage.Implementation | null> {
  if (offerPassed(message)) {
    warn("FRAY.CHAT.FreeHit.passed");
    return null;
  }
  const offer = freeHitOffer(message, rowTargetId);
  if (!offer) {
    warn("FRAY.CHAT.FreeHit.gone");
    return null;
  }
  if (!mayTakeFreeHit(offer.hitter)) {
    warn("FRAY.CHAT.FreeHit.notYours", { name: offer.hitter.name });
    return null;
  }
  const chosen = await prompt?.(offer.hitter, { tragedy: offer.tragedyOf !== null }) ?? null;
  if (!chosen) return null;
  const tragedy = chosen.tragedy && offer.tragedyOf !== null;
  const options = tragedy ? { ...chosen.options, freeHitOf: offer.tragedyOf! } : chosen.options;
  return rollAttack(offer.hitter, chosen.weapon, { targets: [offer.target], options, token: offer.hitterToken,
    spend: !tragedy && chosen.freeHit ? "freeHit" : true });
}
