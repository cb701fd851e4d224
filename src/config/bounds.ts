import type { PresetId } from "../rules/index.js";

/** The least and the most a whole-number field holds. */
export interface Bounds {
  min: number;
  max: number;
}

/**
 * The bounds of every actor number, in one record: the schema declares them (so Foundry cleans out-of-range input
 * and the sheet's inputs carry them) and the README lists them. Where a seed gives a range it is used; the rest are
 * chosen to hold any sensible character and refuse typing slips (a million STR, an AC of 10⁹).
 */
export const ACTOR_BOUNDS = Object.freeze({
  /** Seed 000 (L10) scales ranges up to level 20; the other seeds stop sooner. */
  level: { min: 1, max: 20 },
  /**
   * Each rulebook's attributes: Legend d20 scores 1–30; Sides' modifier bands (seed 002) run 3–18; a Lur-Asko TN
   * above 12 passes every d12 but still widens the margin; Agility modifiers and LoT bonuses −5 to +10.
   */
  attributes: Object.freeze<Record<PresetId, Bounds>>({
    legend: { min: 1, max: 30 },
    sides: { min: 3, max: 18 },
    lurasko: { min: 1, max: 20 },
    agility: { min: -5, max: 10 },
    lot: { min: -5, max: 10 },
  }),
  /** Current HP (never above the max either: the model keeps it there) and max HP, which is at least 1. */
  hp: { min: 0, max: 9999 },
  hpMax: { min: 1, max: 9999 },
  /** An overshield's health and size (T11). */
  overshield: { min: 0, max: 9999 },
  /** Each kind of damage reduction, the overshield's own DR included (T9, T11). */
  dr: { min: 0, max: 99 },
  /** AC, Dodge and Armor as entered (equipment and effects add to them). */
  defense: { min: 0, max: 50 },
  /** Other initiative modifiers (L1, T1). */
  initiativeBonus: { min: -20, max: 20 },
  /** Speed in the rulebook's units (feet, spaces). */
  speed: { min: 0, max: 999 },
  /** Lur-Asko fatigue (Z8: 6 per rush). */
  fatigue: { min: 0, max: 99 },
  /** Lur-Asko degrees of encumbrance (Z8: 2 forbids rushing). */
  encumbrance: { min: 0, max: 2 },
  /** The Agility rulebook's Accuracy modifier (A3), as its other modifiers. */
  accuracy: { min: -5, max: 10 },
  /** T7: a d20 total above it adds the weapon's maximum (a natural 20 counts as 25 + bonuses). */
  critThreshold: { min: 1, max: 60 },
  /** LoT action points (T8). */
  ap: { min: 0, max: 99 },
  /** Agility magic points, which refill after a won battle (A10). */
  mp: { min: 0, max: 999 },
  /** Sides combat skill levels (seed 002: Brawl, Stab, Shoot, Exert); −1 untrained. */
  skill: { min: -1, max: 4 },
  /** An actor's attack bonus (seed 002: an NPC's is about its HD). */
  attackBonus: { min: -10, max: 30 },
  /** An NPC's morale, rolled against on 2d6 (seed 002). */
  morale: { min: 2, max: 12 },
});
