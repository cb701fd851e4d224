/**
 * Localizes `key` with `data` for a notification, every value escaped (foundry.utils.escapeHTML). Foundry shows a
 * notification's message as HTML, only cleaned (NotificationOptions#clean), so a name a player chose (an item's, an
 * actor's, a token's, a zone's: "<img …>") would be markup; escaped, it shows as written.
 */
export function noticeText(key: string, data: Record<string, unknown> = {}): string {
  const values = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, foundry.utils.escapeHTML(String(v))]));
  return game.i18n!.format(key, values);
}
