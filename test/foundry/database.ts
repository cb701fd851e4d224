import type { Document, OperationOptions } from "./documents.js";
import { expandObject } from "./data-model.js";
import { Hooks } from "./hooks.js";
import { storeTokenActorDelta } from "./actor-delta.js";
import { applyChanges } from "./operators.js";
import { operationTimeDelta } from "./game-time.js";
import { collectionFor, onEachClient, permissionError, record, world } from "./world.js";

type Source = Record<string, unknown>;

/** The descendant-document callbacks of ClientDocumentMixin a parent may define, by operation. */
type DescendantEvent = "_onCreateDescendantDocuments" | "_onUpdateDescendantDocuments" | "_onDeleteDescendantDocuments";

/**
 * ClientDocumentMixin#_on{Create,Update,Delete}DescendantDocuments: once per batch, after every document's own
 * callback, `parent` and each of its ancestors that defines the callback gets (parent, collection, documents,
 * data|changes|ids, options, userId), with arrays of the whole batch ("the array of updated Documents").
 */
function dispatchDescendants(event: DescendantEvent, parent: Document | null, cls: typeof Document,
  documents: Document[], data: unknown[], options: OperationOptions, userId: string): void {
  if (!parent) return;
  const collection = (parent.constructor as typeof Document).embedded[cls.documentName];
  for (let ancestor: Document | null = parent; ancestor; ancestor = ancestor.parent) {
    const callback = (ancestor as unknown as Record<string, unknown>)[event];
    if (typeof callback === "function") callback.call(ancestor, parent, collection, documents, data, options, userId);
  }
}

/**
 * Creates documents in one database operation. Each gets a new id unless `keepId`; an id already in the
 * collection is an error and nothing is written. `_preCreate` is awaited before the preCreate hook; either
 * returning false drops that document. After any embedded change the parent is reset (rebuilt from its source and
 * prepared again, effects applied once), as a client does when its descendants change. The post-change callbacks and
 * hooks run on each receiving client (onEachClient).
 */
export async function createDocuments(cls: typeof Document, data: Source[], given: OperationOptions):
Promise<Document[]> {
  const options = { ...given };
  const user = world.users.current;
  const parent = options.parent ?? null;
  const collection = collectionFor(cls, parent);
  const accepted: Document[] = [];
  for (const entry of data) {
    const source = { ...entry };
    if (!options.keepId) delete source._id;
    const doc = new cls(source, { parent });
    doc._initializeCreation();
    if ((await doc._preCreate(doc._source, options, user)) === false) continue;
    if (Hooks.call(`preCreate${cls.documentName}`, doc, entry, options, user?.id) === false) continue;
    accepted.push(doc);
  }
  for (const doc of accepted) {
    if (collection.has(doc.id) || accepted.filter((d) => d.id === doc.id).length > 1) {
      throw new Error(`${cls.documentName} ${doc.id} already exists in ${parent?.uuid ?? "the world"}`);
    }
    if (!doc.canUserModify(user, "create", doc._source)) throw permissionError(user, "create", cls.documentName);
  }
  if (!accepted.length) return [];
  record("create", cls.documentName, accepted.length, parent);
  for (const doc of accepted) {
    collection.set(doc.id, doc);
    doc.prepareData();
  }
  parent?.reset();
  storeTokenActorDelta(parent, cls.documentName);
  onEachClient(() => {
    for (const doc of accepted) {
      doc._onCreate(doc._source, options, user?.id ?? "");
      Hooks.callAll(`create${cls.documentName}`, doc, options, user?.id);
    }
    dispatchDescendants("_onCreateDescendantDocuments", parent, cls, accepted, accepted.map((d) => d._source),
      options, user?.id ?? "");
  });
  return accepted;
}

/**
 * Updates documents by `_id` in one database operation. Only what differs from the stored source is written;
 * an update that changes nothing writes nothing and fires no hook. Invalid data throws before anything is
 * written. Each diff is applied to the data stored when the batch is written, as the server does, so two
 * updates in flight on one document both land. A Combat update carrying world time advances game.time first.
 */
export async function updateDocuments(cls: typeof Document, updates: Source[], given: OperationOptions):
Promise<Document[]> {
  const options = { ...given };
  const user = world.users.current;
  const parent = options.parent ?? null;
  const collection = collectionFor(cls, parent);
  const planned: { doc: Document; diff: Source }[] = [];
  for (const update of updates) {
    const doc = collection.get(update._id as string);
    if (!doc) throw new Error(`${cls.documentName} ${String(update._id)} does not exist in ${parent?.uuid ?? "the world"}`);
    const changes = expandObject(update);
    delete changes._id;
    const diff = doc._diff(changes);
    if (!diff) continue;
    if ((await doc._preUpdate(diff, options, user)) === false) continue;
    if (Hooks.call(`preUpdate${cls.documentName}`, doc, diff, options, user?.id) === false) continue;
    // _diff validates the source with the (hook-changed) diff applied, so invalid data throws here, unwritten.
    const final = doc._diff(diff);
    if (!final) continue;
    if (!doc.canUserModify(user, "update", final)) throw permissionError(user, "update", doc.uuid);
    planned.push({ doc, diff: final });
  }
  if (!planned.length) return [];
  record("update", cls.documentName, planned.length, parent);
  if (cls.documentName === "Combat") world.time.apply(operationTimeDelta(options), options, user);
  for (const { doc, diff } of planned) {
    doc._source = doc.cleanSource(applyChanges(doc._source, diff));
    doc._initializeSource();
    doc.prepareData();
  }
  parent?.reset();
  storeTokenActorDelta(parent, cls.documentName);
  const documents = planned.map((p) => p.doc);
  onEachClient(() => {
    for (const { doc, diff } of planned) {
      doc._onUpdate(diff, options, user?.id ?? "");
      Hooks.callAll(`update${cls.documentName}`, doc, diff, options, user?.id);
    }
    dispatchDescendants("_onUpdateDescendantDocuments", parent, cls, documents, planned.map((p) => p.diff), options,
      user?.id ?? "");
  });
  return documents;
}

/** Deletes documents by id in one database operation; `_preDelete` is awaited and false keeps the document. */
export async function deleteDocuments(cls: typeof Document, ids: string[], given: OperationOptions):
Promise<Document[]> {
  const options = { ...given };
  const user = world.users.current;
  const parent = options.parent ?? null;
  const collection = collectionFor(cls, parent);
  const doomed: Document[] = [];
  for (const id of ids) {
    const doc = collection.get(id);
    if (!doc) throw new Error(`${cls.documentName} ${id} does not exist in ${parent?.uuid ?? "the world"}`);
    if ((await doc._preDelete(options, user)) === false) continue;
    if (Hooks.call(`preDelete${cls.documentName}`, doc, options, user?.id) === false) continue;
    if (!doc.canUserModify(user, "delete")) throw permissionError(user, "delete", doc.uuid);
    doomed.push(doc);
  }
  if (!doomed.length) return [];
  record("delete", cls.documentName, doomed.length, parent);
  for (const doc of doomed) collection.delete(doc.id);
  parent?.reset();
  storeTokenActorDelta(parent, cls.documentName);
  onEachClient(() => {
    for (const doc of doomed) {
      doc._onDelete(options, user?.id ?? "");
      Hooks.callAll(`delete${cls.documentName}`, doc, options, user?.id);
    }
    dispatchDescendants("_onDeleteDescendantDocuments", parent, cls, doomed, doomed.map((d) => d.id), options,
      user?.id ?? "");
  });
  return doomed;
}
