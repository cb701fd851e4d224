/** The system data of a `gear` item. */
export class GearModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "gear" });

  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.gear"];

  /** Declares the gear fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return {};
  }
}
