/**
 * foundry.data.fields as Foundry's API documentation describes them: `clean` casts and fills initial values,
 * `validate` reports failures that make a document write fail. Only the fields Fray uses.
 */
export { DataModelValidationError } from "./validation-error.js";

/** Options every DataField accepts (DataFieldOptions). */
export interface DataFieldOptions {
  required?: boolean;
  nullable?: boolean;
  initial?: unknown;
  readonly?: boolean;
  gmOnly?: boolean;
  label?: string;
  hint?: string;
  validate?: (value: unknown) => boolean | void;
  validationError?: string;
  [option: string]: unknown;
}

/** Base of every field: required/nullable/initial handling and the validation chain. */
export class DataField {
  declare required: boolean;
  declare nullable: boolean;
  declare initial: unknown;
  declare label: string;
  declare hint: string;
  declare options: DataFieldOptions;
  name = "";
  parent: DataField | null = null;

  /** Creates the field; options default as Foundry documents them. */
  constructor(options: DataFieldOptions = {}) {
    const merged = { ...(this.constructor as typeof DataField).defaults, ...options };
    Object.assign(this, merged);
    this.options = merged;
  }

  /** Default options of this field class. */
  static get defaults(): DataFieldOptions {
    return { required: false, nullable: false, initial: undefined, label: "", hint: "" };
  }

  /** The dotted path of this field within its schema. */
  get fieldPath(): string {
    const parentPath = this.parent?.fieldPath;
    return parentPath ? `${parentPath}.${this.name}` : this.name;
  }

  /** The initial value, calling `initial` when it is a function. */
  getInitialValue(data?: unknown): unknown {
    const initial = typeof this.initial === "function" ? (this.initial as (d: unknown) => unknown)(data) : this.initial;
    return structuredClone(initial);
  }

  /** Casts a value toward this field's type and fills the initial value when missing. */
  clean(value: unknown, options: { partial?: boolean } = {}): unknown {
    if (value === undefined) return options.partial ? undefined : this.getInitialValue();
    if (value === null) return this.nullable ? null : this.getInitialValue() ?? null;
    return this.cleanType(this.cast(value), options);
  }

  /** Returns failure messages keyed by path ("" for this field itself); empty when valid. */
  validate(value: unknown, options: { partial?: boolean } = {}): Record<string, string> {
    if (value === undefined) {
      return this.required && !options.partial ? { [this.fieldPath]: "may not be undefined" } : {};
    }
    if (value === null) return this.nullable ? {} : { [this.fieldPath]: "may not be null" };
    const message = this.validateType(value, options);
    if (typeof message === "string") return { [this.fieldPath]: message };
    if (message) return message;
    if (this.options.validate && this.options.validate(value) === false) {
      return { [this.fieldPath]: this.options.validationError ?? "is not valid" };
    }
    return {};
  }

  /** Converts raw input to this field's type. */
  protected cast(value: unknown): unknown {
    return value;
  }

  /** Cleans an already cast value (subfields, sets …). */
  protected cleanType(value: unknown, _options: { partial?: boolean }): unknown {
    return value;
  }

  /** Checks the type; returns a message, a map of nested failures, or nothing. */
  protected validateType(_value: unknown, _options: { partial?: boolean }): string | Record<string, string> | void {
    return undefined;
  }

  /** Turns a source value into the value models expose (Sets for SetField, models for EmbeddedDataField). */
  initialize(value: unknown, _model?: unknown): unknown {
    return value;
  }
}

/** Resolves a `choices` option (object, array or function) to the allowed keys. */
function choiceKeys(choices: unknown): string[] | null {
  const resolved = typeof choices === "function" ? (choices as () => unknown)() : choices;
  if (!resolved) return null;
  return Array.isArray(resolved) ? resolved.map(String) : Object.keys(resolved as object);
}

/** A number, optionally integer, bounded, positive, stepped or from choices. */
export class NumberField extends DataField {
  declare integer?: boolean;
  declare min?: number;
  declare max?: number;
  declare positive?: boolean;
  declare step?: number;
  declare choices?: unknown;

  /** Number fields are nullable by default, as Foundry documents. */
  static override get defaults(): DataFieldOptions {
    return { ...super.defaults, initial: null, nullable: true };
  }

  /**
   * An empty string is no value, cleaned as null is (null when nullable, else the initial value: foundryvtt-dcc/dcc
   * #887 checked against a live Foundry that `update({x: ""})` and `update({x: null})` on a non-nullable
   * NumberField with initial 0 both store 0); other strings become numbers.
   */
  override clean(value: unknown, options: { partial?: boolean } = {}): unknown {
    return super.clean(value === "" ? null : value, options);
  }

  /** Strings become numbers. */
  protected override cast(value: unknown): unknown {
    return typeof value === "string" ? Number(value) : value;
  }

