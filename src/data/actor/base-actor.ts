import type { AttributeId, SkillId } from "../../config/attributes.js";
import { isWoundStatus } from "../../config/statuses.js";
import {
  PRESET_IDS, attributeModifier, boundedValue, freeHitSlots, shieldReady, summoningSlots, type DerivedDefenses,
  type PresetId, type ShieldState,
} from "../../rules/index.js";
import { worldRules } from "../../settings.js";
import { actorSchema } from "./schema.js";
import { actorDefenses, type DefenseSource } from "./defenses.js";
import { clampHpChange, clampSourceHp } from "./hp-bounds.js";
import { migrateActorSource } from "./migrate.js";

/** One prepared attribute: its value and its modifier under its rulebook (null where the rulebook reads a TN). */
export interface PreparedAttribute {
  value: number;
  mod: number | null;
}

/** Fields every Fray actor shares: level, attributes, health, overshield, defenses and the preset extras. */
export class BaseActorModel extends foundry.abstract.TypeDataModel<BaseActorModel.Schema, Actor.Implementation> {
  /** Each rulebook's own attributes (stored values), each with its modifier under that rulebook. */
  declare attributeSets: Record<PresetId, Partial<Record<AttributeId, PreparedAttribute>>>;

  /**
   * The world rulebook's attributes: the very objects of `attributeSets[preset]`, so an effect on
   * `system.attributes.<id>.value` and one on `system.attributeSets.<preset>.<id>.value` change the same number.
   */
  declare attributes: Partial<Record<AttributeId, PreparedAttribute>>;

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

  /**
   * Accepts legacy source shapes (a numeric `hp`; one shared set of attributes, moved to the rulebooks' sets) and
   * brings HP above its maximum down to it, so no actor is created or loaded holding more.
   */
  static override migrateData(source: Record<string, unknown>) {
    migrateActorSource(source, () => worldRules().preset);
    clampSourceHp(source);
    return super.migrateData(source);
  }

  /* -------------------------------------------- */
  /*  Database Operations                         */
  /* -------------------------------------------- */

  /** Keeps HP at or under max HP in every update (Foundry bounds each field on its own, not one by another). */
  override async _preUpdate(...[changes, options, user]: Parameters<BaseActorModel.Parent["_preUpdate"]>) {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    clampHpChange(changes as Record<string, unknown>, this._source.hp);
  }

  /* -------------------------------------------- */
  /*  Data Preparation                            */
  /* -------------------------------------------- */

  /** Points `attributes` at the world rulebook's set, before effects apply to either path. */
  override prepareBaseData(): void {
    super.prepareBaseData();
    this.attributes = this.attributeSets[worldRules().preset];
  }

  /** Derives modifiers, slots and wounds from the rules, and shows HP within its maximum. */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const { preset } = worldRules();
    for (const book of PRESET_IDS) {
      for (const entry of Object.values(this.attributeSets[book])) entry.mod = attributeModifier(book, entry.value);
    }
    this.hp.value = boundedValue(this.hp.value, this.hp.max);
    const agility = this.attributeSets.agility.agi?.mod;
    this.freeHitSlots = preset === "agility" && typeof agility === "number" ? freeHitSlots(agility) : 0;
    this.summoningSlots = summoningSlots(this.level);
    this.wounds = this.parent.effects.filter((e) => e.active && [...e.statuses].some(isWoundStatus)).length;
    this.#prepareDefenses(preset);
  }

  /** Derives the defenses, DR and encumbrance from the stored bases, equipment and effects, and the shield bearer. */
  #prepareDefenses(preset: ReturnType<typeof worldRules>["preset"]): void {
    const source: DefenseSource = this._source;
    const values = Object.fromEntries(Object.entries(this.attributes).map(([id, entry]) => [id, entry.value]));
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
  /** The TypeDataModel the actor models extend. */
  type Parent = foundry.abstract.TypeDataModel<Schema, Actor.Implementation>;
}
