import type { DamageOptions, Target } from "./damage/types.js";
import type { AimedArea } from "./damage/wounds.js";
import { refuse, type Refusal } from "./refusal.js";
import type { CriticalRule, DrPer, PresetId, RuleToggles } from "./presets.js";

/**
 * What the rule toggles turn on, as the inputs the card rules take. It is the one place a toggle becomes a rule's
 * input: the cards, the macro API and the sheets read these, never a toggle or an actor's stored value on its own.
 */
export interface RulesInForce {
  preset: PresetId;
  /** S6–S9: Shock on a miss, the shield that ignores it, Total Defense and the Swarm Attack. */
  shock: boolean;
  /** T11: the overshield, its own DR and the statuses it blocks. */
  overshield: boolean;
  /** A4–A6: aimed attacks, wounds and the heals that remove them. */
  wounds: boolean;
  /** The options applyDamage takes: T9 DR per hit or attack, T10 guard, A5 threshold (null: wounds off). */
  damage: { drPer: DrPer; fullHealthGuard: boolean; woundThreshold: number | null } & DamageOptions;
  /** L8, A7, A8, T7: what a critical adds; "none" is no critical at all. */
  criticals: CriticalRule;
}

/** The rules in force under `preset` with `toggles`. */
export function rulesInForce(preset: PresetId, toggles: RuleToggles): RulesInForce {
  return {
    preset,
    shock: toggles.shock,
    overshield: toggles.overshield,
    wounds: toggles.wounds,
    damage: { drPer: toggles.drPer, fullHealthGuard: toggles.fullHealthGuard,
      woundThreshold: toggles.wounds ? toggles.woundThreshold : null },
    criticals: toggles.criticals,
  };
}

/** T11: a target as the rules in force see it: with the overshield rule off it has no overshield at all. */
export function targetInForce<T extends Target>(target: T, rules: Pick<RulesInForce, "overshield">): T {
  return rules.overshield || !target.overshield ? target : { ...target, overshield: null };
}

/** The attack choices that belong to a rule that can be off. */
export interface RuleBoundOptions {
  /** S9: assailants in the Swarm Attack (1: no swarm). */
  swarm: number;
  /** S8: the targets are in Total Defense. */
  totalDefense: boolean;
  /** A4: the area aimed at ("" for none). */
  aimedArea: AimedArea | "";
}

/**
 * Refuses an attack choice whose rule is off (a Swarm Attack or Total Defense without Shock, S8, S9; an aimed area
 * without wounds, A4), naming the rule; null when every choice is one the rules in force take.
 */
export function refuseOptionsOff(options: RuleBoundOptions, rules: RulesInForce): Refusal | null {
  if (!rules.shock && (options.swarm > 1 || options.totalDefense)) return refuse("FRAY.CHAT.Notice.ruleOff.shock");
  if (!rules.wounds && options.aimedArea !== "") return refuse("FRAY.CHAT.Notice.ruleOff.wounds");
  return null;
}
