import { Collection, randomID } from "./collection.js";
import { expandObject, getProperty, modelSource, type DataModel } from "./data-model.js";
import { DataModelValidationError, SchemaField, type DataField } from "./fields.js";
import { createDocuments, deleteDocuments, updateDocuments } from "./database.js";
import { applyChanges, deepEqual, diffChanges, isPlainObject } from "./operators.js";
import { release } from "./release.js";
import type { User } from "./users.js";
import { OWNERSHIP, embeddedClass, world } from "./world.js";

export { Collection, randomID, OWNERSHIP, world };
export type { OperationRecord } from "./world.js";

/** Options of a database operation. */
export interface OperationOptions {
  parent?: Document | null;
  render?: boolean;
  keepId?: boolean;
  [option: string]: unknown;
}

/** Database actions a permission test is asked about. */
export type Action = "create" | "update" | "delete";

type Source = Record<string, unknown>;
const schemas = new Map<string, SchemaField>();

/**
 * A client document: its type's base fields and a typed `system` model, embedded collections, ownership, and
 * batched create/update/delete that await the pre-hooks, refuse users without permission, never store invalid
 * data and record one database operation per batch.
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
  declare _source: Source;
  parent: Document | null;

  /** Builds the document from source data; throws DataModelValidationError on invalid data. */
  constructor(data: Source, { parent = null }: { parent?: Document | null } = {}) {
    this.parent = parent;
    const cls = this.constructor as typeof Document;
    const own = { ...data };
    for (const key of Object.values(cls.embedded)) delete own[key];
    own._id ??= randomID();
    this._source = this.cleanSource(own);
    this._initializeSource();
    for (const [name, key] of Object.entries(cls.embedded)) {
      const collection = new Collection<Document>();
      for (const entry of (data[key] ?? []) as Source[]) {
        const doc = new (embeddedClass(name))(entry, { parent: this });
        collection.set(doc.id, doc);
      }
      (this as unknown as Record<string, Collection<Document>>)[key] = collection;
    }
  }

  /** The base fields of this document type besides `_id` and `system` (the Base<Document> schema). */
  static defineSchema(): Record<string, DataField> {
    return {};
  }

  /** The base schema, built once per class and generation. */
  static get baseSchema(): SchemaField {
    const key = `${this.documentName}@${release.generation}`;
    let schema = schemas.get(key);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      schemas.set(key, schema);
    }
    return schema;
  }

  /**
   * DataModel#schema: the schema of this document's fields (the base schema; its `system` model's fields are the
   * model's own `schema`).
   */
  get schema(): SchemaField {
    return (this.constructor as typeof Document).baseSchema;
  }

  /** The class CONFIG registers for this document name (Document.implementation). */
  static get implementation(): typeof Document {
    return world.documentClass(this.documentName) ?? this;
  }

  /** The id. */
  get id(): string {
    return this._id;
  }

  /** A UUID that names the document and its parents. */
  get uuid(): string {
    const own = `${this.documentName}.${this._id}`;
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
    return this.ownership?.[user.id] ?? this.ownership?.default ?? OWNERSHIP.NONE;
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

  /**
   * True when `user` may make this database change (the type's permission rule). By default creating a world
   * document needs the ASSISTANT role, an embedded one the right to update the parent; updating and deleting
   * need OWNER.
   */
  canUserModify(user: User | null, action: Action = "update", _data: Source = {}): boolean {
    if (!user) return false;
    if (action === "create") return this.parent ? this.parent.canUserModify(user, "update") : user.isGM;
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
    this._initializeSource();
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
  toObject(): Source {
    const data = structuredClone(this._source);
    const cls = this.constructor as typeof Document;
    for (const key of Object.values(cls.embedded)) {
      data[key] = (this as unknown as Record<string, Collection<Document>>)[key]!.map((d) => d.toObject());
    }
    return data;
  }

  /** Changes the source in place, cleaned and validated, without a database write (DataModel#updateSource). */
  updateSource(changes: Source): Source {
    const expanded = expandObject(changes);
    this._source = this.cleanSource(applyChanges(this._source, expanded));
    this._initializeSource();
    return expanded;
  }

  /** Creates one document in the world or in `options.parent`. */
  static async create(data: Source, options: OperationOptions = {}): Promise<Document | undefined> {
    return (await this.createDocuments([data], options))[0];
  }

  /** Creates documents in one database operation (see database.ts for what Foundry does). */
  static async createDocuments(data: Source[], options: OperationOptions = {}): Promise<Document[]> {
    return createDocuments(this, data, options);
  }

  /** Updates documents by `_id` in one database operation. */
  static async updateDocuments(updates: Source[], options: OperationOptions = {}): Promise<Document[]> {
    return updateDocuments(this, updates, options);
  }

  /** Deletes documents by id in one database operation. */
  static async deleteDocuments(ids: string[], options: OperationOptions = {}): Promise<Document[]> {
    return deleteDocuments(this, ids, options);
  }

  /** Updates this document; invalid changes throw and nothing is written. */
  async update(changes: Source, options: OperationOptions = {}): Promise<this> {
    const cls = this.constructor as typeof Document;
    await cls.updateDocuments([{ ...changes, _id: this.id }], { ...options, parent: this.parent });
    return this;
  }

  /** Deletes this document. */
  async delete(options: OperationOptions = {}): Promise<this> {
    const cls = this.constructor as typeof Document;
    await cls.deleteDocuments([this.id], { ...options, parent: this.parent });
    return this;
  }

  /** Creates embedded documents of `name` (e.g. "Item") in this document, in one operation. */
  async createEmbeddedDocuments(name: string, data: Source[], options: OperationOptions = {}) {
    return embeddedClass(name).createDocuments(data, { ...options, parent: this });
  }

  /** Updates embedded documents by `_id`, in one operation. */
  async updateEmbeddedDocuments(name: string, updates: Source[], options: OperationOptions = {}) {
    this.getEmbeddedCollection(name);
    return embeddedClass(name).updateDocuments(updates, { ...options, parent: this });
  }

  /** Deletes embedded documents by id, in one operation. */
  async deleteEmbeddedDocuments(name: string, ids: string[], options: OperationOptions = {}) {
    this.getEmbeddedCollection(name);
    return embeddedClass(name).deleteDocuments(ids, { ...options, parent: this });
  }

  /** The collection holding embedded documents of `name`. */
  getEmbeddedCollection(name: string): Collection<Document> {
    const key = (this.constructor as typeof Document).embedded[name];
    if (!key) throw new Error(`${this.documentName} has no embedded ${name}`);
    return (this as unknown as Record<string, Collection<Document>>)[key]!;
  }

  /** Fills source values the server sets on creation (none by default). */
  _initializeCreation(): void {}

  /** Runs (awaited) before creation and calls the system model's; return false to cancel. */
  async _preCreate(data: Source, options: OperationOptions, user: User | null): Promise<boolean | void> {
    return callSystem(this, "_preCreate", data, options, user) as Promise<boolean | void>;
  }

  /** Runs after creation on every client and calls the system model's. */
  _onCreate(data: Source, options: OperationOptions, userId: string): void {
    callSystem(this, "_onCreate", data, options, userId);
  }

  /** Runs (awaited) before an update and calls the system model's; return false to cancel. */
  async _preUpdate(changes: Source, options: OperationOptions, user: User | null): Promise<boolean | void> {
    return callSystem(this, "_preUpdate", changes, options, user) as Promise<boolean | void>;
  }

  /** Runs after an update on every client and calls the system model's. */
  _onUpdate(changed: Source, options: OperationOptions, userId: string): void {
    callSystem(this, "_onUpdate", changed, options, userId);
  }

  /** Runs (awaited) before deletion and calls the system model's; return false to cancel. */
  async _preDelete(options: OperationOptions, user: User | null): Promise<boolean | void> {
    return callSystem(this, "_preDelete", options, user) as Promise<boolean | void>;
  }

  /** Runs after deletion on every client and calls the system model's. */
  _onDelete(options: OperationOptions, userId: string): void {
    callSystem(this, "_onDelete", options, userId);
  }

  /** Cleans and validates source data against the base schema and the type's system model. */
  cleanSource(data: Source): Source {
    const cls = this.constructor as typeof Document;
    const { system, _id, ...rest } = data;
    const source = cls.baseSchema.clean(rest) as Source;
    const failures = cls.baseSchema.validate(source);
    const Model = world.dataModels[cls.documentName]?.[source.type as string];
    if (!failures.type && "type" in cls.baseSchema.fields && !Model && !cls.baseTypes.includes(source.type as string)) {
      failures.type = `"${String(source.type)}" is not a valid type for the ${cls.documentName} Document class`;
    }
    if (Object.keys(failures).length) throw new DataModelValidationError(failures);
    const cleanSystem = Model ? modelSource(Model, (system ?? {}) as Source) : isPlainObject(system) ? system : {};
    return { _id, ...source, system: cleanSystem };
  }

  /** The part of `changes` that would change the stored source, or null when nothing would; throws when invalid. */
  _diff(changes: Source): Source | null {
    const next = this.cleanSource(applyChanges(this._source, changes));
    if (deepEqual(next, this._source)) return null;
    const diff = diffChanges(this._source, changes);
    return Object.keys(diff).length ? diff : null;
  }

  /** Copies the initialized source fields onto the instance and builds the system model. */
  _initializeSource(): void {
    const cls = this.constructor as typeof Document;
    const { system, ...source } = structuredClone(this._source);
    const values = { ...source, ...(cls.baseSchema.initialize(source) as Source) };
    for (const [key, value] of Object.entries(values)) {
      Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
    }
    const Model = world.dataModels[cls.documentName]?.[this.type];
    this.system = (Model ? new Model(system as Source, { parent: this }) : system) as DataModel & Source;
  }

  /** The embedded collections of this document. */
  #collections(): Collection<Document>[] {
    const cls = this.constructor as typeof Document;
    return Object.values(cls.embedded).map((key) => (this as unknown as Record<string, Collection<Document>>)[key]!);
  }
}

/** Calls the system model's lifecycle method `name` when it has one (TypeDataModel#_preCreate …). */
function callSystem(doc: Document, name: string, ...args: unknown[]): unknown {
  const method = (doc.system as Record<string, unknown> | undefined)?.[name];
  return typeof method === "function" ? (method as (...a: unknown[]) => unknown).call(doc.system, ...args) : undefined;
}
