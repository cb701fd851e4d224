import { WOUND_AREAS, type AimedArea, type WoundModifier, type WoundStat } from "../rules/index.js";

/**
 * The actor paths a wound's A5 modifiers change. Bonus actions have no stored value on the actor: that modifier
 * is kept in the effect's `flags.fray.wound.modifiers` only.
 */
export const WOUND_CHANGE_PATHS: Readonly<Partial<Record<WoundStat, string>>> = Object.freeze({
  movement: "system.movement.speed", agility: "system.attributes.agi.value",
  strength: "system.attributes.str.value", accuracy: "system.accuracy",
});

/** ActiveEffect change mode ADD (CONST.ACTIVE_EFFECT_MODES.ADD), read before Foundry's CONST may be there. */
// fvtt-types brands the mode numbers; 2 is ADD's value.
const ADD_MODE = 2 as CONST.ACTIVE_EFFECT_MODES;

/** One ActiveEffect change (EffectChangeData) a wound makes. */
export interface WoundChange {
  key: string;
  mode: CONST.ACTIVE_EFFECT_MODES;
  value: string;
}

/**
 * A5: the ActiveEffect changes of a wound's modifiers: each lasting one (for the wound or the battle) on a stored
 * stat, as ADD. The current round's part of Disrupting is the card's to apply at the hit, never the effect's.
 */
export function woundChanges(modifiers: readonly WoundModifier[]): WoundChange[] {
  return modifiers.flatMap((modifier) => {
    const key = WOUND_CHANGE_PATHS[modifier.stat];
    return key && modifier.duration !== "round" ? [{ key, mode: ADD_MODE, value: String(modifier.value) }] : [];
  });
}

/** A4/A5: the changes and the `flags.fray.wound` record of a wound in `area` (center mass: none, as A5 says). */
export function woundAreaEffect(area: AimedArea): { changes: WoundChange[]; flags: { fray: { wound: object } } } {
  const modifiers = WOUND_AREAS[area].modifiers;
  return { changes: woundChanges(modifiers), flags: { fray: { wound: { area, modifiers: [...modifiers] } } } };
}
