import { refreshActions } from "../actions/index.js";
import type { ActionRecord } from "../actions/types.js";
import { requireFlag } from "../input.js";
import type { PresetId } from "../presets.js";
import { requireInteger, requireRecord } from "../validate.js";

/**
 * What a combat keeps of one combatant's turns, so that no turn event has to write the combatant: its turn events
 * counted together (`turns`: a start makes it odd, an end even again, so it is odd while its turn runs) and the
 * round starts counted when its last turn taken ended (`acted`, null before its first).
 */
export interface TurnRecord {
  turns: number;
  acted: number | null;
}

/** Where a combatant's ledger stands: the combat's round starts and its own turn events counted so far. */
export interface LedgerClock {
  roundStarts: number;
  turns: number;
}

/** The record of a combatant that has had no turn yet. */
export const NO_TURNS: Readonly<TurnRecord> = Object.freeze({ turns: 0, acted: null });

/** Whether the record's turn is running (started and not ended). */
export function inTurn(record: TurnRecord): boolean {
  return checkRecord(record).turns % 2 === 1;
}

/** L5, L7: its turn starts (a turn that was still running ends first). */
export function recordStart(record: TurnRecord): TurnRecord {
  return { ...record, turns: record.turns + (inTurn(record) ? 2 : 1) };
}

/**
 * L7, S2: its turn ends after `roundStarts` round starts: it has acted this round and this fight, unless (L6, A1) it
 * ended by `delaying`, which is no turn taken. A turn that never started (S2: a member that took the side's turn)
 * counts as acted all the same.
 */
export function recordEnd(record: TurnRecord, roundStarts: number, delaying: boolean): TurnRecord {
  const turns = checkRecord(record).turns + (inTurn(record) ? 1 : 0);
  requireFlag("delaying", delaying);
  return { turns, acted: delaying ? record.acted : requireInteger("roundStarts", roundStarts, { min: 0 }) };
}

/**
 * S2, L5: what a combatant's record says now, after `roundStarts` round starts: whether it has acted this round (a
 * round start clears it) and in this fight, and whether it is still flat-footed (`flatFootedAtStart`, until its
 * first turn starts).
 */
export function turnMarks(record: TurnRecord, roundStarts: number, flatFootedAtStart: boolean):
{ acted: boolean; hasActed: boolean; flatFooted: boolean } {
  const { turns, acted } = checkRecord(record);
  requireInteger("roundStarts", roundStarts, { min: 0 });
  requireFlag("flatFootedAtStart", flatFootedAtStart);
  return { acted: acted !== null && acted === roundStarts, hasActed: acted !== null,
    flatFooted: flatFootedAtStart && turns === 0 };
}

/**
 * L7, S4, A2, A9, T6, T8: the ledger `spent`, written when its clock read `written`, as it stands when the clock reads
 * `now`: the round start's refresh if a round started since (once is all it takes), then its own turn events since,
 * in order (even counts start a turn, odd ones end it). A ledger of an earlier turn is thus read refreshed, and a
 * turn's start writes nothing. Two whole turns leave any ledger as fresh as more would, so a long-untouched ledger
 * replays only those. The round refresh and the turn refreshes touch different kinds in every rulebook, so their
 * order doesn't matter. A kind a refresh adds at 0 is left out (0 and absent are the same to the rules).
 */
export function ledgerNow(preset: PresetId, spent: ActionRecord, written: LedgerClock, now: LedgerClock): ActionRecord {
  checkClock("written", written);
  checkClock("now", now);
  let ledger = now.roundStarts > written.roundStarts ? refreshActions(preset, spent, "roundStart") : spent;
  const events = Math.max(0, now.turns - written.turns);
  const replayed = events > 5 ? 4 + (events % 2) : events;
  for (let turn = written.turns; turn < written.turns + replayed; turn += 1) {
    ledger = refreshActions(preset, ledger, turn % 2 === 0 ? "turnStart" : "turnEnd");
  }
  return Object.fromEntries(Object.entries(ledger).filter(([kind, count]) => count !== 0 || kind in spent));
}

/** Checks a turn record and returns it. */
function checkRecord(record: TurnRecord): TurnRecord {
  requireRecord("record", record);
  requireInteger("record.turns", record.turns, { min: 0 });
  if (record.acted !== null) requireInteger("record.acted", record.acted, { min: 0 });
  return record;
}

/** Checks a ledger clock named `field`. */
function checkClock(field: string, clock: LedgerClock): void {
  requireRecord(field, clock);
  requireInteger(`${field}.roundStarts`, clock.roundStarts, { min: 0 });
  requireInteger(`${field}.turns`, clock.turns, { min: 0 });
}
