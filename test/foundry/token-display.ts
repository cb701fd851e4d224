import { getProperty } from "./data-model.js";
import { NumberField, SchemaField, StringField } from "./fields.js";

/**
 * CONST.TOKEN_DISPLAY_MODES (foundryvtt.com/api/variables/CONST.TOKEN_DISPLAY_MODES.html): when a token's bars or
 * name show: never, when controlled, hovered by a GM or owner, hovered by anyone, always for a GM or owner, always.
 */
export const TOKEN_DISPLAY_MODES = Object.freeze({ NONE: 0, CONTROL: 10, OWNER_HOVER: 20, HOVER: 30, OWNER: 40,
  ALWAYS: 50 });

/** TokenData#displayBars: a display mode, "Never Displayed" (NONE) for a new token. */
export const displayBars = () => new NumberField({ required: true, nullable: false, integer: true,
  choices: Object.values(TOKEN_DISPLAY_MODES), initial: TOKEN_DISPLAY_MODES.NONE });

/**
 * TokenData#bar1 and #bar2 (TokenBarData): `attribute`, the path within the token's actor's system data the bar
 * shows. Foundry starts it from the system manifest's primary/secondary token attribute; the stand-in starts it at
 * null (no bar), so a test names the attribute it shows, as a GM does in the token's configuration.
 */
export const tokenBar = () => new SchemaField({
  attribute: new StringField({ required: true, nullable: true, blank: false, initial: null }),
});

/** One bar's source: the attribute path it shows (null: none). */
export interface TokenBarSource {
  attribute: string | null;
}

/** What TokenDocument#getBarAttribute returns for a bar: a value/max object is a "bar", a lone number a "value". */
export type BarAttribute = { type: "bar"; attribute: string; value: number; max: number }
  | { type: "value"; attribute: string; value: number };

/**
 * TokenDocument#getBarAttribute: the data behind a bar, read from the token's actor's system data at the bar's
 * attribute path, or at `alternative` when one is given; null when there is no path, no actor or nothing to show.
 */
export function barAttribute(bar: TokenBarSource | undefined, actor: { system: unknown } | null,
  alternative?: string): BarAttribute | null {
  const attribute = alternative ?? bar?.attribute ?? null;
  if (!attribute || !actor) return null;
  const data = getProperty(actor.system, attribute);
  if (typeof data === "number") return { type: "value", attribute, value: data };
  if (typeof data !== "object" || data === null) return null;
  const { value, max } = data as Record<string, unknown>;
  if (typeof value !== "number" || typeof max !== "number") return null;
  return { type: "bar", attribute, value, max };
}
