/** Zone combat (Z7–Z14): movement rolls, rushing, Hindrance and Easing, outnumbering, breakouts, group defense. */
export * from "./movement.js";
export * from "./outnumbering.js";
export * from "./group-defense.js";
