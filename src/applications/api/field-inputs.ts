/** Inputs built from a data model's schema and its stored source, so no derived value is ever bound to an input. */

/** A field with sub-fields, as Foundry's SchemaField exposes them. */
interface FieldTree {
  fields?: Record<string, FieldTree>;
}

/** What `{{formInput}}` needs for one input: the schema field, the input's name and id, and the stored value. */
export interface FieldInput {
  field: unknown;
  name: string;
  id: string;
  value: unknown;
}

/** Builds the input of a system path (e.g. "hp.value"). */
export type InputFor = (path: string) => FieldInput;

/** The field at a dotted path of a schema's fields, or undefined when the schema does not declare it. */
export function fieldAt(fields: Record<string, unknown>, path: string): unknown {
  let field: FieldTree | undefined = { fields: fields as Record<string, FieldTree> };
  for (const key of path.split(".")) field = field?.fields && Object.hasOwn(field.fields, key) ? field.fields[key] : undefined;
  return field;
}

/** The value at a dotted path of plain data. */
export function valueAt(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((v, key) => (v as Record<string, unknown> | null | undefined)?.[key], data);
}

/** An input factory over a model's schema fields and stored source; names are `system.<path>`. */
export function systemInputs(fields: Record<string, unknown>, source: unknown, idPrefix: string): InputFor {
  return (path) => ({ field: fieldAt(fields, path), name: `system.${path}`, id: `${idPrefix}-${path.replaceAll(".", "-")}`,
    value: valueAt(source, path) });
}
