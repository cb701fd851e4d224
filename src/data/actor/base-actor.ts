/** Fields every Fray actor shares; the actors issue fills the schema. */
export class BaseActorModel extends foundry.abstract.TypeDataModel<BaseActorModel.Schema, Actor.Implementation> {
  /** Declares the shared actor fields. */
  static override defineSchema(): BaseActorModel.Schema {
    return {};
  }
}

/** Types of the base actor model. */
export declare namespace BaseActorModel {
  /** The shared actor schema. */
  type Schema = foundry.data.fields.DataSchema;
}
