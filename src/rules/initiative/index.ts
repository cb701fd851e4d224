export type { Entrant, InitiativeOptions, InitiativeResult } from "./types.js";
export { rollInitiative } from "./roll.js";
export { turnOrderMargin } from "./zones.js";
export { PARTY_SIDE } from "./sides.js";
