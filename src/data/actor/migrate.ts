import { PRESET_ATTRIBUTES, type AttributeId } from "../../config/attributes.js";
import { ATTRIBUTE_READING, PRESET_IDS, type AttributeReading, type PresetId } from "../../rules/index.js";

/**
 * Rewrites legacy actor source in place: `hp: 12` → `{value: 12, max: 12}`, and the one shared `attributes` set
 * (`str: 14` or `str: {value: 14}`) → `attributeSets` by rulebook (see `attributeSetsOf`). `worldPreset` is read
 * only when there is a shared set to move; a source that already has `attributeSets` keeps them.
 */
export function migrateActorSource(source: Record<string, unknown>, worldPreset: () => PresetId): void {
  if (typeof source.hp === "number") source.hp = { value: source.hp, max: source.hp };
  const legacy = source.attributes;
  if (legacy === undefined) return;
  delete source.attributes;
  if (typeof legacy !== "object" || legacy === null || source.attributeSets !== undefined) return;
  source.attributeSets = attributeSetsOf(legacy as Record<string, unknown>, worldPreset());
}

/**
 * The rulebook sets a shared set's numbers belong in, when they were entered under `preset`: a number goes to every
 * rulebook that uses the attribute and reads it the way it was entered — as `preset` reads it when `preset` uses the
 * attribute, else as the one way all its rulebooks read it. An attribute read several ways by rulebooks other than
 * `preset` (STR, DEX, INT) is not guessed: those rulebooks keep their start values. Only the numbers given are
 * moved (the schema fills the rest), so partial data stays partial.
 */
export function attributeSetsOf(legacy: Record<string, unknown>, preset: PresetId):
Partial<Record<PresetId, Partial<Record<AttributeId, { value: number }>>>> {
  const sets: Partial<Record<PresetId, Partial<Record<AttributeId, { value: number }>>>> = {};
  for (const [id, raw] of Object.entries(legacy)) {
    const value = typeof raw === "object" && raw !== null ? (raw as { value?: unknown }).value : raw;
    const reading = enteredAs(id as AttributeId, preset);
    if (typeof value !== "number" || reading === null) continue;
    for (const book of rulebooksUsing(id as AttributeId).filter((b) => ATTRIBUTE_READING[b] === reading)) {
      (sets[book] ??= {})[id as AttributeId] = { value };
    }
  }
  return sets;
}

/** The rulebooks whose sets hold attribute `id`. */
function rulebooksUsing(id: AttributeId): PresetId[] {
  return PRESET_IDS.filter((preset) => PRESET_ATTRIBUTES[preset].includes(id));
}

/** How a shared number of `id` entered under `preset` was meant, or null when that can't be told. */
function enteredAs(id: AttributeId, preset: PresetId): AttributeReading | null {
  if (PRESET_ATTRIBUTES[preset].includes(id)) return ATTRIBUTE_READING[preset];
  const readings = new Set(rulebooksUsing(id).map((book) => ATTRIBUTE_READING[book]));
  return readings.size === 1 ? [...readings][0]! : null;
}
