export { CombatModel } from "./base.js";
