import { requireInteger, requireList, requireRecord } from "../validate.js";
import { requireKnownId, requireText, requireUniqueIds } from "../input.js";
import { refuse, type Refusal } from "../refusal.js";

/** One place in a zones turn order: who, and on which side. */
export interface TurnSlot {
  id: string;
  side: string;
}

/** A new order, or a refusal. */
export type OrderChange = { ok: true; order: TurnSlot[] } | Refusal;

/** A Z5 change: the new order, the round it takes effect and the turn it costs. */
export type Reposition = { ok: true; order: TurnSlot[]; fromRound: number; forfeitsTurn: true } | Refusal;

/** Z4: who decides, one after another, whether to move down: the second-to-last first, then upwards. */
export function moveDownDeciders(order: TurnSlot[]): string[] {
  return checkOrder(order).slice(0, -1).reverse().map((slot) => slot.id);
}

/** Z4: whose decision it is to move down: the one who decided last (it may keep moving down) and the next to decide. */
export interface MoveDownTurn {
  latest: string | null;
  next: string | null;
}

/**
 * Z4: who may decide now, from the order as it stands and the decisions made (id → the step it decided at, from 1):
 * the next is the lowest undecided character above the last place (the second-to-last first, then upwards; one a
 * mover passed below becomes a decider in turn (I)); the latest decider may go on moving down until the next decides.
 */
export function moveDownTurn(order: TurnSlot[], decisions: Readonly<Record<string, number>>): MoveDownTurn {
  const slots = checkOrder(order);
  requireRecord("decisions", decisions);
  const steps = slots.map((slot) => decisions[slot.id]);
  steps.forEach((step, index) => {
    if (step !== undefined) requireInteger(`decisions.${slots[index]!.id}`, step, { min: 1 });
  });
  const next = [...slots.slice(0, -1)].reverse().find((slot) => decisions[slot.id] === undefined)?.id ?? null;
  const top = Math.max(0, ...steps.filter((step): step is number => step !== undefined));
  const latest = top ? slots.find((slot) => decisions[slot.id] === top)!.id : null;
  return { latest, next };
}

/** Z4: whether `id` may decide to move down (or keep its place) now; else the rule's refusal naming who decides. */
export function mayDecideMoveDown(order: TurnSlot[], decisions: Readonly<Record<string, number>>, id: string):
  { ok: true } | Refusal {
  const turn = moveDownTurn(order, decisions);
  if (id === turn.next || id === turn.latest) return { ok: true };
  if (turn.next === null) return refuse("FRAY.RULES.Turns.MoveDownDone", { id });
  return refuse("FRAY.RULES.Turns.MoveDownNotYet", { id, next: turn.next });
}

/** Z4: right after the order is made, `id` moves down to `place` (0-based); never up nor between two enemies. */
export function moveDown(order: TurnSlot[], id: string, place: number): OrderChange {
  const slots = checkOrder(order);
  const from = requireKnownId("id", id, slots.map((slot) => slot.id));
  requireInteger("place", place, { min: 0, max: slots.length - 1 });
  if (place < from) return refuse("FRAY.RULES.Turns.OnlyMoveDown", { id, place: place + 1, from: from + 1 });
  return moveTo(slots, from, place);
}

/** Z5: whether a character may forfeit its turn in `round` to change place (from round 2 on). */
export function mayReposition(round: number): boolean {
  return requireInteger("round", round, { min: 1 }) >= 2;
}

/** Z5: the order in which this round's repositioning characters decide: lowest first, the highest last. */
export function repositionDeciders(order: TurnSlot[], movers: string[]): string[] {
  const ids = checkOrder(order).map((slot) => slot.id);
  const list = requireList("movers", movers);
  const places = list.map((mover, index) => requireKnownId(`movers[${index}]`, mover, ids));
  return [...new Set(places)].sort((a, b) => b - a).map((place) => ids[place]!);
}

/**
 * Z5: `id` forfeits its action-phase turn in `round` (2 or later) to take `place`, higher or lower, from the
 * next round on; never between two adjacent enemy turns. Durations keep the old place (see `durationEnd`).
 */
export function reposition(order: TurnSlot[], id: string, place: number, round: number): Reposition {
  const slots = checkOrder(order);
  const from = requireKnownId("id", id, slots.map((slot) => slot.id));
  requireInteger("place", place, { min: 0, max: slots.length - 1 });
  if (!mayReposition(round)) return refuse("FRAY.RULES.Turns.NoRepositionInRoundOne", { id, round });
  const change = moveTo(slots, from, place);
  return change.ok ? { ...change, fromRound: round + 1, forfeitsTurn: true } : change;
}

/** Moves the slot at `from` to `place`, refusing a place between two adjacent turns of the mover's enemies. */
function moveTo(slots: readonly TurnSlot[], from: number, place: number): OrderChange {
  const mover = slots[from]!;
  const rest = slots.filter((_, index) => index !== from);
  const before = rest[place - 1];
  const after = rest[place];
  if (place !== from && before && after && before.side !== mover.side && after.side !== mover.side) {
    return refuse("FRAY.RULES.Turns.BetweenEnemies", { id: mover.id, before: before.id, after: after.id });
  }
  rest.splice(place, 0, mover);
  return { ok: true, order: rest };
}

/** Checks a turn order: a list of slots with unique ids and named sides. */
function checkOrder(order: readonly TurnSlot[]): readonly TurnSlot[] {
  const slots = requireList("order", order);
  slots.forEach((slot, index) => {
    requireRecord(`order[${index}]`, slot);
    requireText(`order[${index}].id`, slot.id);
    requireText(`order[${index}].side`, slot.side);
  });
  requireUniqueIds("order", slots);
  return slots;
}
