/** Attack rolls (L8, S5, A3, T7), the terms each rulebook adds, and the modifiers of S9–S11. */
export * from "./types.js";
export { judgeAttack } from "./judge.js";
export { AGILITY_TO_HIT, agilityTarget, FLAT_FOOTED_TARGET } from "./agility.js";
export {
  CANNOT_DODGE_STATUSES, LOT_DEFENSES, LOT_NATURAL_20, lotDefense, lotFlankingPenalty, lotSkillBonus,
  type LotDefense, type LotDefenses,
} from "./lot.js";
export * from "./swarm.js";
export * from "./terms.js";
export * from "./situational.js";
