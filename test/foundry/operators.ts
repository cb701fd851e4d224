import { release } from "./release.js";

/**
 * foundry.data.operators.ForcedDeletion (v14): assigned to a key in an update (`{key: _del}`) it deletes the key.
 * Generation 13 has no operators; there a `-=key` key with the value null deletes `key`.
 */
export class ForcedDeletion {
  /** The singleton v14 exposes as the global `_del`. */
  static readonly instance = new ForcedDeletion();
}

/** True for a plain object (not an array, class instance or null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;
}

/** The key a deletion in `changes` removes, or null when `[key, value]` is no deletion in this generation. */
function deletedKey(key: string, value: unknown): string | null {
  if (release.generation === 14) return value instanceof ForcedDeletion ? key : null;
  return key.startsWith("-=") ? key.slice(2) : null;
}

/** Deep equality of JSON-like values. */
export function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Applies expanded `changes` to a copy of `source`, honouring the generation's deletion operator. */
export function applyChanges(source: Record<string, unknown>, changes: Record<string, unknown>):
Record<string, unknown> {
  return mergeInto(structuredClone(source), changes);
}

/** Applies expanded `changes` to `target` itself (a copy applyChanges made) and returns it. */
function mergeInto(target: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(changes)) {
    const deleted = deletedKey(key, value);
    if (deleted !== null) {
      delete target[deleted];
    } else if (isPlainObject(value)) {
      target[key] = mergeInto(isPlainObject(target[key]) ? target[key] : {}, value);
    } else {
      target[key] = structuredClone(value);
    }
  }
  return target;
}

/** The part of expanded `changes` that differs from `source` (Foundry's diff before an update); {} when none. */
export function diffChanges(source: Record<string, unknown>, changes: Record<string, unknown>):
Record<string, unknown> {
  const diff: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    const deleted = deletedKey(key, value);
    if (deleted !== null) {
      if (deleted in source) diff[key] = value;
    } else if (isPlainObject(value) && isPlainObject(source[key])) {
      const inner = diffChanges(source[key], value);
      if (Object.keys(inner).length) diff[key] = inner;
    } else if (!deepEqual(source[key], value)) {
      diff[key] = value;
    }
  }
  return diff;
}
