import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { landingOf, type StoredAttackTarget, type TargetSquare } from "../../data/chat-message/attack-context.js";
import { recordLanding, recordedAttack } from "../ledger/index.js";
import { landsLater, targetSquare } from "./range.js";

/**
 * True while a target has not left `square`, the one it stood on at the roll (a target without a token then can't
 * leave one): the same x and y, and the same elevation when the square notes one (a flyer climbing leaves it too).
 */
function stayed(target: StoredAttackTarget, square: TargetSquare): boolean {
  if (square.x === null || square.y === null) return true;
  const now = targetSquare(target.tokenUuid);
  return now.x === square.x && now.y === square.y && (square.elevation == null || now.elevation === square.elevation);
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
    // A player's card: the squares as the GM read them at the roll, which the card's author can't edit.
    const squares = recordedAttack(message.id!)?.squares ?? {};
    const targets = (message.toObject().system as { targets: StoredAttackTarget[] }).targets.map((t, i) => {
      const landing = landingOf(card.targets[i]!);
      if (landing?.status !== "pending") return t;
      landed[t.tokenUuid] = stayed(card.targets[i]!, squares[t.tokenUuid] ?? landing);
      return { ...t, extreme: { ...landing, status: landed[t.tokenUuid] ? "landed" : "wasted" } };
    });
    // A ChatMessage's system is any subtype's in fvtt-types; this card's model was checked above.
    await message.update({ "system.targets": targets } as never);
    await recordLanding(message.id!, landed);
  }
}
