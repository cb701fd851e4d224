/** Turn structure (L4–L6, S2–S3, Z4–Z6): the public part of src/rules/turns. */

export { SURPRISE_ROUND_ACTIONS, surpriseRound, freeRoundBeforeInitiative } from "./surprise.js";
export type { OpeningRound } from "./surprise.js";
export { isFlatFooted } from "./flat-footed.js";
export type { FlatFootedState } from "./flat-footed.js";
export { delayTo, mayActFromDelay } from "./delay.js";
export type { CountPoint } from "./delay.js";
export { moveDownDeciders, moveDown, moveDownTurn, mayDecideMoveDown, mayReposition, repositionDeciders, reposition }
  from "./zone-order.js";
export type { TurnSlot, OrderChange, Reposition, MoveDownTurn } from "./zone-order.js";
export { hasMovementPhase, movementPhaseMovers } from "./phases.js";
export { firstZoneStep, nextZoneStep, previousZoneStep } from "./zone-steps.js";
export type { ZoneStep } from "./zone-steps.js";
export { isSideTurnOver, mayTakeSideTurn, sideMembersToAct } from "./sides.js";
