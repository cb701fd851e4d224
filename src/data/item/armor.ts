/** The system data of a `armor` item. */
export class ArmorModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "armor" });

  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.armor"];

  /** Declares the armor fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return {};
  }
}
