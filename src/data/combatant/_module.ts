export { CombatantModel } from "./base.js";
