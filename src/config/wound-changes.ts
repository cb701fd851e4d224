import type { AddChange } from "../compat.js";
import {
  FEET_PER_SPACE, WOUND_AREAS, type AimedArea, type WoundModifier, type WoundStat,
} from "../rules/index.js";

/**
 * The actor paths a wound's A5 modifiers change (Agility and Strength in the Agility rulebook's own set). Bonus
 * actions have no stored value on the actor: that modifier is kept in the effect's `flags.fray.wound.modifiers` only.
 */
export const WOUND_CHANGE_PATHS: Readonly<Partial<Record<WoundStat, string>>> = Object.freeze({
  movement: "system.movement.speed", agility: "system.attributeSets.agility.agi.value",
  strength: "system.attributeSets.agility.str.value", accuracy: "system.accuracy",
});

/**
 * How many of the stored path's units one of the modifier's makes: A2, A5 a wound's movement counts spaces, the
 * speed it changes is kept in feet (5 ft a space); every other stat is stored as the rule counts it.
 */
const WOUND_CHANGE_SCALE: Readonly<Partial<Record<WoundStat, number>>> = Object.freeze({ movement: FEET_PER_SPACE });

/**
 * A5: the ActiveEffect changes of a wound's modifiers: each lasting one (for the wound or the battle) on a stored
 * stat, as ADD in the stored stat's unit (Slowing's −2 spaces is −10 ft of speed; compat.ts writes them in the
 * generation's shape). The current round's part of Disrupting is the card's to apply at the hit, never the effect's.
 */
export function woundChanges(modifiers: readonly WoundModifier[]): AddChange[] {
  return modifiers.flatMap((modifier) => {
    const key = WOUND_CHANGE_PATHS[modifier.stat];
    const value = modifier.value * (WOUND_CHANGE_SCALE[modifier.stat] ?? 1);
    return key && modifier.duration !== "round" ? [{ key, value: String(value) }] : [];
  });
}

/** A4/A5: the changes and the `flags.fray.wound` record of a wound in `area` (center mass: none, as A5 says). */
export function woundAreaEffect(area: AimedArea): { changes: AddChange[]; flags: { fray: { wound: object } } } {
  const modifiers = WOUND_AREAS[area].modifiers;
  return { changes: woundChanges(modifiers), flags: { fray: { wound: { area, modifiers: [...modifiers] } } } };
}
