/** The system data of a `weapon` item. */
export class WeaponModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "weapon" });

  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.weapon"];

  /** Declares the weapon fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return {};
  }
}
