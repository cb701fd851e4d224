import type { CombatPhase, PresetId, RuleToggles, TurnRecord } from "../../rules/index.js";
import { PRESET_CHOICES, RULE_INPUTS } from "../../config/rule-settings.js";
import { getPreset, getRuleToggles } from "../../settings.js";
import { choiceString, flag, nullableInteger, requiredInteger } from "../fields.js";

/** The phases of a zones round (Z6) and the planning phase before round 1 (T5) as lang keys. */
const PHASE_CHOICES = Object.freeze({ planning: "FRAY.COMBAT.Phase.planning", movement: "FRAY.COMBAT.Phase.movement",
  action: "FRAY.COMBAT.Phase.action" });

/** A place in a combat: its round, turn index and the combatant whose turn it is. */
export interface ClockPlace {
  round: number;
  turn: number | null;
  combatantId: string | null;
}

/** L5, L7, S2: a combat's record of its turns (`CombatModel#clock`). */
export interface TurnClock {
  roundStarts: number;
  at: ClockPlace;
  turns: Record<string, number>;
  acted: Record<string, number>;
}

/** The turn record the clock keeps for the combatant `id` (none yet: no turn, never acted). */
export function turnRecordOf(clock: Pick<TurnClock, "turns" | "acted">, id: string): TurnRecord {
  return { turns: clock.turns[id] ?? 0, acted: clock.acted[id] ?? null };
}

/** One toggle's field, started from the world's rules when the combat is created. */
function toggleField(key: keyof RuleToggles) {
  const input = RULE_INPUTS[key];
  const value = () => getRuleToggles()[key];
  const { fields } = foundry.data;
  if (input.kind === "checkbox") return new fields.BooleanField({ required: true, initial: () => value() === true });
  const number = () => Number(value());
  if (input.kind === "number") {
    return new fields.NumberField({ required: true, nullable: false, integer: true, min: input.min, max: input.max,
      initial: number });
  }
  const choices = Object.fromEntries(input.choices.map((c) => [c, `FRAY.Setting.rules.${key}.choices.${c}`]));
  if (typeof input.choices[0] === "number") {
    return new fields.NumberField({ required: true, nullable: false, integer: true, initial: number, choices });
  }
  return new fields.StringField({ required: true, nullable: false, blank: false, initial: () => String(value()),
    choices });
}

/** The combat schema: the rulebook and toggles it runs by, the zones phase and the opening surprise round. */
function combatSchema() {
  const keys = Object.keys(RULE_INPUTS) as (keyof RuleToggles)[];
  const toggles = Object.fromEntries(keys.map((key) => [key, toggleField(key)]));
  return {
    preset: new foundry.data.fields.StringField({ required: true, nullable: false, blank: false,
      choices: { ...PRESET_CHOICES }, initial: () => getPreset() }),
    toggles: new foundry.data.fields.SchemaField(toggles),
    phase: choiceString({ ...PHASE_CHOICES }, "action"),
    surpriseRound: flag(),
    clock: turnClockField(),
  };
}

/**
 * L5, L7, S2: the combat's record of its turns, which the update that moves a turn carries (so no turn event writes a
 * combatant): the round starts counted, the place it was last brought to, and by combatant id its turn starts and ends
 * counted and the round starts counted when its last turn taken ended (two maps of numbers: a turn changes one or two
 * entries, and the record stays small however many combatants there are).
 */
function turnClockField() {
  const { fields } = foundry.data;
  return new fields.SchemaField({
    roundStarts: requiredInteger({ min: 0 }),
    at: new fields.SchemaField({ round: requiredInteger({ min: 0 }), turn: nullableInteger({ min: 0 }),
      combatantId: new fields.StringField({ required: true, nullable: true, blank: false, initial: null }) }),
    turns: new fields.TypedObjectField(requiredInteger({ min: 0 })),
    acted: new fields.TypedObjectField(requiredInteger({ min: 0 })),
  });
}

/**
 * The system data of every Combat (`base`): the rulebook and rule toggles recorded when the combat is created,
 * so a GM who changes the world's rules mid-fight does not change a fight in progress; the zones phase (Z6) or the
 * planning phase (T5), whether round 1 is a surprise round (L4, S3) and the record of its turns (`clock`).
 */
export class CombatModel extends foundry.abstract.TypeDataModel<foundry.data.fields.DataSchema, Combat.Implementation> {
  /** The document subtype this model serves. */
  static readonly metadata = Object.freeze({ type: "base" });

  /** Its fields' lang keys: under FRAY.Combat.base.FIELDS. */
  static override LOCALIZATION_PREFIXES = ["FRAY.Combat.base"];

  /** The rulebook the combat runs by. */
  declare preset: PresetId;

  /** The rule toggles the combat runs by. */
  declare toggles: RuleToggles;

  /** Z6: the phase of the current round; T5: "planning" before round 1's action phase. */
  declare phase: CombatPhase;

  /** L4, S3: round 1 is the opening surprise (or free) round. */
  declare surpriseRound: boolean;

  /**
   * L5, L7, S2: the round starts counted in this fight, the place (round, turn, combatant) whose turn events it last
   * recorded, and by combatant its turn starts and ends counted and the round starts counted when its last turn taken
   * ended.
   */
  declare clock: TurnClock;

  /** Declares the combat fields. */
  static override defineSchema(): foundry.data.fields.DataSchema {
    return combatSchema();
  }
}
