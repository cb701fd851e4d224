/** The system data of an `damage` chat card. */
export class DamageMessageModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema,
  ChatMessage.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "damage" });

  /** Declares the damage card fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return {};
  }
}
