import { ATTRIBUTE_INITIAL, PRESET_ATTRIBUTES, SKILL_IDS, type AttributeId } from "../../config/attributes.js";
import { ACTOR_BOUNDS as B, type Bounds } from "../../config/bounds.js";
import { ATTRIBUTE_READING, PRESET_IDS, type PresetId } from "../../rules/index.js";
import { damageReduction, nullableInteger, plainString, requiredInteger, richText } from "../fields.js";

/** A value with a maximum, both whole numbers within `value` and `max` bounds. */
function pool(initial: number, value: Bounds, max: Bounds) {
  return new foundry.data.fields.SchemaField({
    value: requiredInteger({ ...value, initial }),
    max: requiredInteger({ ...max, initial }),
  });
}

/** One SchemaField per id, each holding a whole-number `value` within `bounds`. */
function valuesById<Id extends string>(ids: readonly Id[], initial: (id: Id) => number, bounds: Bounds) {
  const entries = ids.map((id) => [id, new foundry.data.fields.SchemaField({
    value: requiredInteger({ ...bounds, initial: initial(id) }),
  })] as const);
  return new foundry.data.fields.SchemaField(Object.fromEntries(entries) as Record<Id, typeof entries[number][1]>);
}

/** One set of attributes per rulebook, each with the rulebook's own ids, bounds and start value. */
function attributeSets() {
  const sets = PRESET_IDS.map((preset) => [preset, valuesById(PRESET_ATTRIBUTES[preset],
    () => ATTRIBUTE_INITIAL[ATTRIBUTE_READING[preset]], B.attributes[preset])] as const);
  return new foundry.data.fields.SchemaField(
    Object.fromEntries(sets) as Record<PresetId, ReturnType<typeof valuesById<AttributeId>>>);
}

/** The fields every Fray actor stores (the schema contract the sheets read), bounded by ACTOR_BOUNDS. */
export function actorSchema() {
  const { SchemaField } = foundry.data.fields;
  return {
    level: requiredInteger(B.level),
    // Each rulebook's attributes are kept apart, so switching the world's rulebook loses none of them.
    attributeSets: attributeSets(),
    hp: pool(10, B.hp, B.hpMax),
    // T11: the second health bar taken before HP, its own DR and the name of the effect that raised it.
    overshield: new SchemaField({
      value: requiredInteger(B.overshield),
      max: requiredInteger(B.overshield),
      dr: requiredInteger(B.dr),
      effect: plainString(),
    }),
    // T9: the base DR of each damage kind, before armor adds to it.
    dr: damageReduction(B.dr.max),
    // The bases of the defenses: AC (d20 judges), Dodge and Armor (T7); armor and shields add to them.
    defenses: new SchemaField({
      ac: requiredInteger({ ...B.defense, initial: 10 }),
      dodge: requiredInteger({ ...B.defense, initial: 10 }),
      armor: requiredInteger({ ...B.defense, initial: 10 }),
    }),
    initiative: new SchemaField({ bonus: requiredInteger({ ...B.initiativeBonus, initial: 0 }) }),
    movement: new SchemaField({ speed: requiredInteger({ ...B.speed, initial: 30 }) }),
    // Lur-Asko's fatigue (Z8 rushing adds to it) and degrees of encumbrance.
    fatigue: requiredInteger(B.fatigue),
    encumbrance: requiredInteger(B.encumbrance),
    // The attack bonus the rulebooks that have one add to hit (Legend, Lur-Asko, Sides S5; an NPC's LoT skill bonus).
    attackBonus: requiredInteger({ ...B.attackBonus, initial: 0 }),
    // Agility's accuracy modifier (A3).
    accuracy: requiredInteger({ ...B.accuracy, initial: 0 }),
    // LoT's critical range (a natural roll from this number up) and action points for AP weapons (T8).
    critThreshold: requiredInteger({ ...B.critThreshold, initial: 20 }),
    ap: pool(0, B.ap, B.ap),
    // Agility's magic points (A10: refilled after a won battle).
    mp: pool(0, B.mp, B.mp),
    // S8: the combat round in which the actor's shield last stopped a Shock (null: ready).
    shield: new SchemaField({ usedInRound: nullableInteger({ min: 1 }) }),
    // The combat skills the rulebooks that have them add to an attack (S5, T7).
    skills: valuesById(SKILL_IDS, () => 0, B.skill),
    biography: richText(),
  };
}
