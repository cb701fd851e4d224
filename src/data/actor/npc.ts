import { BaseActorModel } from "./base-actor.js";

/** The system data of a `npc` actor. */
export class NpcModel extends BaseActorModel {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "npc" });

  static override LOCALIZATION_PREFIXES = ["FRAY.Actor.base", "FRAY.Actor.npc"];
}
