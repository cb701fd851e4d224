import type { CardActor } from "../cards/actor-view.js";
import type { AttackOptions } from "../cards/attack-input.js";
import { rollAttack } from "../cards/attack.js";
import { warn } from "../cards/notice.js";
import { freeHitOffer, refuseFreeHit, type OfferingMessage } from "./offer.js";
import { claimFreeHit, freeHitTaken } from "./taken.js";

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

/**
 * A9, A8: the user takes the free hit a card offers: the dialog asks for the weapon and options with "A free hit"
 * ticked (or, after a tragedy, the tragedy's critical free hit), then the attack is rolled at the one who gave it,
 * spending a free-hit slot (a tragedy's: none). It is taken once: once its action is spent, the active GM records it
 * as taken (claimFreeHit) before anything is rolled. Anyone but the hitter's owners and the GMs is refused with a
 * notice, and so are an offer whose round is over and a free hit taken already (the GM's record).
 */
export async function takeFreeHit(message: OfferingMessage, rowTargetId: string):
Promise<ChatMessage.Implementation | null> {
  const refusal = refuseFreeHit(message, rowTargetId)
    ?? (freeHitTaken(message.id, rowTargetId) ? { key: "FRAY.CHAT.FreeHit.taken", data: {} } : null);
  const offer = freeHitOffer(message, rowTargetId);
  if (refusal || !offer) {
    warn(refusal?.key ?? "FRAY.CHAT.FreeHit.gone", refusal?.data);
    return null;
  }
  const chosen = await prompt?.(offer.hitter, { tragedy: offer.tragedyOf !== null }) ?? null;
  if (!chosen) return null;
  const tragedy = chosen.tragedy && offer.tragedyOf !== null;
  const options = tragedy ? { ...chosen.options, freeHitOf: offer.tragedyOf! } : chosen.options;
  // A tragedy's free hit is claimed by the attack itself (any attack naming it); any other free hit here.
  const claim = tragedy ? undefined : () => claimFreeHit(message.id ?? "", rowTargetId);
  return rollAttack(offer.hitter, chosen.weapon, { targets: [offer.target], options, token: offer.hitterToken,
    spend: !tragedy && chosen.freeHit ? "freeHit" : true }, { claim });
}
