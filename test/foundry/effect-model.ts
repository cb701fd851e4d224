import { TypeDataModel } from "./data-model.js";
import { ArrayField, NumberField, SchemaField, StringField, type DataField } from "./fields.js";

/**
 * CONST.ACTIVE_EFFECT_CHANGE_TYPES (v14): "the core ActiveEffect change types and their default priorities. Other
 * arbitrary string types can be used by systems and modules to identify special behaviors and are ignored."
 */
export const ACTIVE_EFFECT_CHANGE_TYPES = Object.freeze({ add: 20, custom: 0, downgrade: 30, multiply: 10,
  override: 50, subtract: 20, upgrade: 40 });

/** A v14 change type as the v13 mode (CONST.ACTIVE_EFFECT_MODES) it applies like; subtract adds the negated value. */
export const CHANGE_TYPE_MODES: Readonly<Record<string, number>> = Object.freeze({ custom: 0, multiply: 1, add: 2,
  subtract: 2, downgrade: 3, upgrade: 4, override: 5 });

/**
 * foundry.data.ActiveEffectTypeDataModel (v14): "A TypeDataModel for ActiveEffects. A single ArrayField is defined
 * for EffectChangeData": `system.changes`, each an ActiveEffectChangeData {key, type, value, phase, priority} (API
 * v14; LHTTRPG v2.1.0 and dragonbane-status-effects v3.0.0 release notes: v14 stores changes on `system.changes` with
 * a string `type` instead of the numeric `mode`). The stand-in applies every phase in one pass.
 */
export class ActiveEffectTypeDataModel extends TypeDataModel {
  /** The changes field. */
  static override defineSchema(): Record<string, DataField> {
    return { changes: new ArrayField(new SchemaField({ key: new StringField({ required: true, blank: false }),
      type: new StringField({ required: true, blank: false }), value: new StringField({ required: true, blank: true }),
      phase: new StringField({ required: false, nullable: true, initial: null }),
      priority: new NumberField({ required: false, nullable: true, initial: null }) })) };
  }
}
