/**
 * DataField#toInput / #toFormGroup and the {{formInput}} / {{formGroup}} Handlebars helpers, as Foundry documents
 * them: the input is named after the field path unless `name` is given, the group shows the field's label and hint.
 */
import Handlebars from "handlebars";
import { BooleanField, DataField, HTMLField, NumberField, StringField } from "./fields.js";
import type { Localization } from "./localization.js";

/** Options of an input (FormInputConfig). */
interface InputConfig {
  name?: string;
  id?: string;
  value?: unknown;
  disabled?: boolean;
  readonly?: boolean;
  localize?: boolean;
  placeholder?: string;
  classes?: string;
  [option: string]: unknown;
}

/** Options of a group (FormGroupConfig). */
interface GroupConfig {
  label?: string;
  hint?: string;
  units?: string;
  classes?: string[];
  localize?: boolean;
}

/** The choices of a field's `choices` option as value → label. */
function choices(field: DataField): Record<string, string> | null {
  const raw = (field as StringField).choices;
  const resolved = typeof raw === "function" ? (raw as () => unknown)() : raw;
  if (!resolved) return null;
  if (Array.isArray(resolved)) return Object.fromEntries(resolved.map((c) => [String(c), String(c)]));
  return Object.fromEntries(Object.entries(resolved as Record<string, unknown>).map(([k, v]) =>
    [k, typeof v === "object" && v ? String((v as { label?: unknown }).label ?? k) : String(v)]));
}

/** Builds the input element of `field` for `config`, with its state in attributes so outerHTML keeps it. */
function toInput(field: DataField, config: InputConfig, i18n: Localization): HTMLElement {
  const name = config.name ?? field.fieldPath;
  const value = config.value;
  const options = choices(field);
  let input: HTMLInputElement | HTMLSelectElement | HTMLElement;
  if (options) {
    const select = document.createElement("select");
    for (const [key, label] of Object.entries(options)) {
      const option = document.createElement("option");
      option.value = key;
      option.textContent = config.localize ? i18n.localize(label) : label;
      if (String(value) === key) option.setAttribute("selected", "");
      select.append(option);
    }
    input = select;
  } else if (field instanceof HTMLField) {
    input = document.createElement("prose-mirror");
    input.setAttribute("name", name);
    input.innerHTML = String(value ?? "");
  } else {
    const el = document.createElement("input");
    if (field instanceof BooleanField) {
      el.type = "checkbox";
      if (value) el.setAttribute("checked", "");
    } else if (field instanceof NumberField) {
      el.type = "number";
      el.setAttribute("value", value === null || value === undefined ? "" : String(value));
      if (field.min !== undefined) el.setAttribute("min", String(field.min));
      if (field.max !== undefined) el.setAttribute("max", String(field.max));
      el.setAttribute("step", field.integer ? "1" : String(field.step ?? "any"));
    } else {
      el.type = "text";
      el.setAttribute("value", String(value ?? ""));
    }
    if (config.placeholder) el.setAttribute("placeholder", config.placeholder);
    input = el;
  }
  input.setAttribute("name", name);
  if (config.id) input.id = config.id;
  if (config.disabled) input.setAttribute("disabled", "");
  if (config.readonly) input.setAttribute("readonly", "");
  if (config.classes) input.className = config.classes;
  return input;
}

/** Wraps the input in a form group with the field's (or the given) label and hint. */
function toFormGroup(field: DataField, group: GroupConfig, config: InputConfig, i18n: Localization): HTMLElement {
  const text = (s: string | undefined) => (s && group.localize ? i18n.localize(s) : s ?? "");
  const div = document.createElement("div");
  div.className = ["form-group", ...(group.classes ?? [])].join(" ");
  const label = document.createElement("label");
  label.textContent = text(group.label) || field.label;
  const fields = document.createElement("div");
  fields.className = "form-fields";
  fields.append(toInput(field, config, i18n));
  if (group.units) fields.insertAdjacentHTML("beforeend", `<span class="units">${text(group.units)}</span>`);
  div.append(label, fields);
  const hint = text(group.hint) || field.hint;
  if (hint) div.insertAdjacentHTML("beforeend", `<p class="hint">${Handlebars.escapeExpression(hint)}</p>`);
  return div;
}

/** Adds toInput/toFormGroup to DataField and registers the formInput/formGroup helpers. */
export function registerFormHelpers(i18n: Localization): void {
  Object.assign(DataField.prototype, {
    toInput(this: DataField, config: InputConfig = {}) { return toInput(this, config, i18n); },
    toFormGroup(this: DataField, group: GroupConfig = {}, config: InputConfig = {}) {
      return toFormGroup(this, group, config, i18n);
    },
  });
  const groupKeys = new Set(["label", "hint", "units", "classes"]);
  Handlebars.registerHelper("formInput", (field: DataField, options: Handlebars.HelperOptions) =>
    new Handlebars.SafeString(toInput(field, options.hash as InputConfig, i18n).outerHTML));
  Handlebars.registerHelper("formGroup", (field: DataField, options: Handlebars.HelperOptions) => {
    const hash = options.hash as Record<string, unknown>;
    const group: GroupConfig = { localize: Boolean(hash.localize) };
    const input: InputConfig = {};
    for (const [key, value] of Object.entries(hash)) {
      if (groupKeys.has(key)) Object.assign(group, { [key]: value });
      else input[key] = value;
    }
    return new Handlebars.SafeString(toFormGroup(field, group, input, i18n).outerHTML);
  });
}
