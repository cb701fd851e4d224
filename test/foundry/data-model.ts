import { DataModelValidationError, SchemaField, type DataField } from "./fields.js";
import { isPlainObject } from "./operators.js";

/** Options a DataModel is constructed with. */
export interface DataModelOptions {
  parent?: unknown;
  strict?: boolean;
}

/**
 * Sets a value at a dotted path, creating objects on the way; a path through `__proto__` sets nothing (it would reach
 * an object's prototype, never data: contract/utils.test.ts).
 */
export function setProperty(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  if (parts.includes("__proto__")) return;
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node[part] !== "object" || node[part] === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}

/** Reads a value at a dotted path. */
export function getProperty(target: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], target);
}

/** Turns `{"a.b": 1}` into `{a: {b: 1}}` (foundry.utils.expandObject). */
export function expandObject(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const expanded = isPlainObject(value) ? expandObject(value) : value;
    setProperty(out, key, expanded);
  }
  return out;
}

/** Copies plain objects and arrays deeply; functions, class instances and other values are kept as they are. */
export function deepClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepClone) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepClone(v)])) as T;
  }
  return value;
}

/** Deep-merges `changes` into a copy of `original` (foundry.utils.mergeObject with its default options). */
export function mergeObject<T extends object>(original: T, changes: object): T {
  const out = deepClone(original) as Record<string, unknown>;
  for (const [key, value] of Object.entries(expandObject(changes as Record<string, unknown>))) {
    const current = out[key];
    const bothObjects = value && typeof value === "object" && !Array.isArray(value)
      && current && typeof current === "object" && !Array.isArray(current);
    out[key] = bothObjects ? mergeObject(current as object, value as object) : value;
  }
  return out as T;
}

/** foundry.abstract.DataModel: a schema, its validated `_source`, and fields initialized onto the instance. */
export class DataModel {
  declare _source: Record<string, unknown>;
  declare parent: unknown;
  static #schemas = new WeakMap<typeof DataModel, SchemaField>();

  /** Cleans, migrates and validates `data`; throws DataModelValidationError when it is invalid. */
  constructor(data: Record<string, unknown> = {}, { parent = null }: DataModelOptions = {}) {
    const cls = this.constructor as typeof DataModel;
    Object.defineProperty(this, "parent", { value: parent, writable: true, enumerable: false });
    Object.defineProperty(this, "_source", { value: modelSource(cls, data), writable: true, enumerable: false });
    this._initialize();
  }

  /** The fields of this model (override in subclasses). */
  static defineSchema(): Record<string, DataField> {
    return {};
  }

  /** The model's schema, built once per class. */
  static get schema(): SchemaField {
    let schema = DataModel.#schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      DataModel.#schemas.set(this, schema);
    }
    return schema;
  }

  /** The schema of this instance's class. */
  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  /** Migrates old source data before it is cleaned (override in subclasses). */
  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  /** Validates a (partial) change; returns the failures, empty when valid. */
  static validateChanges(changes: Record<string, unknown>): Record<string, string> {
    return this.schema.validate(this.schema.clean(changes, { partial: true }), { partial: true });
  }

  /** Applies changes to `_source` after validating the merged result, then re-initializes. */
  updateSource(changes: Record<string, unknown>): Record<string, unknown> {
    const cls = this.constructor as typeof DataModel;
    const merged = mergeObject(this._source, changes);
    const source = cls.schema.clean(merged) as Record<string, unknown>;
    assertValid(cls.schema, source);
    this._source = source;
    this._initialize();
    return expandObject(changes);
  }

  /** A plain copy of the source data. */
  toObject(): Record<string, unknown> {
    return structuredClone(this._source);
  }

  /** Copies the initialized source fields onto the instance. */
  protected _initialize(): void {
    const values = this.schema.initialize(structuredClone(this._source), this) as Record<string, unknown>;
    for (const [key, value] of Object.entries(values)) {
      Object.defineProperty(this, key, { value, writable: true, enumerable: true,
        configurable: true });
    }
  }
}

/**
 * The source a model of class `cls` would hold for `data`: a migrated, cleaned copy, validated (throws
 * DataModelValidationError when invalid). A document validates its `system` this way without building the model.
 */
export function modelSource(cls: typeof DataModel, data: Record<string, unknown>): Record<string, unknown> {
  const source = cls.schema.clean(cls.migrateData(structuredClone(data))) as Record<string, unknown>;
  assertValid(cls.schema, source);
  return source;
}

/** Throws when a full source fails validation against `schema`. */
function assertValid(schema: SchemaField, source: Record<string, unknown>): void {
  const failures = schema.validate(source);
  if (Object.keys(failures).length) throw new DataModelValidationError(failures);
}

/** foundry.abstract.TypeDataModel: the `system` of a document subtype, with data preparation hooks. */
export class TypeDataModel extends DataModel {
  /** Prefixes whose `.FIELDS.<path>.{label,hint}` keys label this model's fields. */
  static LOCALIZATION_PREFIXES: string[] = [];

  /** Called before embedded documents are prepared. */
  prepareBaseData(): void {}

  /** Called after embedded documents are prepared. */
  prepareDerivedData(): void {}

  /** Called (awaited) before the parent document is created; return false to cancel the creation. */
  async _preCreate(_data: Record<string, unknown>, _options: object, _user: unknown): Promise<boolean | void> {}

  /** Called after the parent document is created. */
  _onCreate(_data: Record<string, unknown>, _options: object, _userId: string): void {}

  /** Called (awaited) before the parent document is updated; return false to cancel the update. */
  async _preUpdate(_changes: Record<string, unknown>, _options: object, _user: unknown): Promise<boolean | void> {}

  /** Called after the parent document is updated. */
  _onUpdate(_changed: Record<string, unknown>, _options: object, _userId: string): void {}

  /** Called (awaited) before the parent document is deleted; return false to cancel the deletion. */
  async _preDelete(_options: object, _user: unknown): Promise<boolean | void> {}

  /** Called after the parent document is deleted. */
  _onDelete(_options: object, _userId: string): void {}
}
