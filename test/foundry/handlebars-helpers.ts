import Handlebars from "handlebars";
import { registerFormHelpers } from "./form-helpers.js";
import type { Localization } from "./localization.js";

/** The helpers Handlebars defines itself (if, each, with, lookup, log …), which every page starts with. */
const BUILT_IN_HELPERS = new Set(Object.keys(Handlebars.create().helpers));

/**
 * Forgets every partial and every helper Handlebars does not define itself, as a page load does (installFoundry
 * calls it, so each world starts with only the core helpers it registers).
 */
export function resetHandlebars(): void {
  for (const name of Object.keys(Handlebars.partials)) Handlebars.unregisterPartial(name);
  for (const name of Object.keys(Handlebars.helpers)) {
    if (!BUILT_IN_HELPERS.has(name)) Handlebars.unregisterHelper(name);
  }
}

/** Registers the Handlebars helpers Foundry provides to templates (localize, selectOptions, checked, eq …). */
export function registerCoreHelpers(i18n: Localization): void {
  Handlebars.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const hash = options?.hash ?? {};
    return Object.keys(hash).length ? i18n.format(String(key), hash) : i18n.localize(String(key));
  });
  Handlebars.registerHelper("selectOptions", (choices: Record<string, unknown> | unknown[],
    options: Handlebars.HelperOptions) => {
    const { selected, localize = false, blank } = options.hash as { selected?: unknown; localize?: boolean;
      blank?: string };
    const entries = Array.isArray(choices) ? choices.map((c) => [String(c), String(c)]) : Object.entries(choices);
    const selectedValues = new Set([selected].flat().map(String));
    const html = entries.map(([value, label]) => {
      const text = localize ? i18n.localize(String(label)) : String(label);
      const attr = selectedValues.has(value) ? " selected" : "";
      return `<option value="${Handlebars.escapeExpression(value)}"${attr}>${Handlebars.escapeExpression(text)}</option>`;
    });
    if (blank !== undefined) html.unshift(`<option value="">${Handlebars.escapeExpression(i18n.localize(blank))}</option>`);
    return new Handlebars.SafeString(html.join(""));
  });
  Handlebars.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  Handlebars.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  Handlebars.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  Handlebars.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  Handlebars.registerHelper("not", (a: unknown) => !a);
  Handlebars.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  Handlebars.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  registerFormHelpers(i18n);
}
