import type { Refusal } from "../../rules/index.js";
import { noticeText } from "../notice-text.js";

/** Shows a localized warning: a lang key and the data for its placeholders, inserted as text (noticeText). */
export function warn(key: string, data: Record<string, string | number> = {}): void {
  ui.notifications?.warn(noticeText(key, data));
}

/** Shows a rule's refusal as a localized warning. */
export function warnRefusal(refusal: Refusal): void {
  warn(refusal.reason, refusal.data);
}

/** Whether this client is the one active GM, which alone does GM-only work. */
export function isActiveGM(): boolean {
  return game.users?.activeGM?.isSelf === true;
}
