import type { Refusal } from "../../rules/index.js";

/** Shows a localized warning: a lang key and the data for its placeholders. */
export function warn(key: string, data: Record<string, string | number> = {}): void {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  ui.notifications?.warn(game.i18n!.format(key, strings));
}

/** Shows a rule's refusal as a localized warning. */
export function warnRefusal(refusal: Refusal): void {
  warn(refusal.reason, refusal.data);
}

/** Whether this client is the one active GM, which alone does GM-only work. */
export function isActiveGM(): boolean {
  return game.users?.activeGM?.isSelf === true;
}
