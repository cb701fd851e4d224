/**
 * foundry.utils.escapeHTML (foundryvtt.com/api/v13/functions/foundry.utils.escapeHTML.html): replaces the
 * characters HTML gives meaning to (& < > " ') with their entities, so text can go into markup as text.
 */
export function escapeHTML(value: unknown): string {
  const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#x27;" };
  return String(value).replace(/[&<>"']/g, (c) => entities[c]!);
}
