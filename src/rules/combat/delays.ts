import { INITIATIVE_MODES, type InitiativeMode } from "../presets.js";
import { requireInteger, requireOneOf } from "../validate.js";

/**
 * L6, A1: the turn models whose creatures may delay. Sides has none (S2: a side's members already act in any
 * order they choose, so waiting is just letting another member go first) and zones has none (Z4 and Z5 change
 * places instead).
 */
export const DELAY_MODES: readonly InitiativeMode[] = Object.freeze(["d20", "agility"]);

/** L6, A1: whether creatures may delay under `mode`. */
export function mayDelay(mode: InitiativeMode): boolean {
  return DELAY_MODES.includes(requireOneOf("mode", mode, INITIATIVE_MODES));
}

/**
 * Where a delay that was not re-entered stands in `round`: `waiting` (out of the order, may re-enter), `due` (it
 * takes its turn on its own place when the order reaches it, and the delay ends there) or `lapsed` (the delay is
 * over: the creature lost the delayed turn and is back on its own place).
 */
export type DelayStatus = "waiting" | "due" | "lapsed";

/**
 * L6, A1: what becomes of a delay made in round `delayedRound` when round `round` runs. L6 lets a delayer act on
 * any later count, down to its own count of the next round: so in the round it delayed it waits, in the next round
 * it still may act earlier but takes its turn on its own count at the latest (due), and after that the delay is
 * over. A1 delays "for the round": once that round ends the delayer lost its turn and is back on its place. Under
 * a model with no delay (or a delay from a later round, which can't happen) it has lapsed.
 */
export function delayStatus(mode: InitiativeMode, delayedRound: number, round: number): DelayStatus {
  const delayed = requireInteger("delayedRound", delayedRound, { min: 1 });
  const now = requireInteger("round", round, { min: 1 });
  if (!mayDelay(mode) || now < delayed) return "lapsed";
  if (now === delayed) return "waiting";
  return mode === "d20" && now === delayed + 1 ? "due" : "lapsed";
}
