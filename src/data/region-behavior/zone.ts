import { DEFAULT_ZONE_TRAITS, MOVEMENT_DICE, type ZoneTraits } from "../../rules/index.js";
import { plainString, requiredInteger } from "../fields.js";

/** The zone schema: its traits (Z10) and its features. */
function zoneSchema() {
  const fields = foundry.data.fields;
  return {
    movementDie: new fields.NumberField({
      required: true, nullable: false, integer: true, initial: DEFAULT_ZONE_TRAITS.movementDie,
      choices: Object.fromEntries(MOVEMENT_DICE.map((faces) => [faces, `d${faces}`])),
    }),
    groupDefenseRatio: requiredInteger({ min: 2, max: 10, initial: DEFAULT_ZONE_TRAITS.groupDefenseRatio }),
    leaving: new fields.SchemaField({
      hindrance: requiredInteger({ min: 0, max: 10 }),
      easing: requiredInteger({ min: 0, max: 10 }),
    }),
    notes: plainString(),
    features: new fields.ArrayField(new fields.SchemaField({
      name: new fields.StringField({ required: true, nullable: false, blank: false, initial: "Feature" }),
      description: plainString(),
    })),
  };
}

/**
 * The `zone` RegionBehavior: marks its Region as a Lur-Asko zone and carries the zone's traits and features.
 * A system's subtypes are not prefixed (only a module's are, `<moduleId>.<type>`), so the type is `zone`.
 */
export class ZoneBehaviorModel extends foundry.data.regionBehaviors.RegionBehaviorType<ZoneBehaviorModel.Schema> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "zone" });

  /** Its fields' lang keys: under FRAY.RegionBehavior.zone.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.RegionBehavior.zone"];

  /** Declares the zone fields. */
  static override defineSchema(): ZoneBehaviorModel.Schema {
    return zoneSchema();
  }

  /** Token enter and exit, handled once, on the client of the user who moved the token. */
  static override events = {
    tokenEnter: async function (this: ZoneBehaviorModel, event: RegionDocument.RegionEvent) {
      this.announce(event, true);
    },
    tokenExit: async function (this: ZoneBehaviorModel, event: RegionDocument.RegionEvent) {
      this.announce(event, false);
    },
  };

  /**
   * Calls the `fray.tokenZone` hook (token, region, entered, the move that did it or null) on the acting user's
   * client only.
   */
  announce(event: RegionDocument.RegionEvent, entered: boolean): void {
    const region = this.region;
    if (!event.user.isSelf || !region) return;
    // A token event's data names its token and move (fvtt-types types every region event's data as `object`).
    const { token, movement } = event.data as { token: TokenDocument.Implementation; movement?: object | null };
    Hooks.callAll("fray.tokenZone", token, region, entered, movement ?? null);
  }

  /** The zone's traits as the zone rules take them. */
  get traits(): ZoneTraits {
    return { movementDie: this.movementDie, groupDefenseRatio: this.groupDefenseRatio,
      leaving: { hindrance: this.leaving.hindrance, easing: this.leaving.easing } };
  }
}

/** Types of the zone behavior model. */
export declare namespace ZoneBehaviorModel {
  /** The zone schema. */
  type Schema = ReturnType<typeof zoneSchema>;
}
