import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import { rushRefusal, type MovementInput } from "./movement.js";
import type { BreakoutResult } from "./outnumbering.js";
import type { ZoneTraits } from "./traits.js";

/** A choice the tracker offers, allowed or refused with a lang key. */
export type MovementChoice = { allowed: true } | { allowed: false; reason: string };

/** Z7, Z8, Z13: what a character may do in the movement phase. */
export interface MovementOptions {
  move: MovementChoice;
  /** Z8: rushing, decided after seeing the roll. */
  rush: MovementChoice;
  stay: MovementChoice;
  /** Z13: breakout tactics, offered only to an engaged character. */
  breakout: MovementChoice;
}

/** What decides a character's movement options. */
export interface MoverState {
  phase: "movement" | "action";
  encumbrance?: number;
  mobilityInjury?: boolean;
  engaged?: boolean;
  /** An incapacitated character can't move at all. */
  incapacitated?: boolean;
  /** A carried character makes no SPD rolls. */
  carried?: boolean;
}

/**
 * Z7, Z8, Z13: the movement-phase options: move and stay (refused outside the movement phase, and move refused
 * when incapacitated or carried), rush (refused with its reason under 2 degrees of encumbrance or a Mobility
 * injury), and breakout tactics when engaged.
 */
export function movementOptions(state: MoverState): MovementOptions {
  requireRecord("state", state);
  const phase = requireOneOf("state.phase", state.phase, ["movement", "action"] as const);
  if (phase !== "movement") {
    const no = { allowed: false as const, reason: "FRAY.ZONE.Movement.NotMovementPhase" };
    return { move: no, rush: no, stay: no, breakout: no };
  }
  const stuck = state.incapacitated === true ? "FRAY.ZONE.Movement.Incapacitated"
    : state.carried === true ? "FRAY.ZONE.Movement.Carried" : null;
  const rushWhy = stuck ?? rushRefusal(state);
  return {
    move: stuck ? { allowed: false, reason: stuck } : { allowed: true },
    rush: rushWhy ? { allowed: false, reason: rushWhy } : { allowed: true },
    stay: { allowed: true },
    breakout: stuck ? { allowed: false, reason: stuck }
      : state.engaged === true ? { allowed: true } : { allowed: false, reason: "FRAY.ZONE.Movement.NotEngaged" },
  };
}

/** The movement roll's setup before the die is rolled: everything `movementRoll` takes except the faces. */
export type MovementPlan = Required<Pick<MovementInput, "spd" | "die" | "hindrance" | "easing">>;

/**
 * Z7, Z8, Z11: the movement roll's setup: the die of the zone left (or, when larger, of the zone entered), the
 * zone's Hindrance or Easing for leaving it, and the escape's Hindrance and Easing when leaving an engagement.
 */
export function movementPlan(spd: number, from: ZoneTraits, options: {
  to?: ZoneTraits; leavingZone?: boolean; escape?: { hindrance: number; easing: number } | null;
} = {}): MovementPlan {
  requireInteger("spd", spd, { min: 0 });
  requireRecord("from", from);
  const die = Math.max(from.movementDie, options.to?.movementDie ?? 0);
  const leaving = options.leavingZone === true ? from.leaving : { hindrance: 0, easing: 0 };
  const escape = options.escape ?? { hindrance: 0, easing: 0 };
  return { spd, die, hindrance: leaving.hindrance + escape.hindrance, easing: leaving.easing + escape.easing };
}

/** Z13: the melee disadvantage of a breakout as an effect to create: its name key, degrees and when it ends. */
export interface BreakoutEffect {
  name: string;
  degrees: number;
  /** "roundEnd" in the movement phase; "nextTurnStart" in the action phase. */
  until: BreakoutResult["until"];
  /** The lang key naming when it ends. */
  untilLabel: string;
}

/** Z13: describes the breakout's melee disadvantage as a timed effect, or null when no tactic was chosen. */
export function breakoutEffect(result: BreakoutResult | null): BreakoutEffect | null {
  if (result === null || result.disadvantage === 0) return null;
  return { name: "FRAY.ZONE.Breakout.Effect", degrees: result.disadvantage, until: result.until,
    untilLabel: `FRAY.RULES.Zones.Until.${result.until}` };
}
