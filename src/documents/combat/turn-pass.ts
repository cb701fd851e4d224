import { actingIds, mayActOnArrival, type Entrant, type RoundState } from "../../rules/index.js";
import { roundJoined } from "../../compat.js";
import { joinRoundOnLedger } from "../ledger/index.js";
import type { CombatLike, CombatantLike } from "./types.js";
import { waitsInDelay } from "./delay-actions.js";
import { entrantOf } from "./seats.js";

/** The combatants as the rules see them, in turn order. */
export function entrantsOf(combat: CombatLike): Entrant[] {
  return combat.turns.map((combatant) => entrantOf(combatant, combat.system.preset));
}

/** The round state of `combat` now. */
export function roundState(combat: CombatLike): RoundState {
  return { round: Math.max(combat.round, 1), phase: combat.system.phase, surpriseRound: combat.system.surpriseRound };
}

/** The passes worked out for each turns array (setupTurns makes a new one when the order may change), by state. */
const passes = new WeakMap<readonly CombatantLike[], Map<string, number[]>>();

/**
 * A10: whether `combatant` may act in `round`: not while it is a summoned unit in the round it joined, as the ledger
 * recorded it on a GM's client (its flags are its owner's to write), else as the combatant says.
 */
export function arrivedToAct(combatant: CombatantLike, round: number): boolean {
  const joined = joinRoundOnLedger(combatant.parent?.id ?? "", combatant.id ?? "") ?? roundJoined(combatant);
  return mayActOnArrival(combatant.system.summoned, joined, round);
}

/**
 * L4, S3, Z5–Z7, L6, A1, A10: the turn indexes the rules let act in `state`, less a delayer still waiting, one who
 * gave up this action phase to reposition (Z5) and a unit summoned this round; worked out once per turns array and
 * state.
 */
function passOf(combat: CombatLike, state: RoundState): number[] {
  const key = `${combat.mode}|${state.round}|${state.phase}|${state.surpriseRound}`;
  let byState = passes.get(combat.turns);
  if (!byState) passes.set(combat.turns, byState = new Map());
  const known = byState.get(key);
  if (known) return known;
  const ids = new Set(actingIds(combat.mode, state, entrantsOf(combat)));
  const forfeits = (c: CombatantLike) => combat.mode === "zones" && state.phase === "action"
    && c.system.repositioned === state.round;
  const pass = combat.turns.flatMap((combatant, index) =>
    (ids.has(combatant.id!) && !waitsInDelay(combat, combatant, state.round) && !forfeits(combatant)
      && arrivedToAct(combatant, state.round) ? [index] : []));
  byState.set(key, pass);
  return pass;
}

/** Whether the turn at `index` is passed over: its combatant is defeated and the tracker skips the defeated. */
function skipped(combat: CombatLike, index: number): boolean {
  return combat.settings.skipDefeated === true && combat.turns[index]!.isDefeated;
}

/**
 * The first index after `from` that takes a turn in `state` (not a defeated one the tracker skips), or null. S2:
 * under sides a member of the acting side who has not acted yet comes first, wherever it stands (another member
 * may have taken the turn before it), and one who already acted this round is passed over.
 */
export function nextActing(combat: CombatLike, state: RoundState, from: number): number | null {
  const open = passOf(combat, state).filter((index) => !skipped(combat, index));
  if (combat.mode !== "sides" || from < 0) return open.find((index) => index > from) ?? null;
  const waiting = open.filter((index) => index !== from && !combat.turns[index]!.system.acted);
  const side = combat.turns[from]?.side;
  return waiting.find((index) => combat.turns[index]!.side === side) ?? waiting.find((index) => index > from) ?? null;
}

/** The last index before `from` that takes a turn in `state` (not a defeated one the tracker skips), or null. */
export function previousActing(combat: CombatLike, state: RoundState, from: number): number | null {
  return passOf(combat, state).findLast((index) => index < from && !skipped(combat, index)) ?? null;
}

/** Whether the turn at `index` is one the rules let take a turn in `state` (not a defeated one the tracker skips). */
export function takesTurnIn(combat: CombatLike, state: RoundState, index: number): boolean {
  return passOf(combat, state).includes(index) && !skipped(combat, index);
}

/** Whether the turn at `index` is one the rules let take a turn in the combat's state now. */
export function takesTurnNow(combat: CombatLike, index: number): boolean {
  return takesTurnIn(combat, roundState(combat), index);
}
