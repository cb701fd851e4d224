export { DiceBridgeError, rollForRule, type RuleRolls, type RuleRollOptions } from "./bridge.js";
export { registerDice } from "./register.js";
export {
  AttackRoll, DamageRoll, TurnOrderRoll, activeFaces, frayRoll, rollKind, type DamageRollOptions, type FrayRollOptions,
  type RollKind,
} from "./rolls.js";
