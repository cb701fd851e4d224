/** Zone combat (Z7–Z14): movement rolls, rushing, Hindrance and Easing, outnumbering, breakouts, group defense. */
export * from "./movement.js";
export * from "./outnumbering.js";
export * from "./group-defense.js";
export type { ZoneRefusal } from "./refusal.js";
export * from "./traits.js";
export * from "./zone-pick.js";
export * from "./zone-range.js";
export { ENGAGEMENT_MAX, GROUP_SIZE, tidyEngagements } from "./fighters.js";
export type { Dissolved, ZoneFighter } from "./fighters.js";
export * from "./engagements.js";
export * from "./engagement-odds.js";
export * from "./movement-phase.js";
export * from "./group-defense-choice.js";
export * from "./labels.js";
export * from "./movement-turn.js";
export * from "./melee.js";
