import { SKILL_IDS, type SkillId } from "../../config/attributes.js";
import type { BaseActorModel, PreparedAttribute } from "../../data/actor/base-actor.js";
import { NpcModel } from "../../data/actor/npc.js";
import type { WeaponModel } from "../../data/item/weapon.js";
import { attackTerms, type AttackTerms, type PresetId } from "../../rules/index.js";

/** A whole number from system data, else 0. */
function int(value: unknown): number {
  return Number.isInteger(value) ? value as number : 0;
}

/** The values of the weapon's attributes in one of the actor's attribute sets (ones the set lacks left out). */
function valuesIn(set: Partial<Record<string, PreparedAttribute>> | undefined, weapon: WeaponModel): number[] {
  return [...weapon.attributes].map((id) => set?.[id]?.value).filter((value) => Number.isInteger(value)) as number[];
}

/**
 * The numbers an attack with `weapon` reads of its wielder's Fray data (`data`; null for an actor Fray doesn't
 * define), handed to the rules' attackTerms under `preset`: which of them count is the rules' choice (S5, S6, S7,
 * A3, T7), `roundAccuracy` the Accuracy a wound takes off for this round only (A5). The attack card and the GM's
 * client both read them here; the sheets show them.
 */
export function weaponAttackTerms(preset: PresetId, data: BaseActorModel | null, weapon: WeaponModel,
  roundAccuracy = 0): AttackTerms {
  const skill = (SKILL_IDS as readonly string[]).includes(weapon.skill) ? weapon.skill as SkillId : null;
  return attackTerms(preset, {
    npc: data instanceof NpcModel,
    attackBonus: int(data?.attackBonus),
    accuracy: int(data?.accuracy) + roundAccuracy,
    attributes: valuesIn(data?.attributeSets?.[preset], weapon),
    skill: skill ? int(data?.skills?.[skill]?.value) : null,
    unarmed: skill === "brawl",
    magicBonus: int(weapon.magicBonus),
    proficient: weapon.proficient !== false,
  });
}
