import { DURATION_LABELS, USES_PER_LABELS, actionKindLabels } from "../../config/items.js";
import { choiceString, flag, nullableInteger, plainString, requiredInteger, richText } from "../fields.js";

/** The ability schema: the action it takes, its duration (L9, Z9), uses and the overshield it grants (T11). */
function abilitySchema() {
  const { SchemaField } = foundry.data.fields;
  return {
    description: richText(),
    // The kind of action using it takes ("" when it takes none).
    action: choiceString(actionKindLabels, ""),
    duration: new SchemaField({
      value: nullableInteger({ min: 1 }),
      unit: choiceString(DURATION_LABELS, "instant"),
    }),
    // Uses left and the most it holds (max 0: unlimited), and when they return.
    uses: new SchemaField({
      value: requiredInteger({ min: 0 }),
      max: requiredInteger({ min: 0 }),
      per: choiceString(USES_PER_LABELS, ""),
    }),
    // T11: the overshield using it grants (when enabled): its value, its DR and the effect's name.
    overshield: new SchemaField({
      enabled: flag(),
      value: requiredInteger({ min: 0 }),
      dr: requiredInteger({ min: 0 }),
      effect: plainString(),
    }),
  };
}

/** The system data of a `ability` item. */
export class AbilityModel extends foundry.abstract.TypeDataModel<AbilityModel.Schema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "ability" });

  /** Its fields' lang keys: under FRAY.Item.base.FIELDS (shared), then FRAY.Item.ability.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.ability"];

  /** Declares the ability fields. */
  static override defineSchema(): AbilityModel.Schema {
    return abilitySchema();
  }
}

/** Types of the ability model. */
export declare namespace AbilityModel {
  /** The ability schema. */
  type Schema = ReturnType<typeof abilitySchema>;
}
