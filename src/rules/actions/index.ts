/** The action economies (L7, seed 001, S4, A2, T6): pools, spending, refreshing and the tracker's pips. */
export * from "./economy.js";
export type { ActionRecord, RefreshPoint, SpendContext, SpendResult } from "./types.js";
export { SWIFT_IMMEDIATE_CAP } from "./legend.js";
export { actionPips, type ActionPip } from "./pips.js";
export { attackActionKind } from "./attack-action.js";
