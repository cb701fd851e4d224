/** The system data of a `ability` item. */
export class AbilityModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "ability" });

  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.ability"];

  /** Declares the ability fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return {};
  }
}
