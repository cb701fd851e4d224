import { DataModel, expandObject, getProperty, mergeObject } from "./data-model.js";
import { DataModelValidationError } from "./fields.js";
import { Hooks } from "./hooks.js";
import type { User, Users } from "./users.js";

/** Document ownership levels (CONST.DOCUMENT_OWNERSHIP_LEVELS). */
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** What the stand-in needs from the world: users and the registered data models. */
export interface World {
  users: Users;
  dataModels: Record<string, Record<string, typeof DataModel>>;
  collections: Record<string, Map<string, Document>>;
  /** The class registered for a document name (CONFIG[name].documentClass). */
  documentClass: (name: string) => typeof Document | undefined;
}

/** The world documents live in; set by installFoundry. */
export const world: World = { users: null as unknown as Users, dataModels: {}, collections: {},
  documentClass: () => undefined };

let idCounter = 0;
/** A 16-character id, as foundry.utils.randomID makes. */
export function randomID(): string {
  idCounter += 1;
  return `id${idCounter.toString().padStart(14, "0")}`;
}

/** An id-keyed collection with Foundry's Collection helpers. */
export class Collection<T> extends Map<string, T> {
  /** The values as an array. */
  get contents(): T[] {
    return [...this.values()];
  }

  /** The first value matching `predicate`. */
  find(predicate: (v: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }

  /** The values matching `predicate`. */
  filter(predicate: (v: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }

  /** Maps the values. */
  map<U>(fn: (v: T) => U): U[] {
    return this.contents.map(fn);
  }

  /** The first value by name. */
  getName(name: string): T | undefined {
    return this.find((v) => (v as { name?: string }).name === name);
  }
}

/** Options of a database operation. */
export interface OperationOptions {
  parent?: Document | null;
  render?: boolean;
  [option: string]: unknown;
}

/**
 * A client document: validated source data, a typed `system` model, embedded collections, ownership, and
 * create/update/delete that run the pre-hooks, refuse users without permission and never store invalid data.
 */
export class Document {
  static documentName = "Document";
  /** Embedded document names and the collection property that holds them. */
  static embedded: Record<string, string> = {};
  /** Types a document of this class may have besides those with data models (Foundry's "base"). */
  static baseTypes = ["base"];

  declare _id: string;
  declare name: string;
  declare type: string;
  declare img: string | null;
  declare system: DataModel & Record<string, unknown>;
  declare flags: Record<string, Record<string, unknown>>;
  declare ownership: Record<string, number>;
  declare _source: Record<string, unknown>;
  parent: Document | null;

  /** Builds the document from source data; throws DataModelValidationError on invalid data. */
  constructor(data: Record<string, unknown>, { parent = null }: { parent?: Document | null } = {}) {
    this.parent = parent;
    const cls = this.constructor as typeof Document;
    const own = { ...data };
    for (const key of Object.values(cls.embedded)) delete own[key];
    this._source = this.#cleanSource(own);
    this.#initialize();
    for (const [name, key] of Object.entries(cls.embedded)) {
      const collection = new Collection<Document>();
      for (const entry of (data[key] ?? []) as Record<string, unknown>[]) {
        const doc = new (embeddedClass(name))(entry, { parent: this });
        collection.set(doc.id, doc);
      }
      (this as unknown as Record<string, Collection<Document>>)[key] = collection;
    }
  }

  /** The id. */
  get id(): string {
    return this._id;
  }

  /** A UUID that names the document and its parents. */
  get uuid(): string {
    const own = `${(this.constructor as typeof Document).documentName}.${this._id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }

  /** The documentName of this class. */
  get documentName(): string {
    return (this.constructor as typeof Document).documentName;
  }

  /** The ownership level a user has (GMs own everything; embedded documents inherit their parent's). */
  getUserLevel(user: User | null): number {
    if (!user) return OWNERSHIP.NONE;
    if (user.isGM) return OWNERSHIP.OWNER;
    if (this.parent) return this.parent.getUserLevel(user);
    return this.ownership[user.id] ?? this.ownership.default ?? OWNERSHIP.NONE;
  }

  /** True when the user has at least `level` (a name like "OWNER" or a number). */
  testUserPermission(user: User | null, level: keyof typeof OWNERSHIP | number): boolean {
    const needed = typeof level === "number" ? level : OWNERSHIP[level];
    return this.getUserLevel(user) >= needed;
  }

  /** True when the current user owns the document. */
  get isOwner(): boolean {
    return this.testUserPermission(world.users.current, "OWNER");
  }

  /** True when a user may update or delete the document. */
  canUserModify(user: User | null, _action: "update" | "delete" = "update"): boolean {
    return this.testUserPermission(user, "OWNER");
  }

  /** Reads a flag. */
  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags?.[scope], key);
  }

  /** Writes a flag through update. */
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  /** Rebuilds the data from the source, dropping every derived change, and prepares it again (ClientDocument#reset). */
  reset(): void {
    this.#initialize();
    this.prepareData();
  }

  /** Prepares data: base, embedded documents, then derived (Document#prepareData). */
  prepareData(): void {
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    this.prepareDerivedData();
  }

  /** Calls the system model's prepareBaseData. */
  prepareBaseData(): void {
    (this.system as { prepareBaseData?: () => void })?.prepareBaseData?.();
  }

  /** Prepares every embedded document. */
  prepareEmbeddedDocuments(): void {
    for (const collection of this.#collections()) for (const doc of collection.values()) doc.prepareData();
  }

  /** Calls the system model's prepareDerivedData. */
  prepareDerivedData(): void {
    (this.system as { prepareDerivedData?: () => void })?.prepareDerivedData?.();
  }

  /** A plain copy of the source, embedded documents included. */
  toObject(): Record<string, unknown> {
    const data = structuredClone(this._source);
    const cls = this.constructor as typeof Document;
    for (const key of Object.values(cls.embedded)) {
      data[key] = (this as unknown as Record<string, Collection<Document>>)[key]!.map((d) => d.toObject());
    }
    return data;
  }

  /** Creates documents in the world or in `parent`; refuses users without permission. */
  static async create(data: Record<string, unknown>, options: OperationOptions = {}): Promise<Document | undefined> {
    return (await this.createDocuments([data], options))[0];
  }

  /** Creates several documents at once. */
  static async createDocuments(data: Record<string, unknown>[], options: OperationOptions = {}): Promise<Document[]> {
    const user = world.users.current;
    const parent = options.parent ?? null;
    if (parent && !parent.canUserModify(user)) throw permissionError(user, "create", this.documentName);
    const created: Document[] = [];
    for (const entry of data) {
      const doc = new this(entry, { parent });
      if (Hooks.call(`preCreate${this.documentName}`, doc, entry, options, user?.id) === false) continue;
      if (doc._preCreate(entry, options, user) === false) continue;
      collectionFor(this, parent).set(doc.id, doc);
      doc.prepareData();
      parent?.prepareData();
      created.push(doc);
      doc._onCreate(entry, options, user?.id ?? "");
      Hooks.callAll(`create${this.documentName}`, doc, options, user?.id);
    }
    return created;
  }

  /** Updates this document; invalid changes throw and nothing is written. */
  async update(changes: Record<string, unknown>, options: OperationOptions = {}): Promise<this> {
    const user = world.users.current;
    if (!this.canUserModify(user, "update")) throw permissionError(user, "update", this.uuid);
    const expanded = expandObject(changes);
    delete expanded._id;
    if (Hooks.call(`preUpdate${this.documentName}`, this, expanded, options, user?.id) === false) return this;
    if (this._preUpdate(expanded, options, user) === false) return this;
    this._source = this.#cleanSource(mergeObject(this._source, expanded));
    this.#initialize();
    this.prepareData();
    this.parent?.prepareData();
    this._onUpdate(expanded, options, user?.id ?? "");
    Hooks.callAll(`update${this.documentName}`, this, expanded, options, user?.id);
    return this;
  }

  /** Deletes this document. */
  async delete(options: OperationOptions = {}): Promise<this> {
    const user = world.users.current;
    if (!this.canUserModify(user, "delete")) throw permissionError(user, "delete", this.uuid);
    if (Hooks.call(`preDelete${this.documentName}`, this, options, user?.id) === false) return this;
    collectionFor(this.constructor as typeof Document, this.parent).delete(this.id);
    this.parent?.prepareData();
    Hooks.callAll(`delete${this.documentName}`, this, options, user?.id);
    return this;
  }

  /** Creates embedded documents of `name` (e.g. "Item") in this document. */
  async createEmbeddedDocuments(name: string, data: Record<string, unknown>[], options: OperationOptions = {}) {
    return embeddedClass(name).createDocuments(data, { ...options, parent: this });
  }

  /** Updates embedded documents by `_id`. */
  async updateEmbeddedDocuments(name: string, updates: Record<string, unknown>[], options: OperationOptions = {}) {
    const collection = this.getEmbeddedCollection(name);
    const docs = updates.map((u) => {
      const doc = collection.get(u._id as string);
      if (!doc) throw new Error(`${name} ${String(u._id)} does not exist in ${this.uuid}`);
      return doc;
    });
    return Promise.all(docs.map((doc, i) => doc.update(updates[i]!, options)));
  }

  /** Deletes embedded documents by id. */
  async deleteEmbeddedDocuments(name: string, ids: string[], options: OperationOptions = {}) {
    const collection = this.getEmbeddedCollection(name);
    return Promise.all(ids.map((id) => {
      const doc = collection.get(id);
      if (!doc) throw new Error(`${name} ${id} does not exist in ${this.uuid}`);
      return doc.delete(options);
    }));
  }

  /** The collection holding embedded documents of `name`. */
  getEmbeddedCollection(name: string): Collection<Document> {
    const key = (this.constructor as typeof Document).embedded[name];
    if (!key) throw new Error(`${this.documentName} has no embedded ${name}`);
    return (this as unknown as Record<string, Collection<Document>>)[key]!;
  }

  /** Runs before creation; return false to cancel. */
  _preCreate(_data: Record<string, unknown>, _options: OperationOptions, _user: User | null): boolean | void {}

  /** Runs after creation on every client. */
  _onCreate(_data: Record<string, unknown>, _options: OperationOptions, _userId: string): void {}

  /** Runs before an update; return false to cancel. */
  _preUpdate(_changes: Record<string, unknown>, _options: OperationOptions, _user: User | null): boolean | void {}

  /** Runs after an update on every client. */
  _onUpdate(_changes: Record<string, unknown>, _options: OperationOptions, _userId: string): void {}

  /** Validates the base fields and the system model; returns the clean source. */
  #cleanSource(data: Record<string, unknown>): Record<string, unknown> {
    const cls = this.constructor as typeof Document;
    const failures: Record<string, string> = {};
    const source: Record<string, unknown> = { ...structuredClone(data) };
    source._id ??= randomID();
    if (typeof source.name !== "string" || !source.name.trim()) failures.name = "may not be a blank string";
    const models = world.dataModels[cls.documentName] ?? {};
    source.type ??= Object.keys(models)[0] ?? "base";
    const Model = models[source.type as string];
    if (!Model && !cls.baseTypes.includes(source.type as string)) failures.type = `"${String(source.type)}" is not a valid type`;
    source.flags ??= {};
    source.ownership ??= { default: OWNERSHIP.NONE };
    if (Object.keys(failures).length) throw new DataModelValidationError(failures);
    if (Model) source.system = new Model((source.system ?? {}) as Record<string, unknown>).toObject();
    return source;
  }

  /** Copies source fields onto the instance and builds the system model. */
  #initialize(): void {
    const cls = this.constructor as typeof Document;
    const source = this._source;
    Object.assign(this, { _id: source._id, name: source.name, type: source.type, img: source.img ?? null,
      flags: structuredClone(source.flags), ownership: structuredClone(source.ownership) });
    const Model = world.dataModels[cls.documentName]?.[this.type];
    this.system = (Model ? new Model(source.system as Record<string, unknown>, { parent: this }) : {}) as
      DataModel & Record<string, unknown>;
  }

  /** The embedded collections of this document. */
  #collections(): Collection<Document>[] {
    const cls = this.constructor as typeof Document;
    return Object.values(cls.embedded).map((key) => (this as unknown as Record<string, Collection<Document>>)[key]!);
  }
}

/** The class registered for an embedded document name. */
function embeddedClass(name: string): typeof Document {
  const cls = world.documentClass(name);
  if (!cls) throw new Error(`No document class for ${name}`);
  return cls;
}

/** Where documents of a class are stored: the parent's embedded collection or the world collection. */
function collectionFor(cls: typeof Document, parent: Document | null): Map<string, Document> {
  if (parent) return parent.getEmbeddedCollection(cls.documentName);
  world.collections[cls.documentName] ??= new Collection<Document>();
  return world.collections[cls.documentName]!;
}

/** The error the server returns for a write the user may not make. */
function permissionError(user: User | null, action: string, target: string): Error {
  return new Error(`User ${user?.name ?? "(none)"} lacks permission to ${action} ${target}`);
}
