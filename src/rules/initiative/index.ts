/** Initiative for every mode (L1–L3, T1–T4, S1, Z1–Z3, A1): the public part of src/rules/initiative. */

export type { Entrant, InitiativeOptions, InitiativeResult } from "./types.js";
export { rollInitiative } from "./roll.js";
export { MAX_TIE_REROLLS } from "./roll-off.js";
export { turnOrderMargin } from "./zones.js";
export { ENEMY_SIDE, NEUTRAL_SIDE, PARTY_SIDE, sideOf } from "./sides.js";
export type { Disposition, SideKey } from "./sides.js";
export { ENEMY_GROUP_MAX, mayJoinGroup } from "./groups.js";
