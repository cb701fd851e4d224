import type { PresetId } from "./presets.js";
import { PRESET_IDS } from "./presets.js";
import { requireFinite, requireInteger, requireOneOf } from "./validate.js";

/** How a preset reads an attribute value: a score to convert, a modifier as is, or a target number (TN). */
export type AttributeReading = "score" | "modifier" | "target";

/** What each preset's attribute values are (legend and sides: 3–18 scores; agility, lot: modifiers; lurasko: TNs). */
export const ATTRIBUTE_READING: Readonly<Record<PresetId, AttributeReading>> = Object.freeze({
  legend: "score",
  sides: "score",
  agility: "modifier",
  lot: "modifier",
  lurasko: "target",
});

/** Seed 002 modifier bands as [lowest score, modifier]; scores below 3 read as 3 and above 18 as 18 (I). */
const SIDES_BANDS: readonly (readonly [number, number])[] = [[18, 2], [14, 1], [8, 0], [4, -1]];

/**
 * The modifier of an attribute value under a preset: legend (score − 10) ÷ 2 rounded down; sides 3 → −2,
 * 4–7 → −1, 8–13 → 0, 14–17 → +1, 18 → +2; agility and lot store the modifier itself; lurasko stores a TN and
 * has no modifier (null).
 */
export function attributeModifier(preset: PresetId, value: number): number | null {
  requireOneOf("preset", preset, PRESET_IDS);
  requireInteger("value", value);
  switch (ATTRIBUTE_READING[preset]) {
    case "target": return null;
    case "modifier": return value;
    case "score": return preset === "sides" ? sidesModifier(value) : Math.floor((value - 10) / 2);
  }
}

/** The seed 002 band a score falls in. */
function sidesModifier(score: number): number {
  return SIDES_BANDS.find(([lowest]) => score >= lowest)?.[1] ?? -2;
}

/** A9: free hits per round = Agility modifier + 1, none when that is 0 or less. */
export function freeHitSlots(agilityModifier: number): number {
  requireInteger("agilityModifier", agilityModifier);
  return Math.max(0, agilityModifier + 1);
}

/** A10: summoning slots equal the character's level. */
export function summoningSlots(level: number): number {
  return requireInteger("level", level, { min: 1 });
}

/** A resource's value as shown: never above its maximum nor below 0 (the stored value is left alone). */
export function boundedValue(value: number, max: number): number {
  requireFinite("value", value);
  requireFinite("max", max, { min: 0 });
  return Math.min(Math.max(value, 0), max);
}

/** A3: the Agility rulebook's defense, the number an attack must reach: 10 + the Agility modifier. */
export function agilityDefense(agilityModifier: number): number {
  return 10 + requireInteger("agilityModifier", agilityModifier);
}
