import { ATTRIBUTE_IDS, type AttributeId } from "../../config/attributes.js";
import { WOUND_STATUS } from "../../config/statuses.js";
import { attributeModifier, boundedValue, freeHitSlots, summoningSlots } from "../../rules/index.js";
import { worldRules } from "../../settings.js";
import { actorSchema } from "./schema.js";
import { migrateActorSource } from "./migrate.js";

/** Fields every Fray actor shares: level, attributes, health, overshield, defenses and the preset extras. */
export class BaseActorModel extends foundry.abstract.TypeDataModel<BaseActorModel.Schema, Actor.Implementation> {
  /** Each attribute's stored value and its modifier under the world's preset (null when the preset uses TNs). */
  declare attributes: Record<AttributeId, { value: number; mod: number | null }>;

  /** A9: free hits per round (agility preset; 0 under the others). */
  declare freeHitSlots: number;

  /** A10: summoning slots, equal to the level. */
  declare summoningSlots: number;

  /** A5: how many active wound effects the actor carries (a disabled or suppressed one does not count). */
  declare wounds: number;

  /* -------------------------------------------- */
  /*  Data Schema                                 */
  /* -------------------------------------------- */

  /** Declares the shared actor fields. */
  static override defineSchema(): BaseActorModel.Schema {
    return actorSchema();
  }

  /** Accepts legacy source shapes: a numeric `hp`, numeric attributes. */
  static override migrateData(source: Record<string, unknown>) {
    migrateActorSource(source);
    return super.migrateData(source);
  }

  /* -------------------------------------------- */
  /*  Data Preparation                            */
  /* -------------------------------------------- */

  /** Derives modifiers, slots and wounds from the rules, and shows HP within its maximum. */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { preset } = worldRules();
    for (const id of ATTRIBUTE_IDS) this.attributes[id].mod = attributeModifier(preset, this.attributes[id].value);
    this.hp.value = boundedValue(this.hp.value, this.hp.max);
    const agility = this.attributes.agi.mod;
    this.freeHitSlots = preset === "agility" && agility !== null ? freeHitSlots(agility) : 0;
    this.summoningSlots = summoningSlots(this.level);
    this.wounds = this.parent.effects.filter((e) => e.active && e.statuses.has(WOUND_STATUS)).length;
  }
}

/** Types of the base actor model. */
export declare namespace BaseActorModel {
  /** The shared actor schema. */
  type Schema = ReturnType<typeof actorSchema>;
}
