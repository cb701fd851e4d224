import type { AddChange } from "../compat.js";
import { WOUND_AREAS, type AimedArea, type WoundModifier, type WoundStat } from "../rules/index.js";

/**
 * The actor paths a wound's A5 modifiers change (Agility and Strength in the Agility rulebook's own set). Bonus
 * actions have no stored value on the actor: that modifier is kept in the effect's `flags.fray.wound.modifiers` only.
 */
export const WOUND_CHANGE_PATHS: Readonly<Partial<Record<WoundStat, string>>> = Object.freeze({
  movement: "system.movement.speed", agility: "system.attributeSets.agility.agi.value",
  strength: "system.attributeSets.agility.str.value", accuracy: "system.accuracy",
});

/**
 * A5: the ActiveEffect changes of a wound's modifiers: each lasting one (for the wound or the battle) on a stored
 * stat, as ADD (compat.ts writes them in the generation's shape). The current round's part of Disrupting is the
 * card's to apply at the hit, never the effect's.
 */
export function woundChanges(modifiers: readonly WoundModifier[]): AddChange[] {
  return modifiers.flatMap((modifier) => {
    const key = WOUND_CHANGE_PATHS[modifier.stat];
    return key && modifier.duration !== "round" ? [{ key, value: String(modifier.value) }] : [];
  });
}

/** A4/A5: the changes and the `flags.fray.wound` record of a wound in `area` (center mass: none, as A5 says). */
export function woundAreaEffect(area: AimedArea): { changes: AddChange[]; flags: { fray: { wound: object } } } {
  const modifiers = WOUND_AREAS[area].modifiers;
  return { changes: woundChanges(modifiers), flags: { fray: { wound: { area, modifiers: [...modifiers] } } } };
}
