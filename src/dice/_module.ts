export { DiceBridgeError, rollForRule, type RuleRolls, type RuleRollOptions } from "./bridge.js";
export { registerDice } from "./register.js";
export { AttackRoll, DamageRoll, TurnOrderRoll, activeFaces, type DamageRollOptions } from "./rolls.js";
