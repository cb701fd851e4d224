import { ATTRIBUTE_IDS, type AttributeId, type SkillId } from "../../config/attributes.js";
import { isWoundStatus } from "../../config/statuses.js";
import {
  attributeModifier, boundedValue, freeHitSlots, shieldReady, summoningSlots, type DerivedDefenses,
  type ShieldState,
} from "../../rules/index.js";
import { worldRules } from "../../settings.js";
import { actorSchema } from "./schema.js";
import { actorDefenses, type DefenseSource } from "./defenses.js";
import { migrateActorSource } from "./migrate.js";

/** Fields every Fray actor shares: level, attributes, health, overshield, defenses and the preset extras. */
export class BaseActorModel extends foundry.abstract.TypeDataModel<BaseActorModel.Schema, Actor.Implementation> {
  /** Each attribute's stored value and its modifier under the world's preset (null when the preset uses TNs). */
  declare attributes: Record<AttributeId, { value: number; mod: number | null }>;

  /** A9: free hits per round (agility preset; 0 under the others). */
  declare freeHitSlots: number;

  /** The combat skills' stored values (the sides preset names four). */
  declare skills: Record<SkillId, { value: number }>;

  /** A10: summoning slots, equal to the level. */
  declare summoningSlots: number;

  /** A5: how many active wound effects the actor carries (a disabled or suppressed one does not count). */
  declare wounds: number;

  /**
   * Where each defense, DR kind and the encumbrance degree come from, and which equipped armor and shield count.
   * `defenses.<id>`, `dr.<kind>` and `encumbrance` hold the totals the rules read; the stored values are the bases.
   */
  declare derivedDefenses: DerivedDefenses;

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
    this.wounds = this.parent.effects.filter((e) => e.active && [...e.statuses].some(isWoundStatus)).length;
    this.#prepareDefenses(preset);
  }

  /** Derives the defenses, DR and encumbrance from the stored bases, equipment and effects, and the shield bearer. */
  #prepareDefenses(preset: ReturnType<typeof worldRules>["preset"]): void {
    const source: DefenseSource = this._source;
    const values = Object.fromEntries(ATTRIBUTE_IDS.map((id) => [id, this.attributes[id].value]));
    const derived = actorDefenses(this.parent, preset, source, values);
    this.derivedDefenses = derived;
    for (const [id, value] of Object.entries(derived.defenses)) {
      this.defenses[id as keyof typeof this.defenses] = value.value;
    }
    for (const [kind, value] of Object.entries(derived.dr)) this.dr[kind as keyof typeof this.dr] = value.value;
    this.encumbrance = derived.encumbrance.value;
    (this.shield as ShieldState).bearing = derived.shield.counted !== null;
  }

  /**
   * S8: whether the actor's shield is ready against Shock in combat round `round`. `system.shield.usedInRound` is
   * stored (the cards write it with useShield; the combat clears it when it ends); `system.shield.bearing` is derived.
   */
  shieldReady(round: number): boolean {
    const { bearing, usedInRound } = this.shield as ShieldState;
    return shieldReady({ bearing, usedInRound }, round);
  }
}

/** Types of the base actor model. */
export declare namespace BaseActorModel {
  /** The shared actor schema. */
  type Schema = ReturnType<typeof actorSchema>;
}
