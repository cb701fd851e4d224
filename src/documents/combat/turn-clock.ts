import { recordEnd, recordStart, type LedgerClock, type TurnRecord } from "../../rules/index.js";
import { deletionUpdate } from "../../compat.js";
import { turnRecordOf, type ClockPlace, type TurnClock } from "../../data/combat/base.js";
import type { CombatLike, CombatantLike } from "./types.js";

/**
 * One turn event as the combat's clock records it: a combatant's turn ends (L7, S2), a round starts, a combatant's
 * turn starts (L5, L7).
 */
export type ClockEvent = { kind: "end" | "start"; combatant: CombatantLike } | { kind: "round" };

/** The place `combat` is at now. */
export function placeOf(combat: CombatLike): ClockPlace {
  return { round: combat.round, turn: combat.turn, combatantId: combat.combatant?.id ?? null };
}

/** Whether the combat's clock already holds the turn events of the place it is at (the move there wrote them). */
export function recordedHere(combat: CombatLike): boolean {
  const { at } = combat.system.clock;
  const here = placeOf(combat);
  return at.round === here.round && at.turn === here.turn && at.combatantId === here.combatantId;
}

/**
 * The update to the combat's clock that records `events` in order and the place `at` they bring it to, in dotted
 * paths (only the records that change): a turn's end counts it as acted at the round starts counted then, unless it
 * ended by delaying (L6, A1); a combatant no longer in the combat is passed. `fresh`: a fight (re)starting, whose
 * clock starts from nothing.
 */
export function clockUpdate(combat: CombatLike, events: readonly ClockEvent[], at: ClockPlace,
  { fresh = false } = {}): Record<string, unknown> {
  const clock: Pick<TurnClock, "roundStarts" | "turns" | "acted"> = fresh ? { roundStarts: 0, turns: {}, acted: {} }
    : combat.system.clock;
  let roundStarts = clock.roundStarts;
  const records = new Map<string, TurnRecord>();
  const recordOf = (id: string) => records.get(id) ?? turnRecordOf(clock, id);
  for (const event of events) {
    if (event.kind === "round") {
      roundStarts += 1;
      continue;
    }
    const id = event.combatant.id!;
    if (!combat.combatants.has(id)) continue;
    const delaying = event.combatant.system.delay.round !== null;
    const record = recordOf(id);
    records.set(id, event.kind === "start" ? recordStart(record) : recordEnd(record, roundStarts, delaying));
  }
  const update: Record<string, unknown> = { "system.clock.at": at };
  if (fresh || roundStarts !== clock.roundStarts) update["system.clock.roundStarts"] = roundStarts;
  for (const map of fresh ? ["turns", "acted"] as const : []) {
    for (const id of Object.keys(combat.system.clock[map])) {
      if ((records.get(id)?.[map] ?? null) === null) {
        Object.assign(update, deletionUpdate(`system.clock.${map}.${id}`));
      }
    }
  }
  for (const [id, { turns, acted }] of records) {
    update[`system.clock.turns.${id}`] = turns;
    if (acted !== null) update[`system.clock.acted.${id}`] = acted;
  }
  return update;
}

/** A combat as a ledger write reads it: its clock. */
type Clocked = { system: Pick<CombatLike["system"], "clock"> };

/** L7: where the combat's clock stands for `combatant`, which a write of its ledger records beside it (`spentAt`). */
export function ledgerClock(combat: Clocked, combatant: { id: string | null }): LedgerClock {
  const { clock } = combat.system;
  return { roundStarts: clock.roundStarts, turns: clock.turns[combatant.id!] ?? 0 };
}

/** The update that writes `spent` as `combatant`'s ledger now, with where the combat's clock stands for it. */
export function ledgerUpdate(combat: Clocked, combatant: { id: string | null }, spent: Record<string, number>):
Record<string, unknown> {
  return { "system.spent": spent, "system.spentAt": ledgerClock(combat, combatant) };
}
