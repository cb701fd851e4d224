/** The five rulebooks a world can play by (README "Presets and settings"). */
export type Preset = "legend" | "lurasko" | "sides" | "agility" | "lot";

/** The three kinds of damage that T9's three kinds of damage reduction answer. */
export type Kind = "physical" | "elemental" | "arcane";

/** The world's rule toggles (README "Presets and settings"). */
export interface Toggles {
  preset: Preset;
  shock: boolean;
  wounds: boolean;
  woundThreshold: number;
  overshield: boolean;
  drPer: "hit" | "attack";
  fullHealthGuard: boolean;
  criticals: "none" | "legend" | "escalating" | "lot";
}

/** One set of six ability scores (Legend 1..30, Sides 3..18). */
export interface Scores { str: number; dex: number; con: number; int: number; wis: number; cha: number }

/** Every field of every rulebook, filled (the product keeps all of them; each rulebook reads its own). */
export interface Creature {
  player: boolean;
  level: number;
  attributes: {
    legend: Scores;
    sides: Scores;
    lurasko: { str: number; dex: number; spd: number; wil: number };
    agility: { str: number; agi: number };
    lot: { vig: number; dex: number; cog: number; int: number };
  };
  skills: { brawl: number; stab: number; shoot: number; exert: number };
  attackBonus: number;
  accuracy: number;
  hp: { value: number; max: number };
  overshield: { value: number; dr: number };
  dr: { physical: number; elemental: number; arcane: number };
  defenses: { ac: number; dodge: number; armor: number };
  initiativeBonus: number;
  critThreshold: number;
  ap: number;
  wounds: number;
}

/** A weapon as an attack reads it: its damage formula "NdF+P", kind, attributes, skill and rule ratings. */
export interface Weapon {
  dice: { count: number; faces: number; plus: number };
  kind: Kind;
  attributes: string[];
  skill: "" | "brawl" | "stab" | "shoot" | "exert";
  proficient: boolean;
  shock: { damage: number | null; maxAc: number | null };
  apCost: number;
  magicBonus: number;
  threat: number;
}

/** The attack's own choices: A4 aimed area, T7 named defense, T8 swings, a modifier and S10 charge. */
export interface AttackOptions {
  aimedArea?: "" | "fatal" | "slowing" | "weakening" | "disrupting" | "centerMass";
  defense?: "" | "dodge" | "armor";
  apSwings?: number | null;
  modifier?: number;
  charge?: boolean;
}
