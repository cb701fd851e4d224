import { attributeModifier } from "../attributes.js";
import { INITIATIVE_MODES, PRESET_IDS, type InitiativeMode, type PresetId } from "../presets.js";
import { requireOneOf } from "../validate.js";

/** The stored attribute values an initiative reads (a missing or non-whole one counts as absent). */
export interface InitiativeAttributes {
  dex?: number | null;
  agi?: number | null;
}

/**
 * The `dex` an initiative Entrant takes under `preset`: the DEX modifier (L1, S1), the DEX score itself as the target
 * number (Z1), or the Agility modifier (A1); null when the actor lacks the attribute, and always under LoT, whose
 * initiative reads no attribute (T1: "All characters start with +0 to their initiative").
 */
export function initiativeStat(preset: PresetId, attributes: InitiativeAttributes): number | null {
  const id = requireOneOf("preset", preset, PRESET_IDS);
  if (id === "lot") return null;
  const value = id === "agility" ? attributes.agi : attributes.dex;
  if (!Number.isInteger(value)) return null;
  return id === "lurasko" ? value! : attributeModifier(id, value!);
}

/**
 * Z1: whether rolling initiative under `mode` needs the stat (`initiativeStat`): the zones roll is on the DEX score,
 * so a character without one can't roll; the other models count a missing stat as 0.
 */
export function rollNeedsStat(mode: InitiativeMode): boolean {
  return requireOneOf("mode", mode, INITIATIVE_MODES) === "zones";
}
