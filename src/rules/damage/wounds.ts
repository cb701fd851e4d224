import { type Dice, rollDie } from "../dice.js";

/** A4: where an aimed attack is pointed. */
export const AIMED_AREAS = ["fatal", "slowing", "weakening", "disrupting", "centerMass"] as const;
/** One of the A4 target areas. */
export type AimedArea = typeof AIMED_AREAS[number];

/** A stat a wound lowers. */
export type WoundStat = "movement" | "agility" | "strength" | "bonusActions" | "accuracy";

/** How long a wound's change lasts: until the wound is healed, for the battle, or for the current round. */
export type WoundDuration = "wound" | "battle" | "round";

/** One change a wound makes to the wounded character; `movement` counts spaces, the seed's unit (A2, A5). */
export interface WoundModifier {
  stat: WoundStat;
  value: number;
  duration: WoundDuration;
}

/** An aimed area as data: its label, its to-hit change, and what a wound there does (A4, A5). */
export interface AimedAreaRule {
  id: AimedArea;
  /** Lang key for the area's name. */
  label: string;
  /** Lang key for the wound's effect. */
  effect: string;
  toHit: number;
  modifiers: readonly WoundModifier[];
  /** Fatal: a wound has a 1-in-4 chance of +16 damage. */
  fatalRoll: boolean;
}

/** Builds one frozen area rule. */
function area(id: AimedArea, toHit: number, modifiers: WoundModifier[], fatalRoll = false): AimedAreaRule {
  return Object.freeze({
    id, toHit, fatalRoll, modifiers: Object.freeze(modifiers),
    label: `FRAY.RULES.Wounds.Area.${id}`, effect: `FRAY.RULES.Wounds.Effect.${id}`,
  });
}

/**
 * The A4 areas and A5 wound effects. Disrupting (I): −1 Accuracy for the battle plus −2 for the current round,
 * so the round's total is the −3 the rule names; Center mass (I): +1 to hit and a wound with no effect.
 */
export const WOUND_AREAS: Readonly<Record<AimedArea, AimedAreaRule>> = Object.freeze({
  fatal: area("fatal", 0, [], true),
  slowing: area("slowing", 0, [
    { stat: "movement", value: -2, duration: "wound" }, { stat: "agility", value: -1, duration: "wound" },
  ]),
  weakening: area("weakening", 0, [
    { stat: "strength", value: -1, duration: "wound" }, { stat: "bonusActions", value: -1, duration: "wound" },
  ]),
  disrupting: area("disrupting", 0, [
    { stat: "accuracy", value: -1, duration: "battle" }, { stat: "accuracy", value: -2, duration: "round" },
  ]),
  centerMass: area("centerMass", 1, []),
});

/** The extra damage of a Fatal wound (A5). */
export const FATAL_EXTRA_DAMAGE = 16;

/** A5 Fatal: rolls a d4 and adds 16 damage on a 4 (a 1-in-4 chance); the extra is not reduced again. */
export function rollFatalWound(dice: Dice): { roll: number; extra: number } {
  const roll = rollDie(dice, 4);
  return { roll, extra: roll === 4 ? FATAL_EXTRA_DAMAGE : 0 };
}

/**
 * A5: how a character's standing wounds change its action pool (Weakening: one fewer BA each), as the `adjust`
 * that `spendAction` and `actionPool` take; only wound- and battle-long changes count, and {} when none.
 */
export function woundActionAdjust(modifiers: readonly WoundModifier[]): Record<string, number> {
  const bonus = modifiers.filter((m) => m.stat === "bonusActions" && m.duration !== "round")
    .reduce((sum, m) => sum + m.value, 0);
  return bonus === 0 ? {} : { bonus };
}

/**
 * A5: what wounds' modifiers change `stat` by for the round they were dealt in only (Disrupting: −2 Accuracy beyond
 * the battle's −1, so −3 in that round); the caller passes the modifiers of the wounds dealt in the current round.
 */
export function woundRoundChange(modifiers: readonly WoundModifier[], stat: WoundStat): number {
  return modifiers.filter((m) => m.stat === stat && m.duration === "round").reduce((sum, m) => sum + m.value, 0);
}
