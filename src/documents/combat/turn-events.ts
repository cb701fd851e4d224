import { atCombatStart, atRoundStart, atTurnEnd, atTurnStart, type TurnState } from "../../rules/index.js";
import { endedDelay } from "./delay-actions.js";
import { expireEffects } from "./effect-expiry.js";
import type { CombatLike, CombatantLike } from "./types.js";

/** The turn state a combatant stores. */
function stateOf(combatant: CombatantLike): TurnState {
  const { spent, acted, hasActed, flatFooted } = combatant.system;
  return { spent: { ...spent }, acted, hasActed, flatFooted };
}

/**
 * Applies `change` (a rule from src/rules/combat/turn-events) to each of `combatants`, adds the system data
 * `extra` gives (the delays a turn event ends), and writes the ones that changed in one batched Combatant update.
 */
export async function changeTurnStates(combat: CombatLike, combatants: CombatantLike[],
  change: (state: TurnState) => TurnState,
  extra: (combatant: CombatantLike) => Record<string, unknown> | null = () => null): Promise<void> {
  const updates = [];
  for (const combatant of combatants) {
    const before = stateOf(combatant);
    const after = change(before);
    const more = extra(combatant);
    if (more || JSON.stringify(after) !== JSON.stringify(before)) {
      updates.push({ _id: combatant.id!, system: { ...after, ...more } });
    }
  }
  if (updates.length) await combat.updateEmbeddedDocuments("Combatant", updates, { turnEvents: false });
}

/** L4, L5: the fight starts: every combatant's turn state as the rulebook opens it. */
export function combatStarts(combat: CombatLike): Promise<void> {
  const start = atCombatStart(combat.system.preset);
  return changeTurnStates(combat, combat.combatants.contents, () => start);
}

/** L7, S2, L6, A1: a round starts: once-a-round actions return, no one has acted, lapsed delays end. */
export function roundStarts(combat: CombatLike): Promise<void> {
  const round = Math.max(combat.round, 1);
  return changeTurnStates(combat, combat.combatants.contents, (state) => atRoundStart(combat.system.preset, state),
    (combatant) => endedDelay(combat, combatant, round, "roundStart"));
}

/**
 * L5, L7, L9, Z9, L6: `combatant`'s turn starts at `round` and turn index `turn`: its actions return, flat-footed
 * ends, a delay ends (a due delayer acts on its own count), timed effects that ran out end.
 */
export async function turnStarts(combat: CombatLike, combatant: CombatantLike, round: number, turn: number):
Promise<void> {
  if (!combat.combatants.has(combatant.id!)) return;
  await changeTurnStates(combat, [combatant], (state) => atTurnStart(combat.system.preset, state, round),
    () => endedDelay(combat, combatant, round, "turnStart"));
  const count = combatant.initiative;
  await expireEffects(combat, { round, place: turn, phase: combat.system.phase,
    ...(typeof count === "number" ? { count } : {}) });
}

/** L7, S2: `combatant`'s turn ends: the turn-end refresh, and it has acted. */
export async function turnEnds(combat: CombatLike, combatant: CombatantLike): Promise<void> {
  if (!combat.combatants.has(combatant.id!)) return;
  await changeTurnStates(combat, [combatant], (state) => atTurnEnd(combat.system.preset, state));
}
