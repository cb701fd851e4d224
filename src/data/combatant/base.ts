import { NO_TURNS, SIDE_KEYS, ledgerNow, turnMarks, type LedgerClock, type SideKey } from "../../rules/index.js";
import { turnRecordOf, type CombatModel } from "../combat/base.js";
import { flag, nullableInteger, requiredInteger } from "../fields.js";

/** The three sides as lang keys. */
export const SIDE_CHOICES: Readonly<Record<SideKey, string>> = Object.freeze(
  Object.fromEntries(SIDE_KEYS.map((side) => [side, `FRAY.COMBAT.Side.${side}`])) as Record<SideKey, string>,
);

/** Z7, Z8: the movement-phase choices as lang keys. */
const MOVEMENT_CHOICES = Object.freeze({ move: "FRAY.ZONE.Movement.move", stay: "FRAY.ZONE.Movement.stay",
  react: "FRAY.ZONE.Movement.react", group: "FRAY.ZONE.Movement.group" });

/** What a combatant stores of its turn state: its ledger, where the combat's clock stood then, L5's opening mark. */
interface StoredTurnState {
  spent: Record<string, number>;
  spentAt: LedgerClock;
  flatFooted: boolean;
}

/** The combatant schema: spent actions, turn marks, kept tie-break, delay, surprise and the side it fights on. */
function combatantSchema() {
  const { fields } = foundry.data;
  return {
    spent: new fields.TypedObjectField(new fields.NumberField({ required: true, nullable: false, integer: true,
      min: 0, initial: 0 })),
    spentAt: new fields.SchemaField({ roundStarts: requiredInteger({ min: 0 }), turns: requiredInteger({ min: 0 }) }),
    tieBreak: new fields.NumberField({ required: true, nullable: true, min: 0, initial: null }),
    delay: new fields.SchemaField({
      round: nullableInteger({ min: 1 }),
      score: new fields.NumberField({ required: true, nullable: true, initial: null }),
      reentered: flag(),
    }),
    repositioned: nullableInteger({ min: 1 }),
    repositionTo: nullableInteger({ min: 0 }),
    orderDecision: nullableInteger({ min: 1 }),
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
      against: new fields.StringField({ required: true, nullable: true, blank: false, initial: null }),
    }),
    guardedRound: nullableInteger({ min: 1 }),
    summoned: flag(),
    summoner: new fields.StringField({ required: true, nullable: true, blank: false, initial: null }),
    totalDefense: flag(),
    charged: nullableInteger({ min: 1 }),
    mounted: flag(),
    vehicle: flag(),
    keptOut: flag(),
    step: new fields.SchemaField({ round: nullableInteger({ min: 1 }), turn: nullableInteger({ min: 0 }) }),
  };
}

/**
 * The system data of every Combatant (`base`): the action ledger (`spendAction`) and where the combat's clock stood
 * when it was written, whether it acted this round (S2) and in this fight (L5) (both derived), the kept tie-break
 * reroll (L2, Z2), the round it repositioned in and the place it asked for (Z5), when it decided whether to move down
 * (Z4), a delay (L6: the round and count it delayed on), the surprise (L4, S3, Z3), flat-footed (L5) and initiator (A1)
 * marks, the side the GM put it on (null: from its token or actor), its movement-phase choice (Z7, Z8: the round, move,
 * stay, react or move with its group, whether it rushed, its card and whom it reacts to), the round its group protects
 * it in (Z14), whether it is a mounted rider or a vehicle (Z12, as the README marks them; the tracker's menu sets the
 * zone role flag, beside its zone), whether the GM took it out of an enemy group (L3: kin grouping then leaves it out),
 * whether it was summoned and by whom (A10), the turn it took a 5 ft step on (L11), whether it is in Total Defense (S8)
 * and the round it charged in (S10).
 */
