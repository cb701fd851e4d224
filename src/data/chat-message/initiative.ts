/** The system data of an `initiative` chat card. */
export class InitiativeMessageModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema,
  ChatMessage.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "initiative" });

  /** Declares the initiative card fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return {};
  }
}
