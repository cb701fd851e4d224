import fc from "fast-check";
import type { AttackOptions, Creature, Kind, Preset, Toggles, Weapon } from "../model/index.js";

/** One differential case: the world's rules, an attacker with a weapon, a target, the attack's options, the dice. */
export interface FuzzCase {
  toggles: Toggles;
  attacker: Creature;
  weapon: Weapon;
  target: Creature;
  options: AttackOptions;
  /** The seed of the dice both the product and the model read. */
  seed: number;
}

/** The five rulebooks. */
const PRESETS: readonly Preset[] = ["legend", "lurasko", "sides", "agility", "lot"];

/** Every attribute id of every rulebook: a weapon may name any of them, its own rulebook's among them or not. */
const ATTRIBUTE_IDS = ["str", "dex", "con", "int", "wis", "cha", "spd", "wil", "agi", "vig", "cog"] as const;

/** Each rulebook's defaults of the toggles the model reads (docs/gm-guide.md "Presets and settings"). */
const DEFAULT_CRITICALS: Record<Preset, Toggles["criticals"]> = {
  legend: "legend", lurasko: "none", sides: "none", agility: "escalating", lot: "lot",
};

/** The rules of a world: a rulebook and every toggle that crosses it, on or off. */
export function togglesArb(): fc.Arbitrary<Toggles> {
  return fc.record({
    preset: fc.constantFrom(...PRESETS),
    shock: fc.boolean(),
    wounds: fc.boolean(),
    woundThreshold: fc.integer({ min: 1, max: 10 }),
    overshield: fc.boolean(),
    drPer: fc.constantFrom("hit" as const, "attack" as const),
    fullHealthGuard: fc.boolean(),
    criticals: fc.option(fc.constantFrom("none" as const, "legend" as const, "escalating" as const, "lot" as const),
      { nil: undefined }),
  }).map(({ criticals, ...rest }) => ({ ...rest, criticals: criticals ?? DEFAULT_CRITICALS[rest.preset] }));
}

/** A score (Legend 1–30, Sides 3–18), a target number (1–20) or a modifier (−5…+10). */
const int = (min: number, max: number) => fc.integer({ min, max });

/** A creature with every field of every rulebook filled within the sheet's bounds. */
export function creatureArb(): fc.Arbitrary<Creature> {
  const scores = (min: number, max: number) => fc.record({ str: int(min, max), dex: int(min, max),
    con: int(min, max), int: int(min, max), wis: int(min, max), cha: int(min, max) });
  return fc.record({
    player: fc.boolean(),
    level: int(1, 20),
    attributes: fc.record({
      legend: scores(1, 30),
      sides: scores(3, 18),
      lurasko: fc.record({ str: int(1, 20), dex: int(1, 20), spd: int(1, 20), wil: int(1, 20) }),
      agility: fc.record({ str: int(-5, 10), agi: int(-5, 10) }),
      lot: fc.record({ vig: int(-5, 10), dex: int(-5, 10), cog: int(-5, 10), int: int(-5, 10) }),
    }),
    skills: fc.record({ brawl: int(-1, 4), stab: int(-1, 4), shoot: int(-1, 4), exert: int(-1, 4) }),
    attackBonus: int(-3, 12),
    accuracy: int(-5, 10),
    hp: int(1, 60).chain((max) => int(1, max).map((value) => ({ value, max }))),
    overshield: fc.record({ value: fc.oneof(fc.constant(0), int(1, 20)), dr: int(0, 3) }),
    dr: fc.record({ physical: int(0, 4), elemental: int(0, 4), arcane: int(0, 4) }),
    defenses: fc.record({ ac: int(5, 25), dodge: int(5, 25), armor: int(5, 25) }),
    initiativeBonus: int(-5, 5),
    critThreshold: int(10, 40),
    ap: int(0, 12),
    wounds: fc.constant(0),
  });
}

/** A weapon with every field filled: dice, kind, the attributes and skill it may use, Shock, AP, magic, threat. */
export function weaponArb(): fc.Arbitrary<Weapon> {
  return fc.record({
    dice: fc.record({ count: int(1, 3), faces: fc.constantFrom(4, 6, 8, 10, 12), plus: int(0, 3) }),
    kind: fc.constantFrom<Kind>("physical", "elemental", "arcane"),
    attributes: fc.subarray([...ATTRIBUTE_IDS]),
    skill: fc.constantFrom("" as const, "brawl" as const, "stab" as const, "shoot" as const, "exert" as const),
    proficient: fc.boolean(),
    shock: fc.record({ damage: fc.option(int(1, 4), { nil: null }), maxAc: fc.option(int(10, 18), { nil: null }) }),
    apCost: fc.oneof(fc.constant(0), int(1, 4)),
    magicBonus: int(0, 3),
    threat: int(15, 20),
  });
}

/** The attack's options that the rules in force take (an aimed area only with wounds, a defense only under LoT). */
export function optionsArb(toggles: Toggles, weapon: Weapon): fc.Arbitrary<AttackOptions> {
  const aimed = toggles.wounds
    ? fc.constantFrom("" as const, "slowing" as const, "weakening" as const, "disrupting" as const,
      "centerMass" as const)
    : fc.constant("" as const);
  const lot = toggles.preset === "lot";
  return fc.record({
    aimedArea: aimed,
    defense: lot ? fc.constantFrom("" as const, "dodge" as const, "armor" as const) : fc.constant("" as const),
    apSwings: lot && weapon.apCost > 0 ? fc.option(int(1, 4), { nil: null }) : fc.constant(null),
    modifier: int(-2, 2),
    charge: toggles.preset === "sides" ? fc.boolean() : fc.constant(false),
  });
}

/** A whole case. */
export function caseArb(): fc.Arbitrary<FuzzCase> {
  return fc.tuple(togglesArb(), weaponArb()).chain(([toggles, weapon]) => fc.record({
    toggles: fc.constant(toggles),
    attacker: creatureArb(),
    weapon: fc.constant(weapon),
    target: creatureArb(),
    options: optionsArb(toggles, weapon),
    seed: fc.integer({ min: 1, max: 0x7fffffff }),
  }));
}
