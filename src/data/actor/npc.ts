import { ACTOR_BOUNDS } from "../../config/bounds.js";
import { requiredInteger } from "../fields.js";
import { actorSchema } from "./schema.js";
import { BaseActorModel } from "./base-actor.js";

/** A hit-dice formula: `NdF`, optionally `± M`, or a plain number of dice (seed 002 "HD"). */
const HIT_DICE = /^(\d+|\d*d\d+(\s*[+-]\s*\d+)?)$/;

/** The NPC schema: the shared actor fields (the attack bonus among them) plus hit dice and morale. */
function npcSchema() {
  return {
    ...actorSchema(),
    hitDice: new foundry.data.fields.StringField({
      required: true, nullable: false, blank: false, initial: "1d8",
      validate: (value: unknown) => typeof value === "string" && HIT_DICE.test(value),
      validationError: "must be a dice formula such as 2d8, 1d8+2 or 3",
    }),
    morale: requiredInteger({ ...ACTOR_BOUNDS.morale, initial: 7 }),
  };
}

/** The system data of a `npc` actor: the shared fields plus hit dice and morale (seed 002). */
export class NpcModel extends BaseActorModel {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "npc" });

  /** Its fields' lang keys: under FRAY.Actor.base.FIELDS (shared), then FRAY.Actor.npc.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.Actor.base", "FRAY.Actor.npc"];

  /** The NPC's hit dice, e.g. "2d8". */
  declare hitDice: string;

  /** The morale score rolled against on 2d6 (seed 002). */
  declare morale: number;

  /** Declares the NPC fields. */
  static override defineSchema(): NpcModel.Schema {
    return npcSchema();
  }
}

/** Types of the NPC model. */
export declare namespace NpcModel {
  /** The NPC schema. */
  type Schema = ReturnType<typeof npcSchema>;
}
