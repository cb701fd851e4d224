/** A lang key and the values it is formatted with (a rules Step, a refusal's reason and data). */
export interface Localizable {
  key: string;
  data?: Record<string, unknown>;
}

/** Formats a step: values that are lang keys (an area's label) are localized first, then filled into the key. */
export function localizeStep({ key, data = {} }: Localizable): string {
  const values = Object.fromEntries(Object.entries(data).map(([name, value]) => [name,
    typeof value === "string" && value.startsWith("FRAY.") ? game.i18n!.localize(value) : String(value)]));
  return game.i18n!.format(key, values);
}

/** Localizes a plain lang key. */
export function localize(key: string): string {
  return game.i18n!.localize(key);
}
