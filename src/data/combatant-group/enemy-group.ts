import { nullableInteger } from "../fields.js";

/**
 * The system data of an `enemy-group` CombatantGroup (L3, T1, T3): enemies who share one initiative roll and act
 * in a row; the group's `initiative` is the shared roll and `tieBreak` its kept reroll (L2, T2).
 */
export class EnemyGroupModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema,
  CombatantGroup.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "enemy-group" });

  /** Its fields' lang keys: under FRAY.CombatantGroup.enemy-group.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.CombatantGroup.enemy-group"];

  /** L2, T2: the group's kept tie-break reroll. */
  declare tieBreak: number | null;

  /** Declares the enemy group fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return { tieBreak: nullableInteger({ min: 1 }) };
  }
}
