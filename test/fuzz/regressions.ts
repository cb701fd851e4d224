import { creature, npc, toggles, weapon } from "../model/fixtures.js";
import type { FuzzCase } from "./arbitraries.js";
import type { FightCase } from "./fight.js";

/**
 * Seeds whose first die, the attack's d20 (seededUniform), shows what a case needs: 13 (a hit), 6 (a low miss), 16 (in
 * a threat range of 15) and 20.
 */
const SEEDS = { hit: 1, agilityMiss: 6, threat: 2, natural20: 36 } as const;

/** A case from the model's neutral fixtures; `seed` is one whose dice give the situation the name says. */
function attack(k: Omit<FuzzCase, "options"> & { options?: FuzzCase["options"] }): FuzzCase {
  return { options: {}, ...k };
}

/**
 * The attacks the fuzzer found the product and the model disagreeing on, each settled from RULES.md (a product bug
 * fixed in src/, or a model bug fixed in test/model) and kept so it is played on every run.
 */
export const REGRESSIONS: Record<string, FuzzCase> = {
  "issue 27 item 1: Accuracy 5 entered under Agility adds nothing to a Legend attack (product)": attack({
    toggles: toggles("legend"), attacker: creature((c) => { c.accuracy = 5; }), weapon: weapon(),
    target: npc(), seed: 1 }),
  "A3: an Agility NPC adds its Accuracy 3, not its attack bonus 7 (product)": attack({
    toggles: toggles("agility"), attacker: npc((c) => { c.accuracy = 3; c.attackBonus = 7; }), weapon: weapon(),
    target: creature(), seed: 1 }),
  "S5, S6: a Sides character adds its Stab level to hit and its STR to a hit's damage (product)": attack({
    toggles: toggles("sides"), attacker: creature((c) => { c.attributes.sides.str = 18; c.skills.stab = 2; }),
    weapon: weapon((w) => { w.skill = "stab"; }), target: npc(), seed: SEEDS.hit }),
  "T7: a LoT character not proficient with its weapon halves its skill bonus 5 to 2 (product)": attack({
    toggles: toggles("lot"), attacker: creature((c) => { c.attributes.lot.vig = 5; }),
    weapon: weapon((w) => { w.attributes = ["vig"]; w.proficient = false; }), target: npc(), seed: 1 }),
  "S7: Shock turned on under LoT adds LoT's own bonus (+3), never the Sides set's STR 18 (settled)": attack({
    toggles: toggles("lot", { shock: true }),
    attacker: creature((c) => { c.attributes.lot.vig = 3; c.attributes.sides.str = 18; }),
    weapon: weapon((w) => { w.attributes = ["str", "vig"]; w.shock = { damage: 2, maxAc: null }; }),
    target: npc((c) => { c.defenses.dodge = 30; c.defenses.armor = 30; }), seed: 1 }),
  "S7: Shock under Agility reads the defense the attack had to reach, 10 + Agility 4, not a stored AC 5 (settled)":
    attack({ toggles: toggles("agility", { shock: true }), attacker: creature((c) => { c.accuracy = -5; }),
      weapon: weapon((w) => { w.shock = { damage: 3, maxAc: 12 }; }),
      target: npc((c) => { c.attributes.agility.agi = 4; c.defenses.ac = 5; }), seed: SEEDS.agilityMiss }),
  "L8: LoT criticals in a Legend world: the threat range (15) makes the critical, not the threshold (settled)": attack({
    toggles: toggles("legend", { criticals: "lot" }), attacker: creature((c) => { c.critThreshold = 5; }),
    weapon: weapon((w) => { w.threat = 15; }), target: npc((c) => { c.defenses.ac = 1; }), seed: SEEDS.threat }),
  "S6, A7: the Shock floor raises a hit's roll before an escalating critical doubles it (settled)": attack({
    toggles: toggles("legend", { shock: true, criticals: "escalating" }), attacker: creature(),
    weapon: weapon((w) => { w.dice = { count: 1, faces: 4, plus: 0 }; w.shock = { damage: 6, maxAc: null }; }),
    target: npc((c) => { c.defenses.ac = 1; c.hp = { value: 60, max: 60 }; }), seed: SEEDS.natural20 }),
  "S6: an NPC's unarmed hit adds no Brawl level: NPCs have no skill levels (model)": attack({
    toggles: toggles("sides"), attacker: npc((c) => { c.skills.brawl = 3; }),
    weapon: weapon((w) => { w.skill = "brawl"; }), target: creature((c) => { c.defenses.ac = 1; }), seed: 1 }),
};

/**
 * The fights the fuzzer found disagreeing, settled the same way.
 */
export const FIGHT_REGRESSIONS: Record<string, FightCase> = {
  "T1: LoT initiative is d20 + the initiative bonus; a Dexterity +10 adds nothing (product)": {
    toggles: toggles("lot"), rounds: 1, attacksPerTurn: 2, seed: 7,
    fighters: [
      { creature: creature((c) => { c.attributes.lot.dex = 10; c.initiativeBonus = 2; }), weapon: weapon() },
      { creature: npc((c) => { c.attributes.lot.dex = -5; }), weapon: weapon() },
    ] },
  "Z6: a Lur-Asko fight's second round opens with a movement phase, where no one acts (fuzzer)": {
    toggles: toggles("lurasko"), rounds: 2, attacksPerTurn: 1, seed: 3,
    fighters: [{ creature: creature((c) => { c.hp = { value: 60, max: 60 }; }), weapon: weapon() },
      { creature: npc((c) => { c.hp = { value: 60, max: 60 }; }), weapon: weapon() }] },
};
