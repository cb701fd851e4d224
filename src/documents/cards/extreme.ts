import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { landingOf, type ExtremeLanding, type StoredAttackTarget } from "../../data/chat-message/attack-context.js";
import { documentAt } from "../../types/shims.js";
import { recordLanding } from "./witness.js";
import { landsLater } from "./range.js";

/** A token's place as the landing reads it. */
interface Placed {
  x: number;
  y: number;
}

/** True while the target of a pending landing has not left its square (a target without a token can't leave one). */
function stayed(target: StoredAttackTarget, landing: ExtremeLanding): boolean {
  if (landing.x === null || landing.y === null) return true;
  const token = documentAt(target.tokenUuid) as Placed | null;
  return token?.x === landing.x && token.y === landing.y;
}

/**
 * L10 (on the active GM's client, at the start of `actor`'s turn, taken or passed over): each of its attack cards
 * waiting at Extreme lands, a round after the roll, on each target still on its square, and is wasted on each that
 * left it (or is gone); a player's card's record notes which (recordLanding).
 */
export async function landExtremeAttacks(actor: { uuid: string } | null): Promise<void> {
  if (!actor) return;
  for (const message of game.messages?.contents ?? []) {
    const card = message.system instanceof AttackMessageModel ? message.system : null;
    if (!card || card.attacker.actorUuid !== actor.uuid || !landsLater(card)) continue;
    const landed: Record<string, boolean> = {};
    const targets = (message.toObject().system as { targets: StoredAttackTarget[] }).targets.map((t, i) => {
      const landing = landingOf(card.targets[i]!);
      if (landing?.status !== "pending") return t;
      landed[t.tokenUuid] = stayed(card.targets[i]!, landing);
      return { ...t, extreme: { ...landing, status: landed[t.tokenUuid] ? "landed" : "wasted" } };
    });
    // A ChatMessage's system is any subtype's in fvtt-types; this card's model was checked above.
    await message.update({ "system.targets": targets } as never);
    await recordLanding(message.id!, landed);
  }
}
