import { ATTRIBUTES, PRESET_ATTRIBUTES, PRESET_SKILLS, SKILLS } from "../../../config/attributes.js";
import type { PresetId } from "../../../rules/index.js";
import type { BaseActorModel } from "../../../data/actor/base-actor.js";
import type { FieldInput, InputFor } from "../../api/field-inputs.js";

export { PRESET_ATTRIBUTES };

/** One attribute as the sheet shows it. */
export interface AttributeRow {
  id: string;
  /** Lang keys of its name and abbreviation under the rulebook's own naming. */
  label: string;
  abbr: string;
  /** The input of the stored value (edit mode). */
  input: FieldInput;
  /** The prepared value. */
  value: number;
  /** The value as shown in play mode: signed when it is itself the modifier. */
  display: string;
  /** The modifier the rules derive from it, signed. */
  mod: string;
  /** False for modifier-only attributes, whose value already is the modifier, and for target numbers. */
  showMod: boolean;
}

/** The active preset's own attributes with values and modifiers, labelled under the preset's names. */
export function attributeRows(system: BaseActorModel, preset: PresetId, input: InputFor): AttributeRow[] {
  const attributes = system.attributeSets?.[preset] ?? {};
  return PRESET_ATTRIBUTES[preset].map((id) => {
    const entry: { value?: number; mod?: number | null } = attributes[id] ?? {};
    const value = entry.value ?? 0;
    // A rulebook whose attributes are modifiers derives the same number again: show it once, signed.
    const isModifier = entry.mod === entry.value;
    return { id, label: ATTRIBUTES[id].label, abbr: ATTRIBUTES[id].abbr,
      input: input(`attributeSets.${preset}.${id}.value`),
      value, mod: signed(entry.mod ?? 0), showMod: typeof entry.mod === "number" && !isModifier,
      display: isModifier ? signed(value) : String(value) };
  });
}

/** One combat skill as the sheet shows it. */
export interface SkillRow {
  id: string;
  /** The lang key of its name. */
  label: string;
  /** The input of the stored value (edit mode). */
  input: FieldInput;
  value: number;
  /** The value as a signed bonus, as play mode shows it. */
  display: string;
}

/** The combat skills the active preset names (none for most presets). */
export function skillRows(system: BaseActorModel, preset: PresetId, input: InputFor): SkillRow[] {
  return PRESET_SKILLS[preset].map((id) => {
    const value = system.skills?.[id]?.value ?? 0;
    return { id, label: SKILLS[id], input: input(`skills.${id}.value`), value, display: signed(value) };
  });
}

/** A modifier written with its sign: +2, −1, +0. */
export function signed(value: number): string {
  return value < 0 ? `−${Math.abs(value)}` : `+${value}`;
}
