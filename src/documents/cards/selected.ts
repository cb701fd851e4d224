import type { DamageMessageModel } from "../../data/chat-message/damage.js";
import { PLAIN_HAND } from "../../rules/index.js";
import { cardTarget } from "./targets.js";
import { warn } from "./notice.js";
import { requestTargets } from "./apply.js";
import { handFor, setHand } from "./gm-hand.js";
import type { CardMessage } from "./damage.js";

/** The tokens this user has selected on the canvas (canvas.tokens.controlled), read now. */
function controlledTokens(): unknown[] {
  const canvas = (globalThis as { canvas?: { tokens?: { controlled?: unknown[] } } }).canvas;
  return [...(canvas?.tokens?.controlled ?? [])];
}

/**
 * Applies one row's hits to the selected tokens instead of its stored target: each selected token becomes a
 * target of the card (so its application is recorded and can be undone) and is applied to like the card's own
 * targets (directly, or through the GM), with the GM's hand on that row. Only the GM or the card's author may add
 * targets to a card; others get a notice.
 */
export async function applyToSelected(message: CardMessage, rowTargetId: string): Promise<void> {
  const model = message.type === "damage" ? message.system as DamageMessageModel : null;
  const row = model?.targets.find((t) => t.tokenUuid === rowTargetId);
  if (!model || !row) return;
  if (!game.user?.isGM && !message.isAuthor) {
    warn("FRAY.CHAT.Notice.selectedNotYours");
    return;
  }
  const chosen = controlledTokens().map(cardTarget).filter((t) => t !== null);
  if (!chosen.length) {
    warn("FRAY.CHAT.Notice.noneSelected");
    return;
  }
  const known = new Set(model.targets.map((t) => t.tokenUuid));
  const added = chosen.filter((t) => !known.has(t.tokenUuid)).map((t) => ({
    ...JSON.parse(JSON.stringify(row)) as object, tokenUuid: t.tokenUuid, actorUuid: t.actor.uuid, name: t.name,
    img: t.img, applied: null, undone: false, askedBy: "", appliedBy: "", appliedAt: 0,
    hand: { ...PLAIN_HAND },
  }));
  // The GM's hand on the row goes with its hits to the tokens it is copied to.
  const hand = handFor(message.id!, rowTargetId);
  for (const t of added) setHand(message.id!, t.tokenUuid, hand);
  if (added.length) {
    const targets = [...model.targets.map((t) => JSON.parse(JSON.stringify(t)) as object), ...added];
    await message.update({ "system.targets": targets });
  }
  await requestTargets(message, chosen.map((t) => t.tokenUuid), "apply");
}
