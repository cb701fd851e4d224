import { seatOrder } from "../../rules/index.js";
import { seatOf } from "./seats.js";
import type { CombatLike, CombatantLike } from "./types.js";

/** Each combat's place of every combatant in the order its last `orderTurns` made. */
const ranks = new WeakMap<CombatLike, Map<string, number>>();

/**
 * `combat`'s combatants in the rules' turn order (sides together, zones surprised last, A1, groups in a row, T4);
 * each one's place is kept for `compareTurns`.
 */
export function orderTurns<C extends CombatantLike>(combat: CombatLike & { combatants: { contents: C[] } }): C[] {
  const { preset, toggles } = combat.system;
  const all: C[] = combat.combatants.contents;
  const seats = all.map((combatant, index) => seatOf(combatant, preset, index));
  const order = seatOrder(combat.mode, seats, { tieBreak: toggles.tieBreak,
    maxPlayersInARow: toggles.twoPlayersCap ? 2 : null });
  ranks.set(combat, new Map(order.map((id, index) => [id, index])));
  const byId = new Map(all.map((combatant) => [combatant.id, combatant]));
  return order.map((id) => byId.get(id)!);
}

/**
 * Two combatants of `combat` in turn order (negative when `a` goes first): their places in the order the last
 * `orderTurns` made, else the rules' order of the two.
 */
export function compareTurns(combat: CombatLike, a: CombatantLike, b: CombatantLike): number {
  if (a.id === b.id) return 0;
  const rank = ranks.get(combat);
  const [ranked, other] = [rank?.get(a.id!), rank?.get(b.id!)];
  if (ranked !== undefined && other !== undefined) return ranked - other;
  const all = combat.combatants.contents;
  const { preset, toggles } = combat.system;
  const seat = (c: CombatantLike) => seatOf(c, preset, all.indexOf(c));
  const [first] = seatOrder(combat.mode, [seat(a), seat(b)], { tieBreak: toggles.tieBreak });
  return first === a.id ? -1 : 1;
}

/** The combatant system fields neither the turn order nor who acts in a pass reads: turn states, movement choices. */
const UNORDERED = new Set(["spent", "spentAt", "acted", "hasActed", "flatFooted", "movement", "guardedRound",
  "orderDecision", "mounted", "vehicle"]);

/**
 * Whether the changes of a Combatant batch (as Foundry passes them to `_onUpdateDescendantDocuments`, nested or
 * dotted) wrote only fields that neither the order nor the passes read, so the turns and their passes stand.
 */
export function keepsOrder(changes: readonly object[]): boolean {
  const unordered = (key: string, value: unknown): boolean => key === "_id"
    || (key === "system" && !!value && typeof value === "object" && Object.keys(value).every((k) => UNORDERED.has(k)))
    || (key.startsWith("system.") && UNORDERED.has(key.split(".")[1]!));
  return changes.every((change) => Object.entries(change).every(([key, value]) => unordered(key, value)));
}

/** Runs `change`, then moves the turn back onto the combatant whose turn it was if the order moved it. */
export async function keepingTurn(combat: CombatLike, change: () => Promise<unknown>): Promise<void> {
  const id = combat.combatant?.id;
  await change();
  const index = combat.turns.findIndex((combatant) => combatant.id === id);
  if (id && index >= 0 && index !== combat.turn) await combat.update({ turn: index }, { turnEvents: false });
}
