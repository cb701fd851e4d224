import { fieldAt, valueAt } from "./field-inputs.js";
import { noticeText } from "../../documents/notice-text.js";

/** A schema field as the submit check reads it. */
interface CheckedField {
  /** The lang key of its label, which a refusal names. */
  label?: string;
  /** Whether it takes null, which a cleared input submits. */
  nullable?: boolean;
}

/** The document a sheet submits to, as the check needs it. */
interface Submitted {
  _source: object;
  system: unknown;
  schema: { fields: Record<string, unknown> };
  update(changes: object): Promise<unknown>;
}

/** A schema field, with its sub-fields when it has them. */
interface FieldTree {
  fields?: Record<string, unknown>;
}

/** A plain object of submitted data (not an array, not null). */
const isPlainData = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The submitted data that names fields of `fields`, as dotted keys (nested or dotted form data alike): a key that
 * names no field is dropped, and so are the document's own `_id` and `_stats` and a free-form object field (flags,
 * ownership), which no sheet input edits.
 */
function fieldData(fields: Record<string, unknown>, data: Record<string, unknown>, prefix = ""):
Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const field = key.startsWith("_") ? undefined : fieldAt(fields, key) as FieldTree | undefined;
    if (!field || field instanceof foundry.data.fields.ObjectField) continue;
    if (field.fields && isPlainData(value)) Object.assign(kept, fieldData(field.fields, value, `${prefix}${key}.`));
    else kept[`${prefix}${key}`] = value;
  }
  return kept;
}

/**
 * What of a sheet's submission the document's schema declares: its own fields, and under `system` its model's
 * fields; anything else a form was made to send (a forged input, a flag) is dropped.
 */
function schemaData(document: Submitted, submitData: Record<string, unknown>): Record<string, unknown> {
  const system = (document.system as { schema?: { fields?: Record<string, unknown> } }).schema?.fields ?? {};
  return fieldData({ ...document.schema.fields, system: { fields: system } }, submitData);
}

/** The schema field a form key (e.g. "system.level") names, if it names a system field. */
function systemField(document: Submitted, key: string): CheckedField | undefined {
  if (!key.startsWith("system.")) return undefined;
  const fields = (document.system as { schema?: { fields?: Record<string, unknown> } }).schema?.fields ?? {};
  return fieldAt(fields, key.slice("system.".length)) as CheckedField | undefined;
}

/** The localized label of the field a form key names, else the key itself. */
function fieldLabel(document: Submitted, key: string): string {
  const label = systemField(document, key)?.label;
  return label ? game.i18n.localize(label) : key;
}

/** True for a number field that may not be null (a cleared input would otherwise become a default or an error). */
function isRequiredNumber(document: Submitted, key: string): boolean {
  const field = systemField(document, key);
  return field instanceof foundry.data.fields.NumberField && !field.nullable;
}

/**
 * Writes a sheet's submitted data (only what the schema declares) to its document, or refuses it with a localized
 * warning that names the field: a cleared number field is refused (never silently turned into a default), and data
 * Foundry can't clean is not written. Returns false when refused, so the sheet re-renders to show the stored value
 * again.
 */
export async function updateFromSheet(document: Submitted, submitted: Record<string, unknown>): Promise<boolean> {
  const submitData = schemaData(document, submitted);
  const cleared = Object.keys(submitData).filter((key) => submitData[key] === null && isRequiredNumber(document, key));
  if (cleared.length) {
    for (const key of cleared) {
      ui.notifications?.warn(noticeText("FRAY.SHEET.invalid.number", { field: fieldLabel(document, key) }));
    }
    return false;
  }
  try {
    await document.update(submitData);
    return true;
  } catch (error) {
    // Only a validation failure of the data (it has getAllFailures) is a refusal; anything else is a bug to surface.
    if (!(error instanceof Error) || !("getAllFailures" in error)) throw error;
    // The failure names no field the user knows, so name the fields this submit changed (else all it sent).
    const changed = Object.keys(submitData).filter((key) => submitData[key] !== valueAt(document._source, key));
    const field = (changed.length ? changed : Object.keys(submitData)).map((key) => fieldLabel(document, key)).join(", ");
    ui.notifications?.warn(noticeText("FRAY.SHEET.invalid.value", { field }));
    return false;
  }
}
