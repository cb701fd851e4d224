/** The system data of a `shield` item. */
export class ShieldModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "shield" });

  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.shield"];

  /** Declares the shield fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return {};
  }
}
