/**
 * The public rules API: pure functions over plain data, reachable at runtime as `game.fray.rules`.
 * The names and shapes exported here are a stable contract (DESIGN.md); extend, never break.
 */

// Foundations
export type { Dice } from "./dice.js";
export { rollDie, scriptedDice, seededDice } from "./dice.js";
export { RulesRangeError, RulesTypeError } from "./validate.js";
export type { LocalizableError } from "./validate.js";
export type { Refusal } from "./refusal.js";
export { refuse } from "./refusal.js";
export * from "./presets.js";

// Rules core I: initiative, turn structure, action economy, durations, ranges
export * from "./initiative/index.js";
export * from "./turns/index.js";
export * from "./actions/index.js";
export * from "./durations.js";
export * from "./ranges.js";
export * from "./grid.js";
export * from "./free-hits.js";
export * from "./movement-modes.js";
export * from "./movement-reach.js";

// Rules core II: attacks, criticals, Shock, damage, overshield, wounds, AP, zone movement
export * from "./attack/index.js";
export * from "./criticals.js";
export * from "./shock.js";
export * from "./summons.js";
export * from "./damage/index.js";
export * from "./ap.js";
export * from "./zones/index.js";
export * from "./attributes.js";
export * from "./defenses.js";
export * from "./shield.js";
export * from "./overshield-status.js";
export * from "./in-force.js";

// Chat cards: attack outcomes, damage previews, change records and undo, who may apply what
export * from "./cards/index.js";

// Combat in Foundry terms: sides, the stored turn order, rounds and phases, turn events
export * from "./combat/index.js";

// Forecast a fight: simulated fights with these rules and seeded dice (issue 33)
export * from "./forecast/index.js";
