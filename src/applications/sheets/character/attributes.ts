import type { PresetId } from "../../../rules/index.js";
import type { SystemData } from "../../api/actor-sheet.js";

/** One attribute as the sheet shows it. */
export interface AttributeRow {
  id: string;
  label: string;
  name: string;
  value: number;
  mod: string;
}

/** The attribute ids each preset's rulebook uses. */
export const PRESET_ATTRIBUTES: Readonly<Record<PresetId, readonly string[]>> = Object.freeze({
  legend: ["str", "dex", "con", "int", "wis", "cha"],
  sides: ["str", "dex", "con", "int", "wis", "cha"],
  lurasko: ["str", "dex", "spd", "con", "int", "wil"],
  agility: ["agility", "might", "mind", "presence"],
  lot: ["str", "dex", "con", "int", "wis", "cha"],
});

/** The active preset's attributes with values and modifiers, labelled under the preset's names. */
export function attributeRows(system: SystemData, preset: PresetId): AttributeRow[] {
  const attributes = (system.attributes ?? {}) as Record<string, { value?: number; mod?: number } | undefined>;
  return PRESET_ATTRIBUTES[preset].map((id) => {
    const entry = attributes[id] ?? {};
    return { id, label: `FRAY.SHEET.attributes.${preset}.${id}`, name: `system.attributes.${id}.value`,
      value: entry.value ?? 0, mod: signed(entry.mod ?? 0) };
  });
}

/** A modifier written with its sign: +2, −1, +0. */
export function signed(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : `+${value}`;
}
