import { atCombatStart, atRoundStart, atTurnEnd, atTurnStart, roundPhaseOf, type TurnState }
  from "../../rules/index.js";
import { endedDelay } from "./delay-actions.js";
import { expireEffects } from "./effect-expiry.js";
import { endTotalDefense } from "./total-defense.js";
import type { CombatLike, CombatantLike } from "./types.js";

/** The turn state a combatant stores. */
function stateOf(combatant: CombatantLike): TurnState {
  const { spent, acted, hasActed, flatFooted } = combatant.system;
  return { spent: { ...spent }, acted, hasActed, flatFooted };
}

/** One turn event's change to a combatant: a rule on its turn state and the other system data it adds. */
interface TurnChange {
  change: (state: TurnState) => TurnState;
  extra: (combatant: CombatantLike) => Record<string, unknown> | null;
}

/** The changes each combat's turn events gathered and have not written yet, by combatant id, in order. */
const gathered = new WeakMap<CombatLike, Map<string, TurnChange[]>>();

/**
 * Records `change` (a rule from src/rules/combat/turn-events) for each of `combatants`, with the system data
 * `extra` gives (the delays a turn event ends); `writeTurnStates` applies them, in order, and writes.
 */
function gather(combat: CombatLike, combatants: CombatantLike[], change: TurnChange["change"],
  extra: TurnChange["extra"] = () => null): void {
  let batch = gathered.get(combat);
  if (!batch) gathered.set(combat, batch = new Map());
  for (const { id } of combatants) {
    const changes = batch.get(id!) ?? [];
    changes.push({ change, extra });
    batch.set(id!, changes);
  }
}

/**
 * Writes what the combat's turn events gathered: each change applied in turn to the state a combatant still in
 * the combat has now, and those that changed (or gained other data) in one batched Combatant update that starts no
 * turn events.
 */
async function writeTurnStates(combat: CombatLike): Promise<void> {
  const batch = gathered.get(combat);
  gathered.delete(combat);
  const updates = [];
  for (const [id, changes] of batch ?? []) {
    const combatant = combat.combatants.get(id);
    if (!combatant) continue;
    const before = stateOf(combatant);
    const after = changes.reduce((state, { change }) => change(state), before);
    const more = Object.assign({}, ...changes.map(({ extra }) => extra(combatant))) as Record<string, unknown>;
    if (Object.keys(more).length || JSON.stringify(after) !== JSON.stringify(before)) {
      updates.push({ _id: id, system: { ...after, ...more } });
    }
  }
  if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates, { turnEvents: false });
}

/**
 * Writes what the turn events gathered unless a turn starts next: Foundry runs a change's turn start last (for
 * `combat.combatant`), which then writes the end of the turn before, the round's start and its own in one batch.
 */
function writeUnlessTurnStarts(combat: CombatLike): Promise<void> {
  return combat.combatant ? Promise.resolve() : writeTurnStates(combat);
}

/** L4, L5: the fight starts: every combatant's turn state as the rulebook opens it. */
export function combatStarts(combat: CombatLike): Promise<void> {
  const start = atCombatStart(combat.system.preset);
  gather(combat, combat.combatants.contents, () => start);
  return writeTurnStates(combat);
}

/** L7, S2, L6, A1: a round starts: once-a-round actions return, no one has acted, lapsed delays end. */
export function roundStarts(combat: CombatLike): Promise<void> {
  const round = Math.max(combat.round, 1);
  gather(combat, combat.combatants.contents, (state) => atRoundStart(combat.system.preset, state),
    (combatant) => endedDelay(combat, combatant, round, "roundStart"));
  return writeUnlessTurnStarts(combat);
}

/**
 * L5, L7, L9, Z9, L6, S8: `combatant`'s turn starts at `round` and turn index `turn`: its actions return, flat-footed
 * ends, a delay ends (a due delayer acts on its own count), timed effects that ran out end, Total Defense ends; then
 * the `fray.turnStart` hook.
 */
export async function turnStarts(combat: CombatLike, combatant: CombatantLike, round: number, turn: number):
Promise<void> {
  if (!combat.combatants.has(combatant.id!)) return writeTurnStates(combat);
  gather(combat, [combatant], (state) => atTurnStart(combat.system.preset, state, round),
    () => endedDelay(combat, combatant, round, "turnStart"));
  await writeTurnStates(combat);
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
  if (last) await writeTurnStates(combat);
  const count = combat.turns[turn]?.initiative;
  await expireEffects(combat, { round, place: turn, phase: roundPhaseOf(combat.system.phase),
    ...(typeof count === "number" ? { count } : {}) });
}

/**
 * L7, S2: `combatant`'s turn at `round` and index `turn` ends: the turn-end refresh, and it has acted (L6, A1: unless
 * it ended by delaying); written now, or with the turn that starts next.
 */
export async function turnEnds(combat: CombatLike, combatant: CombatantLike,
  { round, turn }: { round: number; turn: number | null }): Promise<void> {
  const preset = combat.system.preset;
  const delaying = combatant.system.delay.round !== null;
  if (combat.combatants.has(combatant.id!)) gather(combat, [combatant], (state) => atTurnEnd(preset, state, delaying));
  await writeUnlessTurnStarts(combat);
  Hooks.callAll("fray.turnEnd", { combat, combatant, round, turn });
}
