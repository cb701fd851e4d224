/**
 * Typed doors through the few places where fvtt-types 13.345 describes Foundry narrower than Foundry is. Each
 * says what fvtt-types gets wrong; code calls these instead of casting.
 */

/**
 * The document a stored uuid names now (fromUuidSync), or null when it is empty or malformed (Foundry throws).
 * fvtt-types' `fromUuidSync` takes only uuids typed by document name (`Actor.${string}` …), but the uuids Fray
 * reads back from card and flag data are plain strings, which Foundry resolves at run time.
 */
export function documentAt(uuid: string): unknown {
  if (!uuid) return null;
  try {
    // fvtt-types accepts only a uuid typed by document name; a stored uuid is a plain string.
    return fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]);
  } catch {
    return null;
  }
}

/**
 * A document known to be in the database, typed with its id. fvtt-types types a document's own `this` and the
 * documents of an embedded collection as possibly unsaved (`id: string | null`), but Foundry keeps only stored
 * documents in a collection and renders (and clicks) only stored chat messages.
 */
export function stored<T extends { id: string | null }>(document: T): T & { id: string } {
  // A collection's documents and a rendered message are stored: their id is set.
  return document as T & { id: string };
}
