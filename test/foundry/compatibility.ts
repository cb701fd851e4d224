/** The options of foundry.utils.logCompatibilityWarning (foundryvtt.com/api/v13). */
interface CompatibilityOptions {
  /** A COMPATIBILITY_MODES level overriding the configured one: 0 silent, 1 warning, 2 error, 3 failure (throws). */
  mode?: number;
  /** The version since which the change was made. */
  since?: number | string;
  /** The version until which the old behaviour remains supported. */
  until?: number | string;
  /** Details appended to the message. */
  details?: string;
  /** Log the message only once. */
  once?: boolean;
}

/** The messages logged with `once`. */
const loggedOnce = new Set<string>();

/**
 * foundry.utils.logCompatibilityWarning (foundryvtt.com/api/v13/functions/foundry.utils.logCompatibilityWarning.html):
 * "Log a compatibility warning which is filtered based on the client's defined compatibility settings." The message,
 * with "Deprecated since Version …" and "Backwards-compatible support will be removed in Version …" lines and the
 * details, goes to console.warn by default (WARNING mode), console.error in ERROR mode, nowhere when SILENT, and is
 * thrown in FAILURE mode.
 */
export function logCompatibilityWarning(message: string,
  { mode = 1, since, until, details, once = false }: CompatibilityOptions = {}): void {
  if (mode === 0) return;
  const text = [message, since === undefined ? null : `Deprecated since Version ${since}`,
    until === undefined ? null : `Backwards-compatible support will be removed in Version ${until}`, details]
    .filter((line) => line).join("\n");
  if (mode === 3) throw new Error(text);
  if (once && loggedOnce.has(text)) return;
  if (once) loggedOnce.add(text);
  if (mode === 2) console.error(text);
  else console.warn(text);
}
