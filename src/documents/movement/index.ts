/**
 * Movement, the one entry the rest of Fray imports: zone movement in Lur-Asko's movement phase (Z7, Z8, Z10–Z14),
 * movement modes and their conditions (L12), the 5 ft step (L7, L11), and the moves that offer free hits (A9).
 */
export { askMovement } from "./ask.js";
export { runMovementAction } from "./movement-actions.js";
export type { MovementAsk, MovementRequest } from "./movement-actions.js";
export { groupMembersOf, momentOf, moversOf } from "./movement-state.js";
export { moverFacts, recordOf } from "./mover.js";
export { movementModesSettled, registerMovementModes } from "./movement-modes.js";
export { registerModeStatuses } from "./movement-mode-statuses.js";
export { fiveFootStepsSettled, registerFiveFootStep } from "./five-foot-step.js";
export { freeHitOffersSettled, registerFreeHitOffers } from "./free-hit-moves.js";
