/** What chat cards need from the rules: outcomes, hit damage, previews, change records, heals, permission. */
export * from "./types.js";
export * from "./outcome.js";
export * from "./critical.js";
export * from "./preview.js";
export * from "./changes.js";
export * from "./heal.js";
export * from "./authorize.js";
export * from "./who-asked.js";
export * from "./hand.js";
export { isRefusal, refuseInvalid } from "./refusal.js";
