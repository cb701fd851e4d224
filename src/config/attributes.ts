import type { AttributeReading, PresetId } from "../rules/index.js";

/** Every attribute id any preset uses (each rulebook keeps its own set of them, see PRESET_ATTRIBUTES). */
export const ATTRIBUTE_IDS = ["str", "dex", "con", "int", "wis", "cha", "spd", "wil", "agi", "vig", "cog"] as const;
/** One attribute id. */
export type AttributeId = typeof ATTRIBUTE_IDS[number];

/** The attributes each preset's sheet shows, in the rulebook's order. */
export const PRESET_ATTRIBUTES: Readonly<Record<PresetId, readonly AttributeId[]>> = Object.freeze({
  legend: ["str", "dex", "con", "int", "wis", "cha"],
  lurasko: ["str", "dex", "spd", "wil"],
  sides: ["str", "dex", "con", "int", "wis", "cha"],
  agility: ["str", "agi"],
  lot: ["vig", "dex", "cog", "int"],
});

/** The value a new actor's attributes start at, by how the rulebook reads them: a score 10, a modifier 0, a TN 6. */
export const ATTRIBUTE_INITIAL: Readonly<Record<AttributeReading, number>> = Object.freeze({
  score: 10, modifier: 0, target: 6,
});

/** Lang keys of each attribute's name and abbreviation. */
export const ATTRIBUTES: Readonly<Record<AttributeId, { label: string; abbr: string }>> = Object.freeze(
  Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, {
    label: `FRAY.Attribute.${id}.label`, abbr: `FRAY.Attribute.${id}.abbr`,
  }])) as Record<AttributeId, { label: string; abbr: string }>,
);

/** Every combat skill any preset names (seed 002: Brawl, Stab, Shoot; Exert for thrown weapons). */
export const SKILL_IDS = ["brawl", "stab", "shoot", "exert"] as const;
/** One combat skill id. */
export type SkillId = typeof SKILL_IDS[number];

/** The combat skills each preset names; the others attack with attributes or a plain skill bonus. */
export const PRESET_SKILLS: Readonly<Record<PresetId, readonly SkillId[]>> = Object.freeze({
  legend: [],
  lurasko: [],
  sides: ["brawl", "stab", "shoot", "exert"],
  agility: [],
  lot: [],
});

/** Lang keys of each combat skill's name. */
export const SKILLS: Readonly<Record<SkillId, string>> = Object.freeze({
  brawl: "FRAY.Skill.brawl", stab: "FRAY.Skill.stab", shoot: "FRAY.Skill.shoot", exert: "FRAY.Skill.exert",
});
