import type { DamageKind } from "../damage/types.js";
import type { RulesInForce } from "../in-force.js";
import type { Entrant, InitiativeOptions } from "../initiative/types.js";
import type { InitiativeMode } from "../presets.js";
import type { ZonePosition } from "../zones/zone-range.js";
import type { AimedArea } from "../damage/wounds.js";

/** The tactics a forecast can play every combatant by: "best" (the default), "weakest" or "spread". */
export const FORECAST_TACTICS = ["best", "weakest", "spread"] as const;
/** One tactic. */
export type ForecastTactic = typeof FORECAST_TACTICS[number];

/** The most fights one forecast plays. */
export const MAX_FORECAST_FIGHTS = 100_000;
/** A fight that reaches this many rounds undecided is a draw. */
export const FORECAST_ROUND_CAP = 100;

/** One weapon as its wielder attacks with it: the numbers the attack card computes (attackerNumbers, weaponNumbers). */
export interface ForecastWeapon {
  id: string;
  name: string;
  /** The damage formula with the wielder's roll data filled in: sums of dice and whole numbers ("2d6 + 1"). */
  formula: string;
  kind: DamageKind;
  melee: boolean;
  /** Everything the rulebook adds to the d20 (attackTerms). */
  bonus: number;
  /** S7: the wielder's attribute modifier Shock adds. */
  attributeMod: number;
  /** S6: what a hit adds to the formula. */
  damageBonus: number;
  threat: number;
  shock: { damage: number | null; maxAc: number | null };
  apCost: number;
  magicBonus: number;
}

/** One combatant as it stands now: a plain snapshot of what the cards read (combatView) and its weapons. */
export interface ForecastCombatant {
  id: string;
  name: string;
  /** Who it fights for: the party, or the enemies (neutral combatants stay out of the forecast). */
  team: "party" | "enemies";
  /** How the initiative rules see it (entrantOf). */
  entrant: Entrant;
  player: boolean;
  level: number;
  hp: { value: number; max: number };
  overshield: { value: number; dr: number } | null;
  wounds: number;
  dr: Record<DamageKind, number>;
  /** AC, 10 + Agility (A3), or under LoT the better of Dodge and Armor (T7). */
  defense: number;
  lot: { dodge: number; armor: number; canDodge: boolean };
  /** S8: it bears a shield (ready against the first Shock each round). */
  shield: boolean;
  /** T7: the critical threshold. */
  critThreshold: number;
  /** T8: AP per rotation. */
  ap: number;
  /** A9: free hits per round (Agility modifier + 1, never below 0). */
  freeHits: number;
  /** Z10: where it stands (Lur-Asko); null without a zone. */
  zone: ZonePosition | null;
  /** Dead already: it takes no part. */
  dead: boolean;
  weapons: ForecastWeapon[];
}

/** What a forecast simulates: the fight's rules, its turn-order model and its combatants as they stand. */
export interface ForecastInput {
  rules: RulesInForce;
  mode: InitiativeMode;
  initiative: InitiativeOptions;
  combatants: ForecastCombatant[];
  /** A4: the area every Agility attack aims at when wounds are on ("" for none). */
  aimedArea?: AimedArea | "";
}

/** How many fights, from which seed, played by which tactic. */
export interface ForecastOptions {
  fights: number;
  seed: number;
  tactic: ForecastTactic;
}

/** The forecast: each side's chance to win, the rounds a fight lasts, each combatant's chance to drop or die. */
export interface ForecastResult {
  fights: number;
  seed: number;
  tactic: ForecastTactic;
  win: { party: number; enemies: number; draw: number };
  rounds: { median: number; p90: number };
  combatants: Record<string, { drops: number; dies: number }>;
}
