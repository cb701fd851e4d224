import { SIDE_KEYS, type SideKey } from "../../rules/index.js";
import { flag, nullableInteger } from "../fields.js";

/** The three sides as lang keys. */
export const SIDE_CHOICES: Readonly<Record<SideKey, string>> = Object.freeze(
  Object.fromEntries(SIDE_KEYS.map((side) => [side, `FRAY.COMBAT.Side.${side}`])) as Record<SideKey, string>,
);

/** Z7: the movement-phase choices as lang keys. */
const MOVEMENT_CHOICES = Object.freeze({ move: "FRAY.ZONE.Movement.move", stay: "FRAY.ZONE.Movement.stay" });

/** The combatant schema: spent actions, turn marks, kept tie-break, delay, surprise and the side it fights on. */
function combatantSchema() {
  const { fields } = foundry.data;
  return {
    spent: new fields.TypedObjectField(new fields.NumberField({ required: true, nullable: false, integer: true,
      min: 0, initial: 0 })),
    acted: flag(),
    hasActed: flag(),
    tieBreak: new fields.NumberField({ required: true, nullable: true, min: 0, initial: null }),
    delay: new fields.SchemaField({
      round: nullableInteger({ min: 1 }),
      score: new fields.NumberField({ required: true, nullable: true, initial: null }),
      reentered: flag(),
    }),
    repositioned: nullableInteger({ min: 1 }),
    surprised: flag(),
    flatFooted: flag(),
    initiator: flag(),
    side: new fields.StringField({ required: true, nullable: true, blank: false, initial: null,
      choices: { ...SIDE_CHOICES } }),
    movement: new fields.SchemaField({
      round: nullableInteger({ min: 1 }),
      choice: new fields.StringField({ required: true, nullable: true, blank: false, initial: null,
        choices: { ...MOVEMENT_CHOICES } }),
      rushed: flag(),
      message: new fields.StringField({ required: true, nullable: true, blank: false, initial: null }),
    }),
    guardedRound: nullableInteger({ min: 1 }),
    summoned: flag(),
    step: new fields.SchemaField({ round: nullableInteger({ min: 1 }), turn: nullableInteger({ min: 0 }) }),
  };
}

/**
 * The system data of every Combatant (`base`): the action ledger (`spendAction`), whether it acted this round
 * (S2) and in this fight (L5), the kept tie-break reroll (L2, Z2), the round it repositioned in (Z5), a delay (L6:
 * the round and count it delayed on), the surprise (L4, S3, Z3), flat-footed (L5) and initiator (A1) marks, the
 * side the GM put it on (null: from its token or actor), its movement-phase choice (Z7, Z8: the round, move or
 * stay, whether it rushed and its card), the round its group protects it in (Z14), whether it was summoned
 * (A10) and the turn it took a 5 ft step on (L11). Whether it is a vehicle, a mounted rider or carried (Z12) is
 * its zone role flag, beside its zone.
 */
export class CombatantModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema,
  Combatant.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "base" });

  static override LOCALIZATION_PREFIXES = ["FRAY.Combatant.base"];

  /** The action ledger of this turn and round. */
  declare spent: Record<string, number>;

  /** S2: has taken its turn this round. */
  declare acted: boolean;

  /** L5: has taken a turn in this fight. */
  declare hasActed: boolean;

  /** L2, Z2: the kept roll-off result; higher goes first among ties (Z4, Z5: a place between two may be a half). */
  declare tieBreak: number | null;

  /** Z5: the round in which it gave up its action-phase turn to change place (null: never). */
  declare repositioned: number | null;

  /** L6: the round and count it delayed on (round null: not delaying), and whether it took a count from a delay. */
  declare delay: { round: number | null; score: number | null; reentered: boolean };

  /** L4, S3, Z3: marked surprised before the fight. */
  declare surprised: boolean;

  /** L5: flat-footed until its first turn. */
  declare flatFooted: boolean;

  /** A1: started the fight, goes last. */
  declare initiator: boolean;

  /** The side the GM put it on, or null to take it from its token or actor. */
  declare side: SideKey | null;

  /** Z7, Z8: what it decided in the movement phase of `round`, and the id of its movement card. */
  declare movement: { round: number | null; choice: "move" | "stay" | null; rushed: boolean; message: string | null };

  /** Z14: the round its group protects it in (null: not protected). */
  declare guardedRound: number | null;

  /** A10: a summoned unit, which can't act in the round it joined the combat in. */
  declare summoned: boolean;

  /** L11: the round and turn index it took a 5 ft step on (null: none). */
  declare step: { round: number | null; turn: number | null };

  /** Declares the combatant fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return combatantSchema();
  }
}
