import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { getProperty } from "./data-model.js";
import { SchemaField, type DataField } from "./fields.js";

/** The repository root, where lang/ and templates/ live. */
export const REPO_ROOT = resolve(import.meta.dirname, "../..");

/** The text of lang/en.json, read once per copy of this module (a world is installed for nearly every test). */
let langText: string | undefined;

/** Reads the real lang/en.json, a new object each time (a world may add its own translations to it). */
export function readLang(): Record<string, unknown> {
  langText ??= readFileSync(resolve(REPO_ROOT, "lang/en.json"), "utf8");
  return JSON.parse(langText) as Record<string, unknown>;
}

/** Foundry's game.i18n: localize returns the key itself when it has no translation. */
export class Localization {
  lang = "en";
  translations: Record<string, unknown>;

  /** Loads the translations (the real lang/en.json by default). */
  constructor(translations: Record<string, unknown> = readLang()) {
    this.translations = translations;
  }

  /** True when `key` has a string translation. */
  has(key: string): boolean {
    return typeof getProperty(this.translations, key) === "string";
  }

  /** The translation of `key`, or `key` when there is none. */
  localize(key: string): string {
    const value = getProperty(this.translations, key);
    return typeof value === "string" ? value : key;
  }

  /** The translation of `key` with `{name}` placeholders filled from `data`. */
  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{[^}]+}/g, (match) => {
      const value = data[match.slice(1, -1)];
      return value === undefined ? match : String(value);
    });
  }

  /** Labels a model's fields from `<prefix>.FIELDS.<path>.{label,hint}` (Localization.localizeDataModel). */
  static localizeDataModel(model: { LOCALIZATION_PREFIXES?: string[]; schema: SchemaField }, i18n: Localization): void {
    const prefixes = model.LOCALIZATION_PREFIXES ?? [];
    const visit = (field: DataField): void => {
      for (const prefix of prefixes) {
        const base = `${prefix}.FIELDS.${field.fieldPath}`;
        if (i18n.has(`${base}.label`)) field.label = i18n.localize(`${base}.label`);
        if (i18n.has(`${base}.hint`)) field.hint = i18n.localize(`${base}.hint`);
      }
      if (field instanceof SchemaField) Object.values(field.fields).forEach(visit);
    };
    Object.values(model.schema.fields).forEach(visit);
  }
}