export class CombatantModel extends foundry.abstract.TypeDataModel<CombatantModel.Schema, Combatant.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "base" });

  /** Its fields' lang keys: under FRAY.Combatant.base.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.Combatant.base"];

  /** The action ledger of this turn and round (derived: the stored one read at the combat's clock, `ledgerNow`). */
  declare spent: Record<string, number>;

  /** Where the combat's clock stood for it when its ledger was written (`ledgerNow`). */
  declare spentAt: LedgerClock;

  /** S2: has taken its turn this round (derived from the combat's record of its turns). */
  declare acted: boolean;

  /** L5: has taken a turn in this fight (derived from the combat's record of its turns). */
  declare hasActed: boolean;

  /** L2, Z2: the kept roll-off result; higher goes first among ties (Z4, Z5: a place between two may be a half). */
  declare tieBreak: number | null;

  /** Z5: the round in which it gave up its action-phase turn to change place (null: never). */
  declare repositioned: number | null;

  /** Z5: the place (0-based) it asked for, taken when that round ends (null: none pending). */
  declare repositionTo: number | null;

  /** Z4: the step at which it decided whether to move down, from 1 (null: not yet). */
  declare orderDecision: number | null;

  /** L6: the round and count it delayed on (round null: not delaying), and whether it took a count from a delay. */
  declare delay: { round: number | null; score: number | null; reentered: boolean };

  /** L4, S3, Z3: marked surprised before the fight. */
  declare surprised: boolean;

  /** L5: flat-footed until its first turn (stored: from the fight's start; derived: until its first turn starts). */
  declare flatFooted: boolean;

  /** A1: started the fight, goes last. */
  declare initiator: boolean;

  /** The side the GM put it on, or null to take it from its token or actor. */
  declare side: SideKey | null;

  /**
   * Z7, Z8: what it decided in the movement phase of `round` (move, stay, a reactive move prepared against the
   * combatant `against`, or a move with its group), and the id of the movement card it moved on.
   */
  declare movement: { round: number | null; choice: "move" | "stay" | "react" | "group" | null; rushed: boolean;
    message: string | null; against: string | null };

  /** Z14: the round its group protects it in (null: not protected). */
  declare guardedRound: number | null;

  /** A10: a summoned unit, which can't act in the round it joined the combat in. */
  declare summoned: boolean;

  /** A10: the id of the combatant that summoned it, whose summoning slots it holds (null: none named). */
  declare summoner: string | null;

  /** S8: in Total Defense, from taking it until the start of its next turn (written by the GM only). */
  declare totalDefense: boolean;

  /** S10: the round it charged in, AC −2 until that round ends (null: none; written by the GM only). */
  declare charged: number | null;

  /** Z12: a mounted rider, which outnumbering doesn't count (its mount does). */
  declare mounted: boolean;

  /** Z12: a vehicle, which outnumbering doesn't count. */
  declare vehicle: boolean;

  /** L3, T1, T3: the GM took it out of an enemy group; kin grouping leaves it out. */
  declare keptOut: boolean;

  /** L11: the round and turn index it took a 5 ft step on (null: none). */
  declare step: { round: number | null; turn: number | null };

  /** Declares the combatant fields. */
  static override defineSchema(): CombatantModel.Schema {
    return combatantSchema();
  }

  /** Prepares its turn state (`prepareTurnState`). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.prepareTurnState();
  }

  /**
   * L5, L7, S2: its turn state now, read from what is stored and the combat's record of its turns (no turn event
   * writes it): the ledger with the refreshes since it was written, whether it acted this round and in this fight,
   * and whether it is still flat-footed. Worked from the source, so preparing again changes nothing; skipped while
   * neither the clock nor the stored state it reads changed since this model last worked it (a combat prepares all
   * its combatants after each of its updates, and a turn changes the record of one or two).
   */
  prepareTurnState(): void {
    const source: StoredTurnState = this._source;
    const combat: { system?: Partial<CombatModel> } | null | undefined = this.parent?.parent;
    const clock = combat?.system?.clock;
    const record = clock ? turnRecordOf(clock, this.parent?.id ?? "") : NO_TURNS;
    const roundStarts = clock?.roundStarts ?? 0;
    const preset = combat?.system?.preset;
    const key = `${preset}|${roundStarts}|${record.turns}|${record.acted}|${source.spentAt.roundStarts}|`
      + `${source.spentAt.turns}|${source.flatFooted}`;
    const worked = turnStates.get(this);
    if (worked?.key === key && worked.spent === this.spent && sameCounts(worked.stored, source.spent)) return;
    Object.assign(this, turnMarks(record, roundStarts, source.flatFooted));
    this.spent = { ...(preset ? ledgerNow(preset, source.spent, source.spentAt, { roundStarts, turns: record.turns })
      : source.spent) };
    turnStates.set(this, { key, stored: { ...source.spent }, spent: this.spent });
  }
}

/** Whether two ledgers hold the same counts. */
function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((kind) => a[kind] === b[kind]);
}

/**
 * The turn state each combatant model last worked out: what it read (the clock and its stored stamp as a key, its
 * stored ledger) and the ledger it derived, its `spent` until its data is initialized again.
 */
const turnStates = new WeakMap<CombatantModel,
  { key: string; stored: Record<string, number>; spent: Record<string, number> }>();

export declare namespace CombatantModel {
  /** The combatant schema. */
  type Schema = ReturnType<typeof combatantSchema>;
}
