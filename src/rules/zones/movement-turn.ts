import { rollDie, type Dice } from "../dice.js";
import { refuse, type Refusal } from "../refusal.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import { movementRoll, rollHindranceDice, type MovementResult } from "./movement.js";
import type { MovementPlan } from "./movement-phase.js";

/**
 * Z7, Z8: what a character decided this movement phase, as its combatant stores it (round null: nothing yet): move,
 * stay, a reactive move prepared (`react`) or a move with its group (`group`).
 */
export interface MovementRecord {
  round: number | null;
  choice: "move" | "stay" | "react" | "group" | null;
  rushed: boolean;
  /** Z8: the character a reactive move is prepared against (its id), else null. */
  against?: string | null;
}

/**
 * The movement-phase steps a character takes: roll to move, rush after seeing the roll, stay, prepare a reactive
 * move (Z8) or move with its group (Z8).
 */
export const MOVEMENT_STEPS = ["move", "rush", "stay", "react", "group"] as const;
/** One movement-phase step. */
export type MovementStep = typeof MOVEMENT_STEPS[number];

/** When a step is asked for: the phase, the round, whether it is the character's turn, and what it did so far. */
export interface MovementMoment {
  phase: "movement" | "action";
  round: number;
  onTurn: boolean;
  record: MovementRecord;
  /** Z8: the character this one prepared a reactive move against has moved this round. */
  reactionOpen?: boolean;
}

/** The record of a round in which nothing was decided yet. */
export const NO_MOVEMENT: Readonly<MovementRecord> = Object.freeze({ round: null, choice: null, rushed: false });

/**
 * Z7, Z8: whether the character may take `step` now: only in the movement phase and on its own turn; move, stay,
 * react and group once a round; rush only after this round's movement roll, and once. A reactive move is made off
 * turn once the character it was prepared against has moved (and may be rushed off turn).
 */
export function movementStepAllowed(step: MovementStep, moment: MovementMoment): { ok: true } | Refusal {
  requireOneOf("step", step, MOVEMENT_STEPS);
  requireRecord("moment", moment);
  requireRecord("moment.record", moment.record);
  const round = requireInteger("moment.round", moment.round, { min: 1 });
  if (requireOneOf("moment.phase", moment.phase, ["movement", "action"] as const) !== "movement") {
    return refuse("FRAY.ZONE.Movement.NotMovementPhase");
  }
  const decided = moment.record.round === round ? moment.record.choice : null;
  const reactive = decided === "react" || (decided === "move" && typeof moment.record.against === "string");
  if (moment.onTurn !== true && !reactive) return refuse("FRAY.ZONE.Movement.NotOnTurn");
  if (decided === "react" && step === "move") {
    return moment.reactionOpen === true ? { ok: true } : refuse("FRAY.ZONE.Movement.ReactWaiting");
  }
  if (step !== "rush") return decided === null ? { ok: true } : refuse("FRAY.ZONE.Movement.Decided");
  if (decided === "group") return refuse("FRAY.ZONE.Movement.GroupRolls");
  if (decided !== "move") return refuse("FRAY.ZONE.Movement.RollFirst");
  return moment.record.rushed === true ? refuse("FRAY.ZONE.Movement.RushedAlready") : { ok: true };
}

/** A movement roll as rolled: the faces, the plan they were rolled on, and what they give without a rush. */
export interface RolledMovement {
  plan: MovementPlan;
  roll: number;
  hindranceDie: number;
  hindranceRolls: number[];
  result: MovementResult;
}

/**
 * Z7, Z12 (I): rolls the movement die of `plan` and one `hindranceDie` per net Hindrance or Easing through `dice`
 * (the Foundry layer gives real Rolls through the dice bridge) and judges the roll without a rush.
 */
export function rollMovement(dice: Dice, plan: MovementPlan, hindranceDie = 4): RolledMovement {
  requireRecord("plan", plan);
  const roll = rollDie(dice, requireInteger("plan.die", plan.die, { min: 2 }));
  const net = requireInteger("plan.hindrance", plan.hindrance, { min: 0 })
    - requireInteger("plan.easing", plan.easing, { min: 0 });
  const hindranceRolls = rollHindranceDice(dice, net, hindranceDie);
  const result = movementRoll({ ...plan, roll, hindranceRolls, hindranceDie });
  return { plan, roll, hindranceDie, hindranceRolls, result };
}

/**
 * Z8: the same roll rushed: +SPD to the TN for 6 fatigue, medium at a margin of 10 or more. Refused with its
 * reason under 2 degrees of encumbrance or a Mobility injury (judged from the character now, not at the roll).
 */
export function rushMovement(rolled: Omit<RolledMovement, "result">, state: { encumbrance?: number; mobilityInjury?: boolean }):
  { ok: true; result: MovementResult } | Refusal {
  requireRecord("rolled", rolled);
  requireRecord("state", state);
  try {
    return { ok: true, result: movementRoll({ ...rolled.plan, roll: rolled.roll, rush: true,
      hindranceRolls: rolled.hindranceRolls, hindranceDie: rolled.hindranceDie, ...state }) };
  } catch (error) {
    const key = (error as { key?: unknown }).key;
    if (typeof key === "string" && key.startsWith("FRAY.RULES.Zones.RushRefused")) return refuse(key);
    throw error;
  }
}

/** A character's SPD as the movement roll's TN, or a refusal when it is no whole number of 0 or more. */
export function movementSpd(value: unknown): { ok: true; spd: number } | Refusal {
  return Number.isInteger(value) && (value as number) >= 0 ? { ok: true, spd: value as number }
    : refuse("FRAY.ZONE.Movement.BadSpd", { value: String(value) });
}

/**
 * Z14: group defense is chosen at the end of the movement phase: still in it, once every member of the group
 * has decided how it moves this round (`undecided` counts those who have not).
 */
export function groupDefenseOpen(phase: "movement" | "action", undecided: number): { ok: true } | Refusal {
  if (requireOneOf("phase", phase, ["movement", "action"] as const) !== "movement") {
    return refuse("FRAY.ZONE.Movement.NotMovementPhase");
  }
  const waiting = requireInteger("undecided", undecided, { min: 0 });
  return waiting === 0 ? { ok: true } : refuse("FRAY.ZONE.GroupDefense.NotYet", { count: waiting });
}
