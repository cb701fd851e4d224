/** Sample actors and items the preview page shows: one character per preset, one NPC and one item of each type. */
import type { PresetId } from "../src/rules/index.js";

const BIO = "<p>Raised on the salt roads, she fights for coin and keeps her word.</p>";

/** Items every sample actor carries. */
export const SAMPLE_ITEMS = [
  { name: "Longsword", type: "weapon", img: "icons/weapons/sword.svg", system: { description: "<p>A steady blade.</p>",
    damage: { formula: "1d8", kind: "physical" }, attributes: ["str", "dex"], skill: "stab",
    range: { category: "melee", feet: 5 },
    shock: { damage: 2, maxAc: 15 }, apCost: 1, threat: 19, equipped: true } },
  { name: "Greataxe", type: "weapon", img: "icons/weapons/axe.svg", system: { damage: { formula: "1d12", kind: "physical" },
    twoHanded: true, shock: { damage: 5, maxAc: null }, apCost: 2, equipped: false } },
  { name: "Chain mail", type: "armor", img: "icons/armor/chain.svg", system: { ac: 16, dodge: 2, armor: 6,
    dr: { physical: 2, elemental: 0, arcane: 0 }, encumbrance: 2, equipped: true } },
  { name: "Leather", type: "armor", img: "icons/armor/leather.svg", system: { ac: 12, dodge: 1, armor: 2,
    dr: { physical: 1, elemental: 0, arcane: 0 }, encumbrance: 0, equipped: true } },
  { name: "Buckler", type: "shield", img: "icons/armor/shield.svg", system: { acBonus: 1, equipped: true },
    effects: [{ name: "Warding rune", img: "icons/magic/rune.svg", transfer: true,
      changes: [{ key: "system.dr.arcane", mode: 2, value: "1" }] }] },
  { name: "Second wind", type: "ability", img: "icons/magic/wind.svg", system: { description: "<p>Catch your breath.</p>",
    uses: { value: 1, max: 2, per: "scene" } } },
  { name: "Rope (50 ft)", type: "gear", img: "icons/gear/rope.svg", system: { quantity: 1, weight: 5 } },
];

/** The sample's attributes in each rulebook's own set (Agility's and LoT's are modifiers, Lur-Asko's TNs). */
const SCORES = { str: { value: 8 }, dex: { value: 11 }, con: { value: 14 }, int: { value: 8 }, wis: { value: 11 },
  cha: { value: 14 } };

/** A character's system data with every rulebook's fields, so any rulebook the page switches to has its numbers. */
export function characterSystem(): Record<string, unknown> {
  const attributeSets = { legend: SCORES, sides: SCORES,
    lurasko: { str: { value: 8 }, dex: { value: 11 }, spd: { value: 8 }, wil: { value: 11 } },
    agility: { str: { value: 1 }, agi: { value: 2 } },
    lot: { vig: { value: 1 }, dex: { value: 2 }, cog: { value: 3 }, int: { value: 0 } } };
  return { level: 3, attributeSets, hp: { value: 17, max: 24 },
    overshield: { value: 4, max: 6, dr: 1, effect: "Stoneskin" },
    dr: { physical: 2, elemental: 1, arcane: 0 }, defenses: { ac: 10, dodge: 12, armor: 6 },
    initiative: { bonus: 2 }, movement: { speed: 30 }, fatigue: 1, encumbrance: 0, accuracy: 1, critThreshold: 19,
    ap: { value: 3, max: 4 }, biography: BIO };
}

/** An NPC's system data: a character's, plus hit dice, attack bonus and morale. */
export function npcSystem(): Record<string, unknown> {
  return { ...characterSystem(), level: 2, hitDice: "3d8+3", attackBonus: 4, morale: 8,
    biography: "<p>Hired muscle of the Gullet gang.</p>" };
}

/** Effects on the sample characters: a bonus with a duration, conditions on, and a suspended one. */
export const SAMPLE_EFFECTS = [
  { name: "Blessed", img: "icons/magic/holy.svg", duration: { rounds: 3 },
    changes: [{ key: "system.defenses.ac", mode: 2, value: "1" }] },
  { name: "Prone", img: "icons/svg/falling.svg", statuses: ["prone"], flags: { fray: { duration: { unit: "scene" } } } },
  { name: "Flat-footed", img: "icons/svg/daze.svg", statuses: ["flatFooted"], disabled: true },
];

/** The presets, in the order the page shows them. */
export const PREVIEW_PRESETS: PresetId[] = ["legend", "sides", "lurasko", "agility", "lot"];
