import type { SideKey } from "../../rules/index.js";
import { nullableInteger } from "../fields.js";
import { SIDE_CHOICES } from "../combatant/base.js";

/**
 * The system data of a `side` CombatantGroup (S1): which side it is, and the kept roll-off between tied non-party
 * sides; the group's `initiative` is the side's total, which every member shows.
 */
export class SideGroupModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema,
  CombatantGroup.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "side" });

  /** Its fields' lang keys: under FRAY.CombatantGroup.side.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.CombatantGroup.side"];

  /** The side this group is. */
  declare side: SideKey;

  /** S1 (I): the kept d8 roll-off between tied non-party sides. */
  declare tieBreak: number | null;

  /** Declares the side fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return {
      side: new foundry.data.fields.StringField({ required: true, nullable: false, blank: false, initial: "enemies",
        choices: { ...SIDE_CHOICES } }),
      tieBreak: nullableInteger({ min: 1 }),
    };
  }
}
