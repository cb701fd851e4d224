/** Lang keys and data that let the Foundry layer localize a rules input error. */
export interface LocalizableError {
  readonly key: string;
  readonly data: Record<string, string | number>;
}

/** A number outside what a rule accepts (NaN, infinite, fractional, out of range); names the field. */
export class RulesRangeError extends RangeError implements LocalizableError {
  override name = "RulesRangeError";
  /** Creates the error for `field` with a localizable key. */
  constructor(readonly key: string, readonly data: Record<string, string | number>, message: string) {
    super(message);
  }
}

/** A value of the wrong kind (unknown mode, unknown preset, duplicate id); names the field. */
export class RulesTypeError extends TypeError implements LocalizableError {
  override name = "RulesTypeError";
  /** Creates the error for `field` with a localizable key. */
  constructor(readonly key: string, readonly data: Record<string, string | number>, message: string) {
    super(message);
  }
}

/** Bounds a numeric check may add. */
export interface Bounds {
  min?: number;
  max?: number;
}

/** Throws unless `value` is a finite number within the bounds; returns it. */
export function requireFinite(field: string, value: unknown, bounds: Bounds = {}): number {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RulesRangeError("FRAY.ERROR.NotFinite", { field, value: String(value) },
      `${field} must be a finite number, got ${String(value)}`);
  }
  checkBounds(field, value, bounds);
  return value;
}

/** Throws unless `value` is an integer within the bounds; returns it. */
export function requireInteger(field: string, value: unknown, bounds: Bounds = {}): number {
  requireFinite(field, value);
  if (!Number.isInteger(value)) {
    throw new RulesRangeError("FRAY.ERROR.NotInteger", { field, value: String(value) },
      `${field} must be a whole number, got ${String(value)}`);
  }
  checkBounds(field, value as number, bounds);
  return value as number;
}

/** Throws unless `value` is one of `allowed`; returns it narrowed. */
export function requireOneOf<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw new RulesTypeError("FRAY.ERROR.NotOneOf", { field, value: String(value), allowed: allowed.join(", ") },
      `${field} must be one of ${allowed.join(", ")}, got ${String(value)}`);
  }
  return value as T;
}

/** Throws unless `value` is a non-null object (a record the rules read fields from). */
export function requireRecord(field: string, value: unknown): void {
  if (typeof value !== "object" || value === null) {
    throw new RulesTypeError("FRAY.ERROR.NotRecord", { field, value: String(value) },
      `${field} must be an object, got ${String(value)}`);
  }
}

/** Throws unless `value` is an array; returns it. */
export function requireList<T>(field: string, value: readonly T[]): readonly T[] {
  if (!Array.isArray(value)) {
    throw new RulesTypeError("FRAY.ERROR.NotList", { field, value: String(value) }, `${field} must be a list`);
  }
  return value;
}

/** Throws when a bound is broken. */
function checkBounds(field: string, value: number, { min, max }: Bounds): void {
  if (min !== undefined && value < min) {
    throw new RulesRangeError("FRAY.ERROR.BelowMin", { field, value, min },
      `${field} must be at least ${min}, got ${value}`);
  }
  if (max !== undefined && value > max) {
    throw new RulesRangeError("FRAY.ERROR.AboveMax", { field, value, max },
      `${field} must be at most ${max}, got ${value}`);
  }
}
