/** Where a combat stands (foundry.documents.types.CombatHistoryData). */
export interface CombatHistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

/** The context of a turn event (foundry.documents.types.CombatTurnEventContext: "Was skipped?"). */
export interface CombatTurnEventContext {
  round: number;
  turn: number;
  skipped: boolean;
}

/** The context of a round event (v14 CombatRoundEventContext: CombatTurnEventContext without `turn`). */
export interface CombatRoundEventContext {
  round: number;
  skipped: boolean;
}

/** One turn event the active GM's client runs. */
export type TurnEvent =
  | { kind: "startTurn" | "endTurn"; combatantId: string; context: CombatTurnEventContext }
  | { kind: "startRound" | "endRound"; context: CombatRoundEventContext };

/**
 * The turn events a change from `from` to `to` runs, in order, given the turns now:
 * - none going back (foundryvtt#11997 "Previous Turn should not trigger combat turn events"; #11988 "Moving
 *   backwards shouldn't trigger combat events"; #11989 no round end from round 1 to 0);
 * - none while the same combatant acts in the same round (foundryvtt#12747: rolling initiative, changing it or adding
 *   a combatant triggers none);
 * - the start of the turn of one who took a deleted acting combatant's place (foundryvtt#12009, #9741);
 * - going forward: the end of the turn that was running (never out of round 0: foundryvtt#11238), then for every turn
 *   and round the change passed over their start and end with `skipped: true` (foundryvtt#11998 "Call combat turn
 *   event handlers for combatants that are skipped by Next Turn / Next Round"; RegionTokenTurnEventData.skipped
 *   "Was the turn skipped?", RegionTokenRoundEventData.skipped "Was the round skipped?"; Draw Steel PR 719 returns
 *   from `_onEndTurn` when `context.skipped` because "Foundry thinks we're skipping turns"), the end of the round
 *   that was running and the start of the new one (foundryvtt#10786: also when the same combatant starts it), and
 *   the start of the new turn.
 */
export function turnEventPlan(from: CombatHistoryData, to: CombatHistoryData, turns: readonly { id: string }[],
  exists: (id: string) => boolean): TurnEvent[] {
  const back = to.round < from.round || (to.round === from.round && (to.turn ?? -1) < (from.turn ?? -1));
  const gone = from.combatantId !== null && !exists(from.combatantId);
  if (!turns.length) return back ? [] : roundsOnly(from.round, to.round);
  if ((to.round === from.round && (to.combatantId === from.combatantId || (back && !gone)))) {
    return [];
  }
  if (to.round === from.round && gone) return startOf(to, turns);
  if (back) return [];
  const events: TurnEvent[] = [];
  if (to.round === from.round && to.turn === from.turn) return [...endOf(from), ...startOf(to, turns)];
  let round = from.round;
  let turn = from.turn ?? -1;
  if (from.round < 1) {
    round = 1;
    turn = -1;
    events.push({ kind: "startRound", context: { round: 1, skipped: to.round !== 1 } });
  } else {
    events.push(...endOf(from));
  }
  while (round <= to.round) {
    turn += 1;
    if (turn >= turns.length) {
      events.push({ kind: "endRound", context: { round, skipped: round !== from.round } });
      round += 1;
      turn = 0;
      events.push({ kind: "startRound", context: { round, skipped: round !== to.round } });
    }
    if (round === to.round && (to.turn === null || turn === to.turn)) break;
    const combatant = turns[turn];
    if (!combatant) continue;
    for (const kind of ["startTurn", "endTurn"] as const) {
      events.push({ kind, combatantId: combatant.id, context: { round, turn, skipped: true } });
    }
  }
  return [...events, ...startOf(to, turns)];
}

/**
 * A combat with no combatants going forward: only its round events (foundryvtt#9742: round change events are
 * dispatched for a started combat without combatants; #12402: Begin Combat, Next Turn and Next Round don't throw).
 */
function roundsOnly(fromRound: number, toRound: number): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (let round = Math.max(fromRound, 0); round < toRound; round += 1) {
    if (round >= 1) events.push({ kind: "endRound", context: { round, skipped: round !== fromRound } });
    events.push({ kind: "startRound", context: { round: round + 1, skipped: round + 1 !== toRound } });
  }
  return events;
}

/** The end of the turn `from` names, if it was running. */
function endOf(from: CombatHistoryData): TurnEvent[] {
  if (from.round < 1 || from.turn === null || !from.combatantId) return [];
  return [{ kind: "endTurn", combatantId: from.combatantId,
    context: { round: from.round, turn: from.turn, skipped: false } }];
}

/** The start of the turn `to` names, if a combatant holds it. */
function startOf(to: CombatHistoryData, turns: readonly { id: string }[]): TurnEvent[] {
  const combatant = to.turn === null ? undefined : turns[to.turn];
  return combatant ? [{ kind: "startTurn", combatantId: combatant.id,
    context: { round: to.round, turn: to.turn!, skipped: false } }] : [];
}
