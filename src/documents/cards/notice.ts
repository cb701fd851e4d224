/** Shows a localized warning (values are inserted as text by the notifications, never as HTML). */
export function warn(key: string, data: Record<string, unknown> = {}): void {
  const values = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  ui.notifications?.warn(game.i18n!.format(key, values));
}
