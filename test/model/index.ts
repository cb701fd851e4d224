export type { AttackOptions, Creature, Kind, Preset, Scores, Toggles, Weapon } from "./types.js";
export { bestLegendMod, bestLotBonus, bestSidesMod, legendMod, presetToggles, sidesMod } from "./modifiers.js";
export { attackBonus, defenseOf, escalate, judge } from "./attack.js";
export type { Checked, Judgement } from "./attack.js";
export { applyHits, hitDamage, shockOnMiss, weaponMaximum } from "./damage.js";
export type { Applied } from "./damage.js";
export { actionPool, attackCost, freeHitSlots, summoningSlots, swingsLeft } from "./economy.js";
export { capPlayers, initiativeOrder, initiativeScore } from "./initiative.js";
export type { Entrant } from "./initiative.js";
