import { ATTRIBUTE_INITIAL, PRESET_ATTRIBUTES, SKILL_IDS, type AttributeId } from "../../config/attributes.js";
import { ATTRIBUTE_READING, PRESET_IDS, type PresetId } from "../../rules/index.js";
import { damageReduction, nullableInteger, plainString, requiredInteger, richText } from "../fields.js";

/** A value with a maximum, both whole numbers ≥ 0. */
function pool(initial: number) {
  return new foundry.data.fields.SchemaField({
    value: requiredInteger({ min: 0, initial }),
    max: requiredInteger({ min: 0, initial }),
  });
}

/** One SchemaField per id, each holding a whole-number `value`. */
function valuesById<Id extends string>(ids: readonly Id[], initial: (id: Id) => number) {
  const entries = ids.map((id) => [id, new foundry.data.fields.SchemaField({
    value: requiredInteger({ initial: initial(id) }),
  })] as const);
  return new foundry.data.fields.SchemaField(Object.fromEntries(entries) as Record<Id, typeof entries[number][1]>);
}

/** One set of attributes per rulebook, each with the rulebook's own ids and start value (scores, modifiers, TNs). */
function attributeSets() {
  const sets = PRESET_IDS.map((preset) => [preset,
    valuesById(PRESET_ATTRIBUTES[preset], () => ATTRIBUTE_INITIAL[ATTRIBUTE_READING[preset]])] as const);
  return new foundry.data.fields.SchemaField(
    Object.fromEntries(sets) as Record<PresetId, ReturnType<typeof valuesById<AttributeId>>>);
}

/** The fields every Fray actor stores (the schema contract the sheets read). */
export function actorSchema() {
  const { SchemaField } = foundry.data.fields;
  return {
    level: requiredInteger({ min: 1 }),
    attributeSets: attributeSets(),
    hp: pool(10),
    overshield: new SchemaField({
      value: requiredInteger({ min: 0 }),
      max: requiredInteger({ min: 0 }),
      dr: requiredInteger({ min: 0 }),
      effect: plainString(),
    }),
    dr: damageReduction(),
    defenses: new SchemaField({
      ac: requiredInteger({ initial: 10 }),
      dodge: requiredInteger({ initial: 10 }),
      armor: requiredInteger({ initial: 10 }),
    }),
    initiative: new SchemaField({ bonus: requiredInteger() }),
    movement: new SchemaField({ speed: requiredInteger({ min: 0, initial: 30 }) }),
    fatigue: requiredInteger({ min: 0 }),
    encumbrance: requiredInteger({ min: 0, max: 2 }),
    accuracy: requiredInteger(),
    critThreshold: requiredInteger({ initial: 20 }),
    ap: pool(0),
    shield: new SchemaField({ usedInRound: nullableInteger({ min: 1 }) }),
    skills: valuesById(SKILL_IDS, () => 0),
    biography: richText(),
  };
}
