/** The system data of an `attack` chat card. */
export class AttackMessageModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema,
  ChatMessage.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "attack" });

  /** Declares the attack card fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return {};
  }
}
