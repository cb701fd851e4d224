import { noticeText } from "../notice-text.js";

/** Shows a localized warning, its values inserted as text (noticeText), never as HTML. */
export function warn(key: string, data: Record<string, unknown> = {}): void {
  ui.notifications?.warn(noticeText(key, data));
}
