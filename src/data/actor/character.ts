import { BaseActorModel } from "./base-actor.js";

/** The system data of a `character` actor. */
export class CharacterModel extends BaseActorModel {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "character" });

  /** Its fields' lang keys: under FRAY.Actor.base.FIELDS (shared), then FRAY.Actor.character.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.Actor.base", "FRAY.Actor.character"];
}
