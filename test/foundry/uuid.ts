import { world } from "./world.js";
import type { Document } from "./documents.js";

/**
 * Finds a document by uuid without a database call (fromUuidSync): "Actor.id", "Actor.id.Item.id",
 * "Scene.id.Token.id" walk the world collection, then each embedded collection ("Scene.id.Token.id.Actor.id" is the
 * token actor of an unlinked token); null when any link is missing.
 */
export function fromUuidSync(uuid: unknown): Document | null {
  if (typeof uuid !== "string" || !uuid) return null;
  const parts = uuid.split(".");
  if (parts.length < 2 || parts.length % 2 !== 0) return null;
  let doc: Document | null = world.collections[parts[0]!]?.get(parts[1]!) ?? null;
  for (let i = 2; doc && i < parts.length; i += 2) {
    const name = parts[i]!;
    const embedded = (doc.constructor as typeof Document).embedded[name]
      || (name === "Actor" && doc.documentName === "Token");
    doc = embedded ? doc.getEmbeddedCollection(name).get(parts[i + 1]!) ?? null : null;
  }
  return doc;
}

/** The asynchronous form (fromUuid), resolving what fromUuidSync finds. */
export async function fromUuid(uuid: unknown): Promise<Document | null> {
  return Promise.resolve(fromUuidSync(uuid));
}
