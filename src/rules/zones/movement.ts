import { type Dice, rollDie } from "../dice.js";
import { requireInteger, requireList, requireRecord, RulesRangeError } from "../validate.js";

/** Z7: the d12 movement roll on SPD, with Hindrance/Easing dice (Z11, Z12) and an optional rush (Z8). */
export interface MovementInput {
  /** The SPD score: the roll's target number. */
  spd: number;
  /** The movement die's face. */
  roll: number;
  /** Z8: rush after seeing the roll. */
  rush?: boolean;
  hindrance?: number;
  easing?: number;
  /** Z12 (I): one roll of the Hindrance die per net Hindrance or Easing (see `rollHindranceDice`). */
  hindranceRolls?: readonly number[];
  /** Z12 (I): faces of the Hindrance/Easing die (default 4; a world setting). */
  hindranceDie?: number;
  /** Z7: faces of the movement die (default 12; a zone trait may change it). */
  die?: number;
  /** Z8: degrees of encumbrance; 2 or more forbid rushing. */
  encumbrance?: number;
  /** Z8: any degree of Mobility injury forbids rushing. */
  mobilityInjury?: boolean;
}

/** How far a character moves this movement phase. */
export interface MovementResult {
  /** TN − adjusted roll (+ SPD when rushing); 0 or more succeeds. */
  margin: number;
  distance: "none" | "short" | "medium";
  /** Z8: 6 when rushing (Sprinting Focus and one degree of encumbrance change it; not modelled). */
  fatigue: number;
  /** The d12 after the net Hindrance dice are added or the net Easing dice subtracted. */
  adjustedRoll: number;
  /** Hindrance minus Easing: positive adds dice, negative subtracts them. */
  netHindrance: number;
}

/** Z8: the fatigue a rush costs. */
export const RUSH_FATIGUE = 6;

/** Z8: the rushed margin that moves medium instead of short. */
export const RUSH_MEDIUM_MARGIN = 10;

/** Z8: why a character may not rush (a lang key), or null when it may. */
export function rushRefusal(state: { encumbrance?: number; mobilityInjury?: boolean }): string | null {
  requireRecord("state", state);
  if (requireInteger("encumbrance", state.encumbrance ?? 0, { min: 0 }) >= 2) {
    return "FRAY.RULES.Zones.RushRefused.encumbrance";
  }
  return state.mobilityInjury === true ? "FRAY.RULES.Zones.RushRefused.mobility" : null;
}

/** Z12 (I): Hindrance and Easing cancel one for one; positive = net Hindrance, negative = net Easing. */
export function netHindrance(hindrance: number, easing: number): number {
  return requireInteger("hindrance", hindrance, { min: 0 }) - requireInteger("easing", easing, { min: 0 });
}

/** Z12 (I): rolls one Hindrance/Easing die per net Hindrance or Easing through `dice`. */
export function rollHindranceDice(dice: Dice, net: number, faces = 4): number[] {
  const count = Math.abs(requireInteger("net", net));
  requireInteger("faces", faces, { min: 2 });
  return Array.from({ length: count }, () => rollDie(dice, faces));
}

/**
 * Z7, Z8, Z12: success (margin ≥ 0) moves one short range; a rush adds SPD to the TN for 6 fatigue and moves
 * medium at a margin of 10 or more. Rushing with 2 degrees of encumbrance or a Mobility injury throws.
 */
export function movementRoll(input: MovementInput): MovementResult {
  requireRecord("input", input);
  const spd = requireInteger("input.spd", input.spd, { min: 0 });
  requireInteger("input.roll", input.roll, { min: 1, max: requireInteger("input.die", input.die ?? 12, { min: 2 }) });
  const net = netHindrance(input.hindrance ?? 0, input.easing ?? 0);
  const adjustedRoll = input.roll + Math.sign(net) * sumHindranceRolls(input, Math.abs(net));
  const rush = input.rush === true;
  const refusal = rush ? rushRefusal(input) : null;
  if (refusal !== null) {
    throw new RulesRangeError(refusal, { field: "input.rush" }, `input.rush: rushing is not allowed (${refusal})`);
  }
  const margin = spd - adjustedRoll + (rush ? spd : 0);
  const distance = margin < 0 ? "none" : rush && margin >= RUSH_MEDIUM_MARGIN ? "medium" : "short";
  return { margin, distance, fatigue: rush ? RUSH_FATIGUE : 0, adjustedRoll, netHindrance: net };
}

/** Validates that there is one Hindrance roll per net die, each on the Hindrance die, and sums them. */
function sumHindranceRolls(input: MovementInput, count: number): number {
  const faces = requireInteger("input.hindranceDie", input.hindranceDie ?? 4, { min: 2 });
  const rolls = requireList("input.hindranceRolls", input.hindranceRolls ?? []);
  requireInteger("input.hindranceRolls.length", rolls.length, { min: count, max: count });
  let sum = 0;
  for (let i = 0; i < rolls.length; i++) {
    sum += requireInteger(`input.hindranceRolls[${i}]`, rolls[i], { min: 1, max: faces });
  }
  return sum;
}
