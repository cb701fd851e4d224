import type { DamageMessageModel } from "../../data/chat-message/damage.js";
import type { StoredDamageTarget } from "../../data/chat-message/damage-preview.js";
import type { CardAction } from "../../rules/index.js";
import type { CardMessage } from "./card-message.js";
import { actorOf } from "./targets.js";

/** A module's refusal of an application, as the asker is shown it: a lang key and its values. */
interface ModuleRefusal {
  reason: string;
  data: Record<string, string | number>;
}

/**
 * Calls `fray.preApply` for `user` asking to apply the card to its row `stored` (on the asker's client, and on the
 * active GM's before it writes): the refusal to show when a module returned false, else null. The payload is a copy.
 */
export function refusedByModule(message: CardMessage, model: DamageMessageModel, stored: StoredDamageTarget,
  user: User.Implementation): ModuleRefusal | null {
  const payload = { message, target: foundry.utils.deepClone(stored), actor: actorOf(stored.tokenUuid), user,
    mode: model.mode };
  if (Hooks.call("fray.preApply", payload) !== false) return null;
  return { reason: "FRAY.CHAT.Notice.cancelled.apply", data: { name: stored.name } };
}

/** Calls `fray.apply` or `fray.undo` for each row of the card just written, as `user` asked. */
export function announceWrites(message: CardMessage, action: CardAction, written: readonly StoredDamageTarget[],
  user: User.Implementation): void {
  for (const target of written) {
    const actor = actorOf(target.tokenUuid);
    if (action === "apply" && target.applied) {
      Hooks.callAll("fray.apply", { message, target, actor, user, changes: target.applied });
    } else if (action === "undo") Hooks.callAll("fray.undo", { message, target, actor, user });
  }
}
