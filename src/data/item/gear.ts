import { requiredInteger, richText } from "../fields.js";

/** The gear schema: how many and how heavy each is. */
function gearSchema() {
  return {
    description: richText(),
    quantity: requiredInteger({ min: 0, initial: 1 }),
    weight: new foundry.data.fields.NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
  };
}

/** The system data of a `gear` item. */
export class GearModel extends foundry.abstract.TypeDataModel<GearModel.Schema, Item.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "gear" });

  /** Its fields' lang keys: under FRAY.Item.base.FIELDS (shared), then FRAY.Item.gear.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.Item.base", "FRAY.Item.gear"];

  /** Declares the gear fields. */
  static override defineSchema(): GearModel.Schema {
    return gearSchema();
  }
}

/** Types of the gear model. */
export declare namespace GearModel {
  /** The gear schema. */
  type Schema = ReturnType<typeof gearSchema>;
}
