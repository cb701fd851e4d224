import { contextMenuEntry } from "../../compat.js";
import type { CardHost } from "../../data/chat-message/base-card.js";
import { FrayChatMessage } from "../../documents/chat-message.js";

/** The message element the menu opened on carries the row right-clicked (ChatCardModel#getHTML records it). */
export const MENU_ROW_KEY = "frayMenuRow";

/** The card's document behind a drawn message (`li[data-message-id]`), as its buttons call it; null for others. */
function hostOf(li: HTMLElement): CardHost | null {
  const message = game.messages?.get(li.dataset.messageId ?? "");
  return message instanceof FrayChatMessage ? message : null;
}

/** The row the menu acts on: the row right-clicked, else the card's only row; null when neither. */
function rowOf(li: HTMLElement): string | null {
  const rows = [...li.querySelectorAll<HTMLElement>(".fray-card-row[data-target-id]")].map((r) => r.dataset.targetId!);
  const chosen = li.dataset[MENU_ROW_KEY];
  if (chosen && rows.includes(chosen)) return chosen;
  return rows.length === 1 ? rows[0]! : null;
}

/** The button `action` as the card draws it for this user (in the menu's row when `row` is given), or null. */
function drawnButton(li: HTMLElement, action: string, row?: string | null): HTMLElement | null {
  const buttons = [...li.querySelectorAll<HTMLElement>(`[data-action="${action}"]`)];
  const found = buttons.find((b) => row === undefined || (row !== null && b.dataset.targetId === row));
  return found && !found.hasAttribute("disabled") ? found : null;
}

/**
 * Fray's entries of a chat card's right-click menu: Apply to selected tokens, Undo and Roll damage. Each shows only
 * when the card draws its button for this user (on the row right-clicked, or the card's only row) and calls what
 * that button calls, with the same checks and notices.
 */
export function cardMenuEntries(): Record<string, unknown>[] {
  return [
    contextMenuEntry({ label: "FRAY.CHAT.Menu.applySelected", icon: "fa-solid fa-crosshairs",
      visible: (li) => hostOf(li) !== null && drawnButton(li, "toggleSelected") !== null
        && drawnButton(li, "apply", rowOf(li)) !== null,
      onClick: (li) => hostOf(li)?.applyToSelected(rowOf(li) ?? "") }),
    contextMenuEntry({ label: "FRAY.CHAT.Menu.undo", icon: "fa-solid fa-rotate-left",
      visible: (li) => hostOf(li) !== null && drawnButton(li, "undo", rowOf(li)) !== null,
      onClick: (li) => hostOf(li)?.undoFor([rowOf(li) ?? ""]) }),
    contextMenuEntry({ label: "FRAY.CHAT.Menu.rollDamage", icon: "fa-solid fa-dice",
      visible: (li) => hostOf(li) !== null && drawnButton(li, "rollDamage") !== null,
      onClick: (li) => hostOf(li)?.rollDamage() }),
  ];
}

/** Adds Fray's card entries to the chat log's message menu (v13's hook `getChatMessageContextOptions`). */
export function registerCardMenu(): void {
  Hooks.on("getChatMessageContextOptions", (_app, entries) => {
    entries.push(...cardMenuEntries());
  });
}
