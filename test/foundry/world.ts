import type { DataModel } from "./data-model.js";
import { Collection } from "./collection.js";
import type { Document } from "./documents.js";
import type { GameTime } from "./game-time.js";
import type { User, Users } from "./users.js";

/** Document ownership levels (CONST.DOCUMENT_OWNERSHIP_LEVELS). */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** One database operation as the server received it: a whole batch of creations, updates or deletions. */
export interface OperationRecord {
  action: "create" | "update" | "delete";
  documentName: string;
  /** How many documents the one operation wrote. */
  count: number;
  /** The uuid of the parent for embedded documents, else null. */
  parent: string | null;
}

/** What the stand-in needs from the world: users, registered data models, collections and the operation log. */
export interface World {
  users: Users;
  dataModels: Record<string, Record<string, typeof DataModel>>;
  collections: Record<string, Map<string, Document>>;
  /** The class registered for a document name (CONFIG[name].documentClass). */
  documentClass: (name: string) => typeof Document | undefined;
  /** Every database operation so far, in order. */
  operations: OperationRecord[];
  /** game.time. */
  time: GameTime;
}

/** The world documents live in; set by installFoundry. */
export const world: World = { users: null as unknown as Users, dataModels: {}, collections: {},
  documentClass: () => undefined, operations: [], time: null as unknown as GameTime };

/** Whether the callbacks running now are the first client's (the writer's) of onEachClient's passes. */
let firstPass = true;

/**
 * Runs `fn` once on each client that receives a database change, in that client's context: the writer's, then the
 * active GM's when that is another user. Foundry runs the post-change callbacks and hooks on every connected client;
 * the stand-in plays the two whose work writes data (other players' clients only render).
 */
export function onEachClient(fn: () => void): void {
  const writer = world.users.current;
  const gm = world.users.activeGM;
  const clients = [writer, gm].filter((u, i, all): u is User => !!u && all.indexOf(u) === i);
  const outer = firstPass;
  try {
    clients.forEach((client, index) => {
      firstPass = index === 0;
      world.users.runOnNow(client, fn);
    });
  } finally {
    firstPass = outer;
  }
}

/** Whether the callback running now is the first (the writing client's) of onEachClient's passes. */
export function writersPass(): boolean {
  return firstPass;
}

/**
 * Runs UI work a change calls for (re-rendering the tracker or a sheet) once per change, on the client whose UI the
 * stand-in shows: the logged-in user's, whichever client's callbacks asked for it.
 */
export function onUiClient(fn: () => void): void {
  if (writersPass()) world.users.runAsLoggedIn(fn);
}

/** The class registered for an embedded document name. */
export function embeddedClass(name: string): typeof Document {
  const cls = world.documentClass(name);
  if (!cls) throw new Error(`No document class for ${name}`);
  return cls;
}

/** Where documents of a class are stored: the parent's embedded collection or the world collection. */
export function collectionFor(cls: typeof Document, parent: Document | null): Map<string, Document> {
  if (parent) return parent.getEmbeddedCollection(cls.documentName);
  world.collections[cls.documentName] ??= new Collection<Document>();
  return world.collections[cls.documentName]!;
}

/** The error the server returns for a write the user may not make. */
export function permissionError(user: User | null, action: string, target: string): Error {
  return new Error(`User ${user?.name ?? "(none)"} lacks permission to ${action} ${target}`);
}

/** Records one database operation. */
export function record(action: OperationRecord["action"], documentName: string, count: number, parent: Document | null): void {
  world.operations.push({ action, documentName, count, parent: parent?.uuid ?? null });
}
