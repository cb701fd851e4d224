import { DamageMessageModel } from "../../data/chat-message/damage.js";
import { actorOf } from "../../documents/cards/targets.js";

/** What the refresh reads of a document a hook names: its uuid, its kind and its parent (an effect's, an item's). */
interface DocLike {
  uuid?: string | null;
  documentName?: string;
  parent?: DocLike | null;
  actor?: DocLike | null;
}

/** ui.chat as the refresh uses it: ChatLog#updateMessage draws a posted message again (fvtt-types 13.345 omits it). */
interface ChatLogLike {
  updateMessage?(message: ChatMessage.Implementation, notify?: boolean): Promise<unknown>;
}

/** The uuids of the actors whose data changed since the cards were last drawn again. */
const changed = new Set<string>();

/** Whether a redraw is waiting to run (one for all the writes of a change). */
let scheduled = false;

/** The ids of the chat messages drawn on the page now: in the chat log, its popout or its notifications. */
function drawnMessageIds(): string[] {
  if (typeof document === "undefined") return [];
  const drawn = document.querySelectorAll<HTMLElement>("[data-message-id]");
  return [...new Set(Array.from(drawn, (element) => element.dataset.messageId ?? ""))].filter(Boolean);
}

/** Whether a damage card has a row for one of the actors `uuids` (stored, or behind its token now). */
function previewsAny(card: DamageMessageModel, uuids: ReadonlySet<string>): boolean {
  return card.targets.some((t) => uuids.has(t.actorUuid) || uuids.has(actorOf(t.tokenUuid)?.uuid ?? ""));
}

/** Draws again each damage card on the page that previews an actor whose data changed. */
async function redraw(): Promise<void> {
  scheduled = false;
  const uuids = new Set(changed);
  changed.clear();
  for (const id of drawnMessageIds()) {
    const message = game.messages?.get(id);
    if (message?.system instanceof DamageMessageModel && previewsAny(message.system, uuids)) {
      await (ui.chat as ChatLogLike | undefined)?.updateMessage?.(message);
    }
  }
}

/** Notes that the data of the actor of `doc` (an actor, a token, or an effect or item it holds) changed. */
function actorChanged(doc: DocLike | null | undefined): void {
  let actor: DocLike | null | undefined = doc?.documentName === "Token" ? doc.actor : doc;
  while (actor && actor.documentName !== "Actor") actor = actor.parent;
  if (!actor?.uuid) return;
  changed.add(actor.uuid);
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => void redraw().catch((error: unknown) => console.error("Fray | redrawing damage cards", error)), 0);
}

/**
 * Keeps the damage cards shown in chat in step with their targets: each row previews the result on the target as it
 * is now ("1 to HP (6 left)"), so when a target's actor changes (its HP, overshield, DR, wounds, statuses, items or
 * effects, or an unlinked token's own data), every card on the page with a row for it is drawn again, on every
 * client, once for all the writes of that change.
 */
export function registerCardRefresh(): void {
  for (const hook of ["updateActor", "deleteActor", "createActiveEffect", "updateActiveEffect", "deleteActiveEffect",
    "createItem", "updateItem", "deleteItem"] as const) {
    Hooks.on(hook, actorChanged);
  }
  Hooks.on("updateToken", (token, changes) => {
    if (changes.delta !== undefined) actorChanged(token);
  });
}
