export { CharacterModel } from "./character.js";
export { NpcModel } from "./npc.js";