  /**
   * NumberField#_cleanType: a finite number is rounded for an integer field, clamped to `min` and `max`, and
   * snapped to `step` counted from `min` (or 0) — before validation, so out-of-range input is cleaned, not refused.
   */
  protected override cleanType(value: unknown): unknown {
    if (typeof value !== "number" || !Number.isFinite(value)) return value;
    let clean = this.integer ? Math.round(value) : value;
    if (this.min !== undefined) clean = Math.max(clean, this.min);
    if (this.max !== undefined) clean = Math.min(clean, this.max);
    if (this.step) {
      const base = this.min ?? 0;
      clean = base + Math.round((clean - base) / this.step) * this.step;
      clean = Number(clean.toFixed(10));
      if (this.max !== undefined && clean > this.max) clean -= this.step;
    }
    return clean;
  }

  /** Rejects what cleaning could not fix: non-numbers, NaN, infinities, non-positive `positive` values, choices. */
  protected override validateType(value: unknown): string | void {
    if (typeof value !== "number") return "must be a number";
    if (Number.isNaN(value)) return "may not be NaN";
    if (!Number.isFinite(value)) return "must be finite";
    if (this.integer && !Number.isInteger(value)) return "must be an integer";
    if (this.min !== undefined && value < this.min) return `must be at least ${this.min}`;
    if (this.max !== undefined && value > this.max) return `must be at most ${this.max}`;
    if (this.positive && value <= 0) return "must be positive";
    const keys = choiceKeys(this.choices);
    if (keys && !keys.includes(String(value))) return `must be one of ${keys.join(", ")}`;
  }
}

/** A string, optionally from choices; blank strings allowed unless `blank: false`. */
export class StringField extends DataField {
  declare blank: boolean;
  declare trim: boolean;
  declare choices?: unknown;

  /** Defaults from Foundry's StringField documentation. */
  static override get defaults(): DataFieldOptions {
    return { ...super.defaults, blank: true, trim: true, initial: undefined };
  }

  /** Required blank-allowing strings start empty. */
  override getInitialValue(data?: unknown): unknown {
    const initial = super.getInitialValue(data);
    if (initial === undefined && this.required && this.blank) return "";
    return initial;
  }

  /** Everything becomes a (trimmed) string. */
  protected override cast(value: unknown): unknown {
    const text = String(value);
    return this.trim ? text.trim() : text;
  }

  /** Rejects blanks when not allowed and values outside `choices`. */
  protected override validateType(value: unknown): string | void {
    if (typeof value !== "string") return "must be a string";
    if (!this.blank && value === "") return "may not be a blank string";
    const keys = choiceKeys(this.choices);
    if (keys && !(this.blank && value === "") && !keys.includes(value)) return `must be one of ${keys.join(", ")}`;
  }
}

/** Rich text. */
export class HTMLField extends StringField {}

/** A JSON string; any other value is stored as its JSON (a Roll through its toJSON). */
export class JSONField extends StringField {
  /** JSON fields hold non-blank strings. */
  static override get defaults(): DataFieldOptions {
    return { ...super.defaults, blank: false, required: true };
  }

  /** Non-strings become their JSON. */
  protected override cast(value: unknown): unknown {
    return typeof value === "string" ? value : JSON.stringify(value);
  }

  /** Requires parseable JSON. */
  protected override validateType(value: unknown): string | void {
    const failure = super.validateType(value);
    if (failure) return failure;
    try {
      JSON.parse(value as string);
    } catch {
      return "must be a valid JSON string";
    }
  }
}

/** A path to a file. */
export class FilePathField extends StringField {}

/**
 * foundry.data.fields.ColorField: a colour stored as a "#rrggbb" hex string (foundryvtt.com/api/v13 ColorField);
 * blank is not allowed, and anything else is refused.
 */
export class ColorField extends StringField {
  /** Colours are nullable and never blank. */
  static override get defaults(): DataFieldOptions {
    return { ...super.defaults, nullable: true, initial: null, blank: false };
  }

  /** Requires six hex digits after "#". */
  protected override validateType(value: unknown): string | void {
    const failure = super.validateType(value);
    if (failure) return failure;
    if (!/^#[0-9a-f]{6}$/i.test(value as string)) return "must be a valid color string";
  }
}

/** A document UUID. */
export class DocumentUUIDField extends StringField {}

/** true or false. */
export class BooleanField extends DataField {
  /** Boolean fields are required and start false. */
  static override get defaults(): DataFieldOptions {
    return { ...super.defaults, required: true, initial: false };
  }

  /** Casts "true"/"false" strings and other values to booleans. */
  protected override cast(value: unknown): unknown {
    if (value === "false") return false;
    return Boolean(value);
  }

  /** Requires a boolean. */
  protected override validateType(value: unknown): string | void {
    if (typeof value !== "boolean") return "must be a boolean";
  }
}

/** Any plain object. */
export class ObjectField extends DataField {
  /** Object fields are required and start empty. */
  static override get defaults(): DataFieldOptions {
    return { ...super.defaults, required: true, initial: () => ({}) };
  }

