/** Damage and healing (A4–A6, T9–T11): reduction, overshield, the full-health guard and wounds. */
export * from "./types.js";
export { applyDamage } from "./apply.js";
export { heal, type HealResult } from "./heal.js";
export { replacesOvershield, type OvershieldGrant } from "./overshield.js";
export * from "./wounds.js";
