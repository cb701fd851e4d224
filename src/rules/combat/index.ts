/** Combat in Foundry terms (sides, the stored turn order, rounds and phases, turn events, effect clocks). */

export { SIDE_KEYS, DISPOSITIONS, dispositionOf, isSideKey } from "./sides.js";
export { seatOrder } from "./order.js";
export type { Seat, SeatOptions } from "./order.js";
export { opensWithSurprise, openingPhase, roundPhaseOf, actingIds, afterLastTurn, beforeFirstTurn } from "./rounds.js";
export type { CombatPhase, RoundState } from "./rounds.js";
export { FLAT_FOOTED_AT_START, atCombatStart, atTurnStart, atTurnEnd, atRoundStart } from "./turn-events.js";
export type { TurnState } from "./turn-events.js";
export { NO_TURNS, inTurn, recordStart, recordEnd, turnMarks, ledgerNow } from "./turn-clock.js";
export type { TurnRecord, LedgerClock } from "./turn-clock.js";
export { initiativeStat, rollNeedsStat } from "./initiative-stat.js";
export type { InitiativeAttributes } from "./initiative-stat.js";
export { clockExpired, endsWithCombat, readClock } from "./effect-clock.js";
export type { EffectClock } from "./effect-clock.js";
export { initiativeFormula, initiativeRolls, initiativeRows } from "./initiative-rows.js";
export type { InitiativeRoll, InitiativeRow } from "./initiative-rows.js";
export { DELAY_MODES, mayDelay, delayStatus } from "./delays.js";
export type { DelayStatus } from "./delays.js";
export { zonePlaceScore } from "./zone-place.js";
export type { ZoneSeat, ZoneScore } from "./zone-place.js";
export { kinGroups } from "./kin-groups.js";
export type { KinMember, KinPlan } from "./kin-groups.js";
