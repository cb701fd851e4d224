import {
  actionKinds, DAMAGE_KINDS, PRESET_IDS, RANGE_CATEGORIES, type DamageKind, type RangeCategory,
} from "../rules/index.js";

/** Lang keys of the damage kinds (T9). */
export const DAMAGE_KIND_LABELS: Readonly<Record<DamageKind, string>> = Object.freeze(
  Object.fromEntries(DAMAGE_KINDS.map((k) => [k, `FRAY.DamageKind.${k}`])) as Record<DamageKind, string>,
);

/** Lang keys of the range categories (L10). */
export const RANGE_LABELS: Readonly<Record<RangeCategory, string>> = Object.freeze(
  Object.fromEntries(RANGE_CATEGORIES.map((c) => [c, `FRAY.Range.${c}`])) as Record<RangeCategory, string>,
);

/** How long an ability lasts (L9, Z9): "instant" and "turn" besides the rule durations. */
export const ABILITY_DURATION_UNITS = ["instant", "turn", "round", "rounds", "encounter", "scene", "quest"] as const;
/** One ability duration unit. */
export type AbilityDurationUnit = typeof ABILITY_DURATION_UNITS[number];

/** Lang keys of the ability duration units. */
export const DURATION_LABELS: Readonly<Record<AbilityDurationUnit, string>> = Object.freeze(
  Object.fromEntries(ABILITY_DURATION_UNITS.map((u) => [u, `FRAY.Duration.${u}`])) as
    Record<AbilityDurationUnit, string>,
);

/** Lang keys of when an ability's uses refill: never on its own (""), after an encounter or a scene (L9). */
export const USES_PER_LABELS: Readonly<Record<string, string>> = Object.freeze({
  "": "FRAY.UsesPer.none", encounter: "FRAY.UsesPer.encounter", scene: "FRAY.UsesPer.scene",
});


/** Lang keys of every action kind an ability may take, across the presets' action economies (L7, S4, A2, T6). */
export function actionKindLabels(): Record<string, string> {
  const kinds = PRESET_IDS.flatMap((preset) => actionKinds(preset));
  return Object.fromEntries(kinds.map((k) => [k, `FRAY.ActionKind.${k}`]));
}
