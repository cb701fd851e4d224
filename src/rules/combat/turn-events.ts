import { refreshActions } from "../actions/index.js";
import type { ActionRecord } from "../actions/types.js";
import { PRESET_IDS, type PresetId } from "../presets.js";
import { isFlatFooted } from "../turns/flat-footed.js";
import { requireFlag } from "../input.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";

/** What a combatant keeps between turns that the turn events change. */
export interface TurnState {
  /** The action ledger (`spendAction`). */
  spent: ActionRecord;
  /** Has taken its turn this round (S2). */
  acted: boolean;
  /** Has taken a turn in this combat (L5). */
  hasActed: boolean;
  /** L5: flat-footed until its first turn. */
  flatFooted: boolean;
}

/** L5: the rulebooks whose creatures are flat-footed from the start of a fight until their first turn. */
export const FLAT_FOOTED_AT_START: readonly PresetId[] = Object.freeze(["legend"]);

/** L5: the state every combatant starts a fight with under `preset`. */
export function atCombatStart(preset: PresetId): TurnState {
  requireOneOf("preset", preset, PRESET_IDS);
  return { spent: {}, acted: false, hasActed: false, flatFooted: FLAT_FOOTED_AT_START.includes(preset) };
}

/**
 * L5, L7, S4, A2, T6: a combatant's turn starts: the actions its rulebook renews at a turn's start come back, and
 * it stops being flat-footed (it is acting: `isFlatFooted` with `hasActed`).
 */
export function atTurnStart(preset: PresetId, state: TurnState, round: number): TurnState {
  const checked = checkState(state);
  const flatFooted = checked.flatFooted && isFlatFooted({ round: requireInteger("round", round, { min: 1 }), hasActed: true });
  return { ...checked, spent: refreshActions(preset, checked.spent, "turnStart"), flatFooted };
}

/**
 * L7, S2, L5: a combatant's turn ends: the rulebook's turn-end refresh, and it has acted this round and this fight.
 * L6, A1: a turn ended by delaying (`delaying`) is no turn taken: the delayer has not acted until it takes its turn.
 */
export function atTurnEnd(preset: PresetId, state: TurnState, delaying = false): TurnState {
  const checked = checkState(state);
  requireFlag("delaying", delaying);
  const spent = refreshActions(preset, checked.spent, "turnEnd");
  return delaying ? { ...checked, spent } : { ...checked, spent, acted: true, hasActed: true };
}

/**
 * L7, S2: a round starts: the once-a-round actions come back and no one has acted. (S8's shield needs nothing
 * here: the actor keeps the round its shield was used in, see `shieldReady`.)
 */
export function atRoundStart(preset: PresetId, state: TurnState): TurnState {
  const checked = checkState(state);
  return { ...checked, spent: refreshActions(preset, checked.spent, "roundStart"), acted: false };
}

/** Checks a turn state and returns it. */
function checkState(state: TurnState): TurnState {
  requireRecord("state", state);
  requireRecord("state.spent", state.spent);
  for (const flag of ["acted", "hasActed", "flatFooted"] as const) requireFlag(`state.${flag}`, state[flag]);
  return state;
}
