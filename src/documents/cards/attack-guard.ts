import { MAX_CARD_TARGETS } from "../../rules/index.js";
import type { CardActor } from "./actor-view.js";
import type { StoredOptions } from "./attack-input.js";
import { warn } from "./notice.js";

/**
 * What a user may not attack with, checked before anything is rolled or spent, each with a localized notice: an
 * attacker they don't own, more targets than a card may have. A player's chosen range (L10) is dropped: the scene's
 * measure is the GM's, and only a GM picks a range the scene can't measure. Returns false when refused.
 */
export function allowedAttack(actor: CardActor, targets: readonly unknown[], options: StoredOptions): boolean {
  if (!actor.isOwner) {
    warn("FRAY.CHAT.Notice.notYourAttacker", { name: actor.name ?? "" });
    return false;
  }
  if (targets.length > MAX_CARD_TARGETS) {
    warn("FRAY.CHAT.Refusal.tooManyTargets", { max: MAX_CARD_TARGETS });
    return false;
  }
  if (!game.user?.isGM) options.range = "";
  return true;
}
