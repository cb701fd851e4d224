import { FLAT_FOOTED_AT_START, roundPhaseOf } from "../../rules/index.js";
import { endedDelay } from "./delay-actions.js";
import { expireEffects } from "./effect-expiry.js";
import { endTotalDefense } from "./total-defense.js";
import { clockUpdate, placeOf, recordedHere, type ClockEvent } from "./turn-clock.js";
import type { CombatLike, CombatantLike } from "./types.js";

/** The other system data a turn event adds to a combatant (the delays it ends), or null. */
type Extra = (combatant: CombatantLike) => Record<string, unknown> | null;

/** What a combat's turn events gathered and have not written yet: its clock's events, others' data by id. */
interface Gathered {
  clock: ClockEvent[];
  extras: Map<string, Extra[]>;
}

/** What each combat's turn events gathered, in order. */
const gathered = new WeakMap<CombatLike, Gathered>();

/** The gathering of `combat`'s turn events, started if need be. */
function gatheringOf(combat: CombatLike): Gathered {
  let batch = gathered.get(combat);
  if (!batch) gathered.set(combat, batch = { clock: [], extras: new Map() });
  return batch;
}

/** Records the clock event `event` and, for each of `combatants`, the system data `extra` gives when written. */
function gather(combat: CombatLike, event: ClockEvent | null, combatants: CombatantLike[] = [], extra?: Extra): void {
  const batch = gatheringOf(combat);
  if (event) batch.clock.push(event);
  if (!extra) return;
  for (const { id } of combatants) batch.extras.set(id!, [...batch.extras.get(id!) ?? [], extra]);
}

/**
 * Writes what the combat's turn events gathered. The clock's events, unless the move that brought the combat here
 * already wrote them with the turn (Fray's own moves do: one database operation a turn); a move that didn't (a
 * player's or a macro's direct write, Foundry handing a deleted combatant's turn on) gets them in one Combat update.
 * Then the other data (a delay ended) of combatants still in the combat, in one Combatant batch that starts no turn
 * events.
 */
async function writeGathered(combat: CombatLike): Promise<void> {
  const batch = gathered.get(combat);
  gathered.delete(combat);
  if (!batch) return;
  if (batch.clock.length && !recordedHere(combat)) {
    await combat.update(clockUpdate(combat, batch.clock, placeOf(combat)), { turnEvents: false });
  }
  const updates = [];
  for (const [id, extras] of batch.extras) {
    const combatant = combat.combatants.get(id);
    const more = combatant ? Object.assign({}, ...extras.map((extra) => extra(combatant))) as object : {};
    if (Object.keys(more).length) updates.push({ _id: id, system: more });
  }
  if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates, { turnEvents: false });
}

/**
 * Writes what the turn events gathered unless a turn starts next: Foundry runs a change's turn start last (for
 * `combat.combatant`), which then writes the end of the turn before, the round's start and its own together.
 */
function writeUnlessTurnStarts(combat: CombatLike): Promise<void> {
  return combat.combatant ? Promise.resolve() : writeGathered(combat);
}

/**
 * L4, L5: the fight starts: every combatant's stored turn state as the rulebook opens it (L5: flat-footed under
 * Legend until its first turn; its ledger read from the fight's first round start on), in one batch of those it
 * changes.
 */
export async function combatStarts(combat: CombatLike): Promise<void> {
  const flatFooted = FLAT_FOOTED_AT_START.includes(combat.system.preset);
  const start = { spentAt: { roundStarts: 0, turns: 0 }, flatFooted };
  const stale = ({ _source: { system } }: CombatantLike) => system?.flatFooted !== flatFooted
    || system.spentAt?.roundStarts !== 0 || system.spentAt.turns !== 0;
  const updates = combat.combatants.contents.filter(stale).map((combatant) => ({ _id: combatant.id!, system: start }));
  if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates, { turnEvents: false });
}

/** L7, S2, L6, A1: a round starts: once-a-round actions return, no one has acted, lapsed delays end. */
export function roundStarts(combat: CombatLike): Promise<void> {
  const round = Math.max(combat.round, 1);
  gather(combat, { kind: "round" }, combat.combatants.contents,
    (combatant) => endedDelay(combat, combatant, round, "roundStart"));
  return writeUnlessTurnStarts(combat);
}

/**
 * L5, L7, L9, Z9, L6, S8: `combatant`'s turn starts at `round` and turn index `turn`: its actions return, flat-footed
 * ends (the combat's clock records the start), a delay ends (a due delayer acts on its own count), timed effects that
 * ran out end, Total Defense ends; then the `fray.turnStart` hook.
 */
export async function turnStarts(combat: CombatLike, combatant: CombatantLike, round: number, turn: number):
Promise<void> {
  if (!combat.combatants.has(combatant.id!)) return writeGathered(combat);
  gather(combat, { kind: "start", combatant }, [combatant], () => endedDelay(combat, combatant, round, "turnStart"));
  await writeGathered(combat);
  const count = combatant.initiative;
  await expireEffects(combat, { round, place: turn, phase: roundPhaseOf(combat.system.phase),
    ...(typeof count === "number" ? { count } : {}) });
  await endTotalDefense(combatant);
  Hooks.callAll("fray.turnStart", { combat, combatant, round, turn });
}

/**
 * L9, Z9, Z5: the turn at `round` and index `turn` goes by without being taken (passed over, or handed to one the
 * rules don't let act now): only its time passes, so timed effects that ran out end. `last`: no turn starts after
 * it in this change, so it writes what the events before it gathered.
 */
export async function turnGoesBy(combat: CombatLike, round: number, turn: number, last: boolean): Promise<void> {
  if (last) await writeGathered(combat);
  const count = combat.turns[turn]?.initiative;
  await expireEffects(combat, { round, place: turn, phase: roundPhaseOf(combat.system.phase),
    ...(typeof count === "number" ? { count } : {}) });
}

/**
 * L7, S2: `combatant`'s turn at `round` and index `turn` ends: the turn-end refresh, and it has acted (L6, A1: unless
 * it ended by delaying), as the combat's clock records; written now, or with the turn that starts next.
 */
export async function turnEnds(combat: CombatLike, combatant: CombatantLike,
  { round, turn }: { round: number; turn: number | null }): Promise<void> {
  if (combat.combatants.has(combatant.id!)) gather(combat, { kind: "end", combatant });
  await writeUnlessTurnStarts(combat);
  Hooks.callAll("fray.turnEnd", { combat, combatant, round, turn });
}
