import { damageReduction, flag, requiredInteger, richText } from "../fields.js";

/** The armor schema: defenses it gives, damage reduction (T9), encumbrance (Z8) and donning time (T6). */
function armorSchema() {
  const { SchemaField } = foundry.data.fields;
  return {
    description: richText(),
    ac: requiredInteger(),
    dodge: requiredInteger(),
    armor: requiredInteger(),
    dr: damageReduction(),
    encumbrance: requiredInteger({ min: 0, max: 2 }),
    donning: new SchemaField({
      full: requiredInteger({ min: 0 }),
      wholeTurn: flag(),
    }),
    equipped: flag(),
  };
}

/** The system data of a `armor` item. */
export class ArmorModel extends foundry.abstract.TypeDataModel<ArmorModel.Schema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "armor" });

  /** Its fields' lang keys: under FRAY.Item.base.FIELDS (shared), then FRAY.Item.armor.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.armor"];

  /** Declares the armor fields. */
  static override defineSchema(): ArmorModel.Schema {
    return armorSchema();
  }
}

/** Types of the armor model. */
export declare namespace ArmorModel {
  /** The armor schema. */
  type Schema = ReturnType<typeof armorSchema>;
}
