import {
  attackOutcome, lotDefense, rollDie, situationalToHit, swarmBonus, LOT_DEFENSES, SITUATIONS, SWARM_MAX_ASSAILANTS,
  AIMED_AREAS, WOUND_AREAS, refuse, refuseOptionsOff,
  RANGE_CATEGORIES,
  type AimedArea, type Refusal, type AttackOutcome, type Dice, type LotDefense, type RangeCategory, type RulesInForce,
  type Situation,
} from "../../rules/index.js";
import type { CombatView } from "./actor-view.js";

/** The choices an attack offers (S9 Swarm, S10 Charge, S11 situations and dual wielding, A4, T8, S8). */
export interface AttackOptions {
  aimedArea?: AimedArea | "";
  /** S9: assailants in the Swarm Attack, the attacker included (1 = no swarm). */
  swarm?: number;
  charge?: boolean;
  dualWielding?: boolean;
  situations?: Situation[];
  /** Any other modifier to hit. */
  modifier?: number;
  /** T8: the AP swings chosen. */
  apSwings?: number | null;
  /** S8: the targets are in Total Defense. */
  totalDefense?: boolean;
  /** T7: the defense the attack names (default: the defender checks the better of Dodge and Armor). */
  defense?: LotDefense | "";
  /** L10: the range category the GM chose for targets the scene can't measure ("" for none). */
  range?: RangeCategory | "";
  /** A8: the fumbling attack card whose tragedy this free hit answers ("" for none): a critical, no slot spent. */
  freeHitOf?: string;
}

/** The options as the attack card stores them: every field written. */
export interface StoredOptions {
  aimedArea: AimedArea | "";
  swarm: number;
  charge: boolean;
  dualWielding: boolean;
  situations: Situation[];
  modifier: number;
  apSwings: number | null;
  totalDefense: boolean;
  defense: LotDefense | "";
  range: RangeCategory | "";
  freeHitOf: string;
}

/**
 * What an attack reads of a target: its defenses, whether a player plays it (T7 ties), its shield and Total Defense
 * (S8), whether it charged this round (S10: AC −2), whether it is channeling a spell (A10: flat-footed), the to-hit
 * change its range gives (L10; none when absent), and whether the attacker stands in its melee zone (A8: a fumble
 * gives it a free hit).
 */
export type Defended = Pick<CombatView, "defense" | "lot" | "player" | "shieldReady"> & { totalDefense?: boolean;
  charging?: boolean; channeling?: boolean; rangePenalty?: number; inMeleeZone?: boolean };

/** The attacker's numbers an attack is judged with. */
export interface AttackerNumbers {
  /** Everything added to the d20 before situations: the terms the rulebook adds (attackTerms). */
  bonus: number;
  player: boolean;
  critThreshold: number;
  ap: number;
  /** The wielder's attribute modifier (S7: added to Shock). */
  attributeMod: number;
  /** S6: what a hit's damage adds to the weapon's formula (the attribute modifier, Brawl when unarmed). */
  damageBonus: number;
  /** Z13: degrees of melee disadvantage on this attack: one more d20 each, the lowest counts (I). */
  disadvantage?: number;
}

/** The weapon's numbers an attack is judged with. */
export interface WeaponNumbers {
  shock: { damage: number | null; maxAc: number | null };
  apCost: number;
  threat: number;
  magicBonus: number;
}

/** The options with every field set, charge and dual wielding also counted as S11 situations. */
export function storedOptions(options: AttackOptions): StoredOptions {
  const situations = (options.situations ?? []).filter((s) => SITUATIONS.includes(s));
  return {
    aimedArea: options.aimedArea ?? "", swarm: options.swarm ?? 1, charge: options.charge === true,
    dualWielding: options.dualWielding === true, modifier: options.modifier ?? 0,
    situations: [...new Set(situations)], apSwings: options.apSwings ?? null,
    totalDefense: options.totalDefense === true, defense: options.defense ?? "", range: options.range ?? "",
    freeHitOf: typeof options.freeHitOf === "string" ? options.freeHitOf : "",
  };
}

/**
 * Why the rules in force refuse the options (a lang key and its data), or null: a number they don't take, an
 * unknown aimed area (A4) or defense (T7), a situation that forbids the attack (S11), an option whose rule is off.
 */
export function refuseOptions(options: StoredOptions, rules: RulesInForce): Refusal | null {
  if (!validOptions(options)) return refuse("FRAY.CHAT.Notice.badOption", { max: SWARM_MAX_ASSAILANTS });
  if (!validAim(options)) return refuse("FRAY.CHAT.Notice.badAim", { value: String(options.aimedArea) });
  if (!validDefense(options)) return refuse("FRAY.CHAT.Notice.badDefense", { value: String(options.defense) });
  if (options.range !== "" && !(RANGE_CATEGORIES as readonly string[]).includes(options.range)) {
    return refuse("FRAY.CHAT.Notice.badRange", { value: String(options.range) });
  }
  if (optionsToHit(options) === null) return refuse("FRAY.CHAT.Notice.impossible");
  if (options.freeHitOf !== "" && rules.preset !== "agility") return refuse("FRAY.CHAT.FreeHit.agilityOnly");
  return refuseOptionsOff(options, rules);
}

