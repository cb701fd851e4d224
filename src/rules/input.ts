import { RulesTypeError } from "./validate.js";

/** Throws unless `value` is a non-empty string; returns it. */
export function requireText(field: string, value: unknown): string {
  if (typeof value !== "string" || value === "") {
    throw new RulesTypeError("FRAY.RULES.Turns.NotText", { field, value: String(value) },
      `${field} must be a non-empty string, got ${String(value)}`);
  }
  return value;
}

/** Throws unless `value` is true, false or undefined; returns it as a boolean (undefined = false). */
export function requireFlag(field: string, value: unknown): boolean {
  if (value !== undefined && typeof value !== "boolean") {
    throw new RulesTypeError("FRAY.RULES.Turns.NotFlag", { field, value: String(value) },
      `${field} must be true or false, got ${String(value)}`);
  }
  return value === true;
}

/** Throws when two items share an id; `field` names the list. */
export function requireUniqueIds(field: string, items: readonly { id: string }[]): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      throw new RulesTypeError("FRAY.RULES.Turns.DuplicateId", { field: `${field}[${index}].id`, id: item.id },
        `${field}[${index}].id repeats the id ${item.id}`);
    }
    seen.add(item.id);
  });
}

/** Throws unless `id` is one of `ids`; returns its index. */
export function requireKnownId(field: string, id: unknown, ids: readonly string[]): number {
  const index = ids.indexOf(requireText(field, id));
  if (index < 0) {
    throw new RulesTypeError("FRAY.RULES.Turns.UnknownId", { field, id: String(id) },
      `${field} names no one in the order: ${String(id)}`);
  }
  return index;
}