  /** Requires a non-array object. */
  protected override validateType(value: unknown): string | void {
    if (typeof value !== "object" || Array.isArray(value)) return "must be an object";
  }
}

/** A fixed set of named subfields. */
export class SchemaField extends DataField {
  readonly fields: Record<string, DataField>;

  /** Creates the schema and names its subfields. */
  constructor(fields: Record<string, DataField>, options: DataFieldOptions = {}) {
    super(options);
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) {
      field.name = name;
      field.parent = this;
    }
  }

  /** Schemas are required and start as their subfields' initial values. */
  static override get defaults(): DataFieldOptions {
    return { ...super.defaults, required: true, initial: undefined };
  }

  /** The subfields' initial values. */
  override getInitialValue(data?: unknown): unknown {
    return Object.fromEntries(Object.entries(this.fields).map(([k, f]) => [k, f.getInitialValue(data)]));
  }

  /** The subfield at a dotted path, or undefined. */
  getField(path: string): DataField | undefined {
    const [head, ...rest] = path.split(".");
    const field = this.fields[head!];
    if (!rest.length || !field) return field;
    return field instanceof SchemaField ? field.getField(rest.join(".")) : undefined;
  }

  /** Cleans each subfield; unknown keys are dropped. */
  protected override cleanType(value: unknown, options: { partial?: boolean }): unknown {
    if (typeof value !== "object" || value === null) return value;
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(this.fields)) {
      if (options.partial && !(key in source)) continue;
      out[key] = field.clean(source[key], options);
    }
    return out;
  }

  /** Validates each subfield and gathers their failures. */
  protected override validateType(value: unknown, options: { partial?: boolean }): string | Record<string, string> {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return "must be an object";
    const source = value as Record<string, unknown>;
    const failures: Record<string, string> = {};
    for (const [key, field] of Object.entries(this.fields)) {
      if (options.partial && !(key in source)) continue;
      Object.assign(failures, field.validate(source[key], options));
    }
    return failures;
  }

  /** Initializes each subfield. */
  override initialize(value: unknown, model?: unknown): unknown {
    if (typeof value !== "object" || value === null) return value;
    const source = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(this.fields).map(([k, f]) => [k, f.initialize(source[k], model)]));
  }
}

/** An ordered list of one element field. */
export class ArrayField extends DataField {
  /** Creates the list field around its element field. */
  constructor(readonly element: DataField, options: DataFieldOptions = {}) {
    super(options);
    element.parent = this;
  }

  /** Arrays are required and start empty. */
  static override get defaults(): DataFieldOptions {
    return { ...super.defaults, required: true, initial: () => [] };
  }

  /** Sets and single values become arrays. */
  protected override cast(value: unknown): unknown {
    if (value instanceof Set) return [...value];
    return Array.isArray(value) ? value : [value];
  }

  /** Cleans each element. */
  protected override cleanType(value: unknown): unknown {
    return (value as unknown[]).map((v) => this.element.clean(v));
  }

  /** Validates each element, reporting its index. */
  protected override validateType(value: unknown): string | Record<string, string> {
    if (!Array.isArray(value)) return "must be an array";
    const failures: Record<string, string> = {};
    value.forEach((v, i) => {
      for (const [path, message] of Object.entries(this.element.validate(v))) {
        failures[`${this.fieldPath}.${i}${path.slice(this.element.fieldPath.length)}`] = message;
      }
    });
    return failures;
  }
}

/** A set of unique values, stored as an array and exposed as a Set. */
export class SetField extends ArrayField {
  /** Drops duplicates while cleaning. */
  protected override cleanType(value: unknown): unknown {
    return [...new Set(super.cleanType(value) as unknown[])];
  }

  /** Exposes the stored array as a Set. */
  override initialize(value: unknown): unknown {
    return new Set(value as unknown[]);
  }
}

/** A string-keyed dictionary of one element field. */
export class TypedObjectField extends DataField {
  /** Creates the dictionary around its element field. */
  constructor(readonly element: DataField, options: DataFieldOptions = {}) {
    super(options);
    element.parent = this;
  }

  /** Dictionaries are required and start empty. */
  static override get defaults(): DataFieldOptions {
    return { ...super.defaults, required: true, initial: () => ({}) };
  }

  /** Cleans each entry. */
  protected override cleanType(value: unknown): unknown {
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.element.clean(v)]));
  }

  /** Validates each entry, reporting its key. */
  protected override validateType(value: unknown): string | Record<string, string> {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return "must be an object";
    const failures: Record<string, string> = {};
    for (const [key, v] of Object.entries(value)) {
      for (const [, message] of Object.entries(this.element.validate(v))) failures[`${this.fieldPath}.${key}`] = message;
    }
    return failures;
  }
}
