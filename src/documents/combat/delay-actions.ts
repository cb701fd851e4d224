import { delayStatus, mayActFromDelay, mayDelay } from "../../rules/index.js";
import { keepingTurn } from "./turn-order.js";
import type { CombatLike, CombatantLike } from "./types.js";
import { done, no, type ActionAnswer } from "./action-answer.js";

/** The stored delay of a combatant that is not delaying (a re-entered mark stays: L6 orders by it). */
const NOT_DELAYING = { round: null, score: null };

/**
 * L6, A1: on its own turn a combatant leaves the order, keeping the round and count it left on; the turn passes. T5:
 * not in the planning phase (the delay would count from round 1).
 */
export async function delay(combat: CombatLike, combatant: CombatantLike): Promise<ActionAnswer> {
  if (!mayDelay(combat.mode)) return no("FRAY.COMBAT.Notice.NoDelay");
  if (combat.system.phase === "planning") return no("FRAY.COMBAT.Notice.NoDelayPlanning");
  if (combat.combatant?.id !== combatant.id) return no("FRAY.COMBAT.Notice.DelayOnOwnTurn");
  await combatant.update({ "system.delay": { round: combat.round, score: combatant.initiative ?? 0 } });
  await combat.nextTurn();
  return done;
}

/**
 * L6: a delaying combatant re-enters on the count of the combatant whose turn it is (when the rule allows that
 * count), which becomes its initiative, and acts after everyone else on it.
 */
export async function reenter(combat: CombatLike, combatant: CombatantLike): Promise<ActionAnswer> {
  const { round, score } = combatant.system.delay;
  const count = combat.combatant?.initiative;
  if (round === null || score === null) return no("FRAY.COMBAT.Notice.NotDelaying");
  if (typeof count !== "number" || !mayActFromDelay({ round, score }, { round: combat.round, count })) {
    return no("FRAY.COMBAT.Notice.DelayCountPassed", { count: count ?? "–" });
  }
  await keepingTurn(combat, () => combatant.update({ initiative: count,
    "system.delay": { ...NOT_DELAYING, reentered: true } }));
  return done;
}

/** L6, A1: whether `combatant` sits out of the order in `round` (a delay still waiting to re-enter). */
export function waitsInDelay(combat: CombatLike, combatant: CombatantLike, round: number): boolean {
  const delayed = combatant.system.delay.round;
  return delayed !== null && delayStatus(combat.mode, delayed, round) === "waiting";
}

/**
 * L6, A1: the write a turn event makes to `combatant`'s delay in `round`: at a round's start it ends the delays
 * `delayStatus` says lapsed; at the combatant's own turn also a due one (it acts on its own count). A delay made
 * this round stays (the turn-start event of the turn it delayed on may run after the delay was written). Null when
 * there is nothing to end.
 */
export function endedDelay(combat: CombatLike, combatant: CombatantLike, round: number,
  at: "roundStart" | "turnStart"): Record<string, unknown> | null {
  const delayed = combatant.system.delay.round;
  if (delayed === null) return null;
  const status = delayStatus(combat.mode, delayed, round);
  const ends = status === "lapsed" || (at === "turnStart" && status === "due");
  return ends ? { delay: { ...NOT_DELAYING, reentered: combatant.system.delay.reentered } } : null;
}
