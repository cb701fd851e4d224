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

/** What a uuid names as a hotbar drop or a macro reads it: a document's or a compendium index entry's fields. */
export interface NamedEntry {
  name?: string;
  type?: string;
  img?: string | null;
  parent?: unknown;
}

/** The name, type, image and parent of what `uuid` names now (documentAt), each read only when of its type. */
export function entryAt(uuid: string): NamedEntry | null {
  const found = documentAt(uuid);
  if (!found || typeof found !== "object") return null;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return { name: "name" in found ? text(found.name) : undefined, type: "type" in found ? text(found.type) : undefined,
    img: "img" in found ? text(found.img) ?? null : null, parent: "parent" in found ? found.parent : undefined };
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
