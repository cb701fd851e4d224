import { flag, requiredInteger, richText } from "../fields.js";

/** The shield schema: its AC bonus; a ready shield also ignores the first Shock each round (S8). */
function shieldSchema() {
  return {
    description: richText(),
    acBonus: requiredInteger({ min: 0, initial: 1 }),
    equipped: flag(),
  };
}

/** The system data of a `shield` item. */
export class ShieldModel extends foundry.abstract.TypeDataModel<ShieldModel.Schema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "shield" });

  /** Its fields' lang keys: under FRAY.Item.base.FIELDS (shared), then FRAY.Item.shield.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.shield"];

  /** Declares the shield fields. */
  static override defineSchema(): ShieldModel.Schema {
    return shieldSchema();
  }
}

/** Types of the shield model. */
export declare namespace ShieldModel {
  /** The shield schema. */
  type Schema = ReturnType<typeof shieldSchema>;
}
