export { AbilityModel } from "./ability.js";
export { ArmorModel } from "./armor.js";
export { GearModel } from "./gear.js";
export { ShieldModel } from "./shield.js";
export { WeaponModel } from "./weapon.js";
