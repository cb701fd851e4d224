import fc from "fast-check";
import type { AttackOptions, Creature, Kind, Preset, Toggles, Weapon } from "./types.js";

/** A whole number in [min, max]. */
const int = (min: number, max: number): fc.Arbitrary<number> => fc.integer({ min, max });

/** Six scores in [min, max]. */
const scores = (min: number, max: number): fc.Arbitrary<Creature["attributes"]["legend"]> =>
  fc.record({ str: int(min, max), dex: int(min, max), con: int(min, max), int: int(min, max), wis: int(min, max),
    cha: int(min, max) });

/** Any preset. */
export const presetArb: fc.Arbitrary<Preset> = fc.constantFrom("legend", "lurasko", "sides", "agility", "lot");

/** Any damage kind. */
export const kindArb: fc.Arbitrary<Kind> = fc.constantFrom("physical", "elemental", "arcane");

/** Any toggles a world can hold. */
export const togglesArb: fc.Arbitrary<Toggles> = fc.record({
  preset: presetArb, shock: fc.boolean(), wounds: fc.boolean(), woundThreshold: int(1, 20), overshield: fc.boolean(),
  drPer: fc.constantFrom("hit", "attack"), fullHealthGuard: fc.boolean(),
  criticals: fc.constantFrom("none", "legend", "escalating", "lot"),
});

/** Any creature within the README's number bounds. */
export const creatureArb: fc.Arbitrary<Creature> = fc.record({
  player: fc.boolean(), level: int(1, 20),
  attributes: fc.record({
    legend: scores(1, 30), sides: scores(3, 18),
    lurasko: fc.record({ str: int(1, 20), dex: int(1, 20), spd: int(1, 20), wil: int(1, 20) }),
    agility: fc.record({ str: int(-5, 10), agi: int(-5, 10) }),
    lot: fc.record({ vig: int(-5, 10), dex: int(-5, 10), cog: int(-5, 10), int: int(-5, 10) }),
  }),
  skills: fc.record({ brawl: int(-1, 4), stab: int(-1, 4), shoot: int(-1, 4), exert: int(-1, 4) }),
  attackBonus: int(-10, 30), accuracy: int(-5, 10),
  hp: int(1, 200).chain((max) => int(0, max).map((value) => ({ value, max }))),
  overshield: fc.record({ value: int(0, 50), dr: int(0, 10) }),
  dr: fc.record({ physical: int(0, 10), elemental: int(0, 10), arcane: int(0, 10) }),
  defenses: fc.record({ ac: int(0, 50), dodge: int(0, 50), armor: int(0, 50) }),
  initiativeBonus: int(-20, 20), critThreshold: int(1, 60), ap: int(0, 99), wounds: int(0, 5),
});

/** Any weapon, with faces on a common die. */
export const weaponArb: fc.Arbitrary<Weapon> = fc.record({
  dice: fc.record({ count: int(1, 4), faces: fc.constantFrom(2, 4, 6, 8, 10, 12, 20), plus: int(-3, 10) }),
  kind: kindArb,
  attributes: fc.subarray(["str", "dex", "con", "int", "wis", "cha", "spd", "wil", "agi", "vig", "cog"]),
  skill: fc.constantFrom("", "brawl", "stab", "shoot", "exert"), proficient: fc.boolean(),
  shock: fc.record({ damage: fc.option(int(0, 8), { nil: null }), maxAc: fc.option(int(0, 30), { nil: null }) }),
  apCost: int(0, 20), magicBonus: int(0, 5), threat: int(1, 20),
});

/** Any attack options. */
export const optionsArb: fc.Arbitrary<AttackOptions> = fc.record({
  aimedArea: fc.constantFrom("", "fatal", "slowing", "weakening", "disrupting", "centerMass"),
  defense: fc.constantFrom("", "dodge", "armor"), apSwings: fc.option(int(1, 10), { nil: null }),
  modifier: int(-6, 6), charge: fc.boolean(),
}, { requiredKeys: [] });

/** The faces a weapon rolls. */
export const facesArb = (w: Weapon): fc.Arbitrary<number[]> =>
  fc.array(int(1, w.dice.faces), { minLength: w.dice.count, maxLength: w.dice.count });
