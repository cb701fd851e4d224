import { attributeModifier } from "../attributes.js";
import { PRESET_IDS, type PresetId } from "../presets.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import { lotSkillBonus } from "./lot.js";

/** The named terms an attack total may add to the natural d20 (S5, A3, T7; README "Attacks and damage"). */
export const ATTACK_TERM_IDS = ["attackBonus", "attribute", "skill", "magic", "accuracy"] as const;
/** One attack term: the attacker's attack bonus, its best weapon attribute, combat skill, weapon magic, Accuracy. */
export type AttackTermId = typeof ATTACK_TERM_IDS[number];

/** The terms a hit's damage may add to the weapon's formula (S6): the attribute modifier, Brawl when unarmed. */
export type DamageTermId = "attribute" | "brawl";

/** One named term and its value. */
export interface Term<Id extends string = AttackTermId> {
  id: Id;
  value: number;
}

/** What an attack's terms are read from: the attacker's numbers and its weapon's. */
export interface AttackTermsInput {
  /** An NPC (seed 002: no attribute modifiers or skill levels) rather than a character. */
  npc: boolean;
  /** The actor's attack bonus (an NPC's is LoT's skill bonus). */
  attackBonus: number;
  /** A3: the actor's Accuracy modifier. */
  accuracy: number;
  /** The values of the weapon's attributes in the rulebook's own set (ones the actor lacks left out). */
  attributes: readonly number[];
  /** S5: the level of the weapon's combat skill; null for a weapon with no skill. */
  skill: number | null;
  /** S6: the weapon's skill is Brawl, so a hit adds the Brawl level (unarmed). */
  unarmed: boolean;
  /** The weapon's magic bonus. */
  magicBonus: number;
  /** T7: the wielder is proficient with the weapon. */
  proficient: boolean;
}

/** An attack's terms: what it adds to hit, what Shock adds, what a hit's damage adds. */
export interface AttackTerms {
  /** The terms the to-hit total adds, in order; only those the rulebook uses, a term of 0 included. */
  toHit: Term[];
  /** Their sum: everything added to the d20 before the attack's own options. */
  bonus: number;
  /**
   * S7: the wielder's attribute modifier Shock adds: the best weapon attribute as the world's rulebook reads it (none
   * from Lur-Asko's target numbers, never another rulebook's set); an NPC's is 0.
   */
  shockAttributeMod: number;
  /** S6: the terms a hit's damage adds to the weapon's formula (Sides only; none elsewhere). */
  damage: Term<DamageTermId>[];
  /** Their sum. */
  damageBonus: number;
}

/** The terms each rulebook's to-hit total adds, for a character and for an NPC (README "Attacks and damage"). */
export const ATTACK_TERMS: Readonly<Record<PresetId, { character: readonly AttackTermId[];
  npc: readonly AttackTermId[] }>> = Object.freeze({
  legend: { character: ["attackBonus", "attribute", "magic"], npc: ["attackBonus", "magic"] },
  lurasko: { character: ["attackBonus", "magic"], npc: ["attackBonus", "magic"] },
  sides: { character: ["attackBonus", "attribute", "skill", "magic"], npc: ["attackBonus", "magic"] },
  agility: { character: ["accuracy"], npc: ["accuracy"] },
  lot: { character: ["attribute"], npc: ["attackBonus"] },
});

/** The terms a rulebook's to-hit total adds for a character or an NPC (what its sheet shows). */
export function attackTermIds(preset: PresetId, npc: boolean): readonly AttackTermId[] {
  return ATTACK_TERMS[requireOneOf("preset", preset, PRESET_IDS)][npc ? "npc" : "character"];
}

/** The best modifier among attribute values under a preset (0 for none, or where the preset reads no modifier). */
export function bestAttributeModifier(preset: PresetId, values: readonly number[]): number {
  const mods = values.map((value, i) => attributeModifier(preset, requireInteger(`values.${i}`, value)) ?? 0);
  return mods.length ? Math.max(...mods) : 0;
}

/** The value of one to-hit term (T7: LoT's attribute is the skill bonus, halved when not proficient). */
function termValue(preset: PresetId, id: AttackTermId, input: AttackTermsInput): number {
  switch (id) {
    case "attackBonus": return requireInteger("input.attackBonus", input.attackBonus);
    case "accuracy": return requireInteger("input.accuracy", input.accuracy);
    case "magic": return requireInteger("input.magicBonus", input.magicBonus);
    case "skill": return input.skill === null ? 0 : requireInteger("input.skill", input.skill);
    case "attribute": {
      const best = bestAttributeModifier(preset, input.attributes);
      return preset === "lot" ? lotSkillBonus(best, input.proficient !== false) : best;
    }
  }
}

/**
 * The terms of an attack under a rulebook: the to-hit terms it adds (legend: attack bonus + best attribute modifier
 * + magic, an NPC attack bonus + magic; lurasko: attack bonus + magic; sides S5: attack bonus + best attribute
 * modifier + skill level + magic, an NPC attack bonus + magic; agility A3: Accuracy only; lot T7: the best attribute
 * bonus, halved when not proficient, an NPC its attack bonus); Shock's attribute modifier (S7, the rulebook's own
 * set; an NPC 0); and a hit's damage terms (S6, Sides: the attribute modifier, + Brawl when unarmed; an NPC none).
 */
export function attackTerms(preset: PresetId, input: AttackTermsInput): AttackTerms {
  requireRecord("input", input);
  const toHit = attackTermIds(preset, input.npc).map((id) => ({ id, value: termValue(preset, id, input) }));
  const shockAttributeMod = input.npc ? 0 : bestAttributeModifier(preset, input.attributes);
  const damage: Term<DamageTermId>[] = [];
  if (preset === "sides" && !input.npc) {
    damage.push({ id: "attribute", value: shockAttributeMod });
    if (input.unarmed) damage.push({ id: "brawl", value: termValue(preset, "skill", input) });
  }
  const sum = (terms: readonly Term<string>[]) => terms.reduce((total, term) => total + term.value, 0);
  return { toHit, bonus: sum(toHit), shockAttributeMod, damage, damageBonus: sum(damage) };
}
