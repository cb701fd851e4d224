import { noticeText } from "../notice-text.js";

/** How many warnings this client has shown (warningsShown), so a caller can tell whether a step already said why. */
let shown = 0;

/** Shows a localized warning, its values inserted as text (noticeText), never as HTML. */
export function warn(key: string, data: Record<string, unknown> = {}): void {
  shown += 1;
  ui.notifications?.warn(noticeText(key, data));
}

/** Shows one refusal of a request over several rows, saying how many of its other rows were refused too. */
export function warnWithMore(key: string, data: Record<string, unknown>, more: number): void {
  shown += 1;
  ui.notifications?.warn(game.i18n!.format("FRAY.CHAT.Notice.andMore", { notice: noticeText(key, data),
    count: String(more) }));
}

/** How many warnings this client has shown so far: one refusal that gave its notice needs no second one. */
export function warningsShown(): number {
  return shown;
}
