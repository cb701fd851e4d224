import { requireInteger, requireRecord } from "../validate.js";
import { GROUP_DEFENSE_RATIO } from "./group-defense.js";

/** Z7: the dice a zone trait may use for movement rolls instead of the d12. */
export const MOVEMENT_DICE = [4, 6, 8, 10, 12, 20] as const;

/** Z10: the rule-changing traits of a zone, as the `zone` RegionBehavior (or the tracker) records them. */
export interface ZoneTraits {
  /** Z7: faces of the movement die (12 unless a trait changes it). */
  movementDie: number;
  /** Z14: one protected member of every `groupDefenseRatio` (3 unless a trait changes it). */
  groupDefenseRatio: number;
  /** Hindrance and Easing dice added to a movement roll that leaves this zone. */
  leaving: { hindrance: number; easing: number };
}

/** Z10: a zone without traits: a d12, 1 of every 3 protected, nothing for leaving. */
export const DEFAULT_ZONE_TRAITS: Readonly<ZoneTraits> = Object.freeze({
  movementDie: 12, groupDefenseRatio: GROUP_DEFENSE_RATIO, leaving: Object.freeze({ hindrance: 0, easing: 0 }),
});

/** Z10: validates traits, filling what is missing from the defaults; throws on a die or ratio Fray can't use. */
export function zoneTraits(traits: Partial<ZoneTraits> = {}): ZoneTraits {
  requireRecord("traits", traits);
  const movementDie = requireInteger("traits.movementDie", traits.movementDie ?? DEFAULT_ZONE_TRAITS.movementDie,
    { min: 2 });
  const groupDefenseRatio = requireInteger("traits.groupDefenseRatio",
    traits.groupDefenseRatio ?? DEFAULT_ZONE_TRAITS.groupDefenseRatio, { min: 2 });
  const leaving = traits.leaving ?? DEFAULT_ZONE_TRAITS.leaving;
  requireRecord("traits.leaving", leaving);
  return {
    movementDie, groupDefenseRatio,
    leaving: {
      hindrance: requireInteger("traits.leaving.hindrance", leaving.hindrance, { min: 0 }),
      easing: requireInteger("traits.leaving.easing", leaving.easing, { min: 0 }),
    },
  };
}
