export { EnemyGroupModel } from "./enemy-group.js";
export { SideGroupModel } from "./side.js";
