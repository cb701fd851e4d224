import { fieldAt, valueAt } from "./field-inputs.js";

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
  update(changes: object): Promise<unknown>;
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
 * Writes a sheet's submitted data to its document, or refuses it with a localized warning that names the field:
 * a cleared number field is refused (never silently turned into a default), and data Foundry can't clean is not
 * written. Returns false when refused, so the sheet re-renders to show the stored value again.
 */
export async function updateFromSheet(document: Submitted, submitData: Record<string, unknown>): Promise<boolean> {
  const cleared = Object.keys(submitData).filter((key) => submitData[key] === null && isRequiredNumber(document, key));
  if (cleared.length) {
    for (const key of cleared) {
      ui.notifications?.warn(game.i18n.format("FRAY.SHEET.invalid.number", { field: fieldLabel(document, key) }));
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
    ui.notifications?.warn(game.i18n.format("FRAY.SHEET.invalid.value", { field }));
    return false;
  }
}