/** True when the options' numbers are ones the rules take: Swarm 1 … max (S9), a whole modifier, AP swings ≥ 1. */
export function validOptions(options: StoredOptions): boolean {
  const { swarm, modifier, apSwings } = options;
  return Number.isInteger(swarm) && swarm >= 1 && swarm <= SWARM_MAX_ASSAILANTS && Number.isInteger(modifier)
    && (apSwings === null || (Number.isInteger(apSwings) && apSwings >= 1));
}

/** T7: true when the defense the options name is Dodge, Armor, or none (the better of the two). */
export function validDefense(options: StoredOptions): boolean {
  return options.defense === "" || (LOT_DEFENSES as readonly string[]).includes(options.defense);
}

/** A4: true when the options aim at one of the areas, or at none. */
export function validAim(options: StoredOptions): boolean {
  return options.aimedArea === "" || (AIMED_AREAS as readonly string[]).includes(options.aimedArea);
}

/**
 * The to-hit change of the options (S9 Swarm, S10, S11 situations, A4 the aimed area's, the modifier), or null
 * when a situation forbids the attack (S11).
 */
export function optionsToHit(options: StoredOptions): number | null {
  const situations = [...options.situations];
  if (options.charge && !situations.includes("charge")) situations.push("charge");
  if (options.dualWielding && !situations.includes("dualWielding")) situations.push("dualWielding");
  const { toHit, possible } = situationalToHit(situations);
  const aimed = options.aimedArea ? WOUND_AREAS[options.aimedArea].toHit : 0;
  return possible ? toHit + swarmBonus(options.swarm).toHit + aimed + options.modifier : null;
}

/** The lang key of the card's note on a melee attack rolled with breakout disadvantage (Z13). */
const DISADVANTAGE_NOTE = "FRAY.CHAT.Note.meleeDisadvantage";

/** Z13: the natural d20 of an attack with `degrees` of disadvantage: one more d20 per degree, the lowest counts. */
function naturalD20(dice: Dice, degrees: number): number {
  let natural = rollDie(dice, 20);
  for (let i = 0; i < degrees; i++) natural = Math.min(natural, rollDie(dice, 20));
  return natural;
}

/**
 * The rule the dice bridge runs: one d20 for the attack (one more per degree of Z13 disadvantage, the lowest
 * counting), judged against each target (escalation dice per target where a critical or fumble calls for them); a
 * target is in Total Defense (S8) when the options say all are, or its own status says so; a target that charged this
 * round (S10) has AC −2; a fumble gives a target
 * whose melee zone the attacker stands in a free hit (A8); a tragedy's free hit (`freeHitOf`) is a critical (A8).
 */
export function attackRule(rules: RulesInForce, attacker: AttackerNumbers, weapon: WeaponNumbers,
  options: StoredOptions, targets: readonly Defended[]): (dice: Dice) => AttackOutcome[] {
  const { preset } = rules;
  const toHit = optionsToHit(options) ?? 0;
  const shock = rules.shock && weapon.shock.damage !== null;
  const degrees = attacker.disadvantage ?? 0;
  return (dice) => {
    const natural = naturalD20(dice, degrees);
    return targets.map((target) => {
      const checked = preset === "lot" ? lotDefense(target.lot, options.defense || null) : null;
      const outcome = attackOutcome(preset, {
        attack: { natural, bonus: attacker.bonus + toHit + (target.rangePenalty ?? 0),
          defense: checked?.value ?? target.defense,
          threat: weapon.threat, attackerIsPlayer: attacker.player, defenderIsPlayer: target.player,
          critThreshold: preset === "lot" && rules.criticals !== "none" ? attacker.critThreshold : undefined },
        checked: checked?.checked ?? null,
        criticals: rules.criticals,
        shock: shock ? { damage: weapon.shock.damage!, maxAc: weapon.shock.maxAc, attributeMod: attacker.attributeMod,
          magicBonus: weapon.magicBonus, shieldReady: target.shieldReady, swarm: options.swarm > 1 } : null,
        totalDefense: options.totalDefense || target.totalDefense === true,
        charging: target.charging === true,
        channeling: target.channeling === true,
        inMeleeZone: target.inMeleeZone === true, tragedyFreeHit: options.freeHitOf !== "",
        ap: preset === "lot" && weapon.apCost > 0
          ? { ap: attacker.ap, apCost: weapon.apCost, swings: options.apSwings ?? undefined } : null,
      }, dice);
      return degrees ? { ...outcome, notes: [...outcome.notes, DISADVANTAGE_NOTE] } : outcome;
    });
  };
}
