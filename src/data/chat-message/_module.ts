export { AttackMessageModel } from "./attack.js";
export { DamageMessageModel } from "./damage.js";
export { InitiativeMessageModel } from "./initiative.js";
export { MovementMessageModel } from "./movement.js";
export { FreeHitMessageModel } from "./free-hit.js";
