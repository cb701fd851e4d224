import { capPlayersInARow } from "../initiative/players-cap.js";
import { PARTY_SIDE } from "../initiative/sides.js";
import type { Entrant } from "../initiative/types.js";
import { INITIATIVE_MODES, TIE_BREAKS, type InitiativeMode, type TieBreak } from "../presets.js";
import { requireFlag, requireText, requireUniqueIds } from "../input.js";
import { requireFinite, requireInteger, requireList, requireOneOf, requireRecord } from "../validate.js";

/** One combatant as stored in a combat, as the turn order sees it once initiative has been rolled. */
export interface Seat {
  id: string;
  /** The name the tracker shows (the last tie-break before the id, as Foundry sorts). */
  name: string;
  /** The stored initiative (a grouped member shows its group's); null until rolled. */
  initiative: number | null;
  side: string;
  /** The group whose roll it shares and with whom it acts in a row (L3, T1, T3); null when alone. */
  group?: string | null;
  /** A kept roll-off result (L2, Z2, S1 (I) between sides); higher goes first; null when never tied. */
  tieBreak?: number | null;
  /** L2: total initiative modifier and DEX modifier. */
  mod?: number;
  dex?: number;
  /** T4: a player character. */
  player?: boolean;
  /** Z3: sorted below every aware combatant. */
  surprised?: boolean;
  /** A1: started the fight, goes last. */
  initiator?: boolean;
  /** L6: took its count from a delay, so it acts after everyone else on that count. */
  reentered?: boolean;
  /** L6, T14: delaying (out of the order until it re-enters or its delayed turn comes): T4 doesn't count it. */
  delaying?: boolean;
  /** The order it joined the combat in (A1 (I) ties), from 0. */
  joined: number;
}

/** What changes the order besides the mode: the d20 tie-break and the T4 cap (null = off). */
export interface SeatOptions {
  tieBreak?: TieBreak;
  maxPlayersInARow?: number | null;
}

/** A comparator over seats: negative when `a` acts first. */
type Compare = (a: Seat, b: Seat) => number;

/** Higher first, with null below every number. */
const higher = (a: number | null | undefined, b: number | null | undefined): number =>
  (b ?? Number.NEGATIVE_INFINITY) - (a ?? Number.NEGATIVE_INFINITY) || 0;
/** True first. */
const first = (a: boolean | undefined, b: boolean | undefined): number => Number(b === true) - Number(a === true);
/** Name, then id: Foundry's last resort, so the order never depends on the input order. */
const byName: Compare = (a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** Groups together: seats of one group side by side (a grouped seat before a lone one with equal keys). */
const byGroup: Compare = (a, b) => (a.group ?? "\uffff").localeCompare(b.group ?? "\uffff");
/** Not yet rolled seats after every rolled one. */
const rolledFirst: Compare = (a, b) => Number(a.initiative === null) - Number(b.initiative === null);

/** L6: one who re-entered from a delay acts after everyone else on its count. */
const afterDelay: Compare = (a, b) => Number(a.reentered === true) - Number(b.reentered === true);

/** The comparators of each mode, applied in turn until one decides. */
const ORDERS: Readonly<Record<InitiativeMode, (tieBreak: TieBreak) => Compare[]>> = Object.freeze({
  // L1–L3, T1–T3: total, then (L2) total modifier and DEX modifier, then the kept reroll; a group in a row.
  d20: (tieBreak) => [rolledFirst, (a, b) => higher(a.initiative, b.initiative), afterDelay,
    ...(tieBreak === "modifiers" ? [(a: Seat, b: Seat) => higher(a.mod, b.mod), (a: Seat, b: Seat) => higher(a.dex, b.dex)] : []),
    (a, b) => higher(a.tieBreak, b.tieBreak), byGroup, byName],
  // S1, S2: the side total, the party on ties, then the kept side roll-off; each side together in join order.
  sides: () => [rolledFirst, (a, b) => higher(a.initiative, b.initiative),
    (a, b) => first(a.side === PARTY_SIDE, b.side === PARTY_SIDE), (a, b) => higher(a.tieBreak, b.tieBreak),
    (a, b) => a.side.localeCompare(b.side), (a, b) => a.joined - b.joined, byName],
  // Z1–Z3: aware before surprised, higher margin first, then the kept d2 roll-off.
  zones: () => [(a, b) => first(!a.surprised, !b.surprised), rolledFirst, (a, b) => higher(a.initiative, b.initiative),
    (a, b) => higher(a.tieBreak, b.tieBreak), byName],
  // A1: the initiator last, higher Agility first, the party on ties (I), then the order of joining.
  agility: () => [(a, b) => first(!a.initiator, !b.initiator), rolledFirst,
    (a, b) => higher(a.initiative, b.initiative), afterDelay,
    (a, b) => first(a.side === PARTY_SIDE, b.side === PARTY_SIDE), (a, b) => a.joined - b.joined, byName],
});

/**
 * The turn order of a combat from what its combatants store (L1–L3, T1–T4, S1–S2, Z1–Z3, A1): the same seats
 * always give the same order, whatever order they come in. Seats not yet rolled come after the rolled ones (in
 * zones: within the aware or the surprised); T4 (d20) caps the players in a row among the rolled seats, not
 * counting a delaying one (T14), which keeps its place before the seat that followed it.
 */
export function seatOrder(mode: InitiativeMode, seats: readonly Seat[], options: SeatOptions = {}): string[] {
  requireOneOf("mode", mode, INITIATIVE_MODES);
  const list = checkSeats(seats);
  requireRecord("options", options);
  const tieBreak = requireOneOf("options.tieBreak", options.tieBreak ?? "modifiers", TIE_BREAKS);
  const cap = options.maxPlayersInARow ?? null;
  if (cap !== null) requireInteger("options.maxPlayersInARow", cap, { min: 1 });
  const compares = ORDERS[mode](tieBreak);
  const units = mode === "d20" || mode === "sides" ? asUnits(list) : [...list];
  const sorted = units.sort((a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
  if (mode !== "d20" || cap === null) return sorted.map((seat) => seat.id);
  const rolled = sorted.filter((seat) => seat.initiative !== null);
  const rest = sorted.filter((seat) => seat.initiative === null).map((seat) => seat.id);
  return [...withDelayers(rolled, capPlayersInARow(rolled.filter((seat) => !seat.delaying).map(toEntrant), cap)
    .map((entrant) => entrant.id)), ...rest];
}

/**
 * T14: the capped order of those who act, with each delaying seat of `sorted` put back right before the acting seat
 * that followed it (at the end when none did), so a delayer keeps its place without counting for T4.
 */
function withDelayers(sorted: readonly Seat[], capped: string[]): string[] {
  const out = [...capped];
  sorted.forEach((seat, index) => {
    if (!seat.delaying) return;
    const next = sorted.slice(index + 1).find((other) => !other.delaying);
    const at = next ? out.indexOf(next.id) : -1;
    out.splice(at < 0 ? out.length : at, 0, seat.id);
  });
  return out;
}

/**
 * L2, L3: a group rolls as one, so each member sorts with its group's highest modifiers and kept reroll; the
 * seats are copied, never changed.
 */
function asUnits(seats: readonly Seat[]): Seat[] {
  const units = new Map<string, { mod: number; dex: number; tieBreak: number | null }>();
  for (const seat of seats) {
    if (!seat.group) continue;
    const unit = units.get(seat.group) ?? { mod: -Infinity, dex: -Infinity, tieBreak: null };
    unit.mod = Math.max(unit.mod, seat.mod ?? 0);
    unit.dex = Math.max(unit.dex, seat.dex ?? 0);
    const kept = seat.tieBreak ?? null;
    if (kept !== null) unit.tieBreak = Math.max(unit.tieBreak ?? Number.NEGATIVE_INFINITY, kept);
    units.set(seat.group, unit);
  }
  return seats.map((seat) => (seat.group ? { ...seat, ...units.get(seat.group)! } : seat));
}

/** The fields T4's cap looks at. */
function toEntrant(seat: Seat): Entrant {
  return { id: seat.id, side: seat.side, player: seat.player === true, ...(seat.group ? { group: seat.group } : {}) };
}

/** Checks every seat's fields and that ids are unique; returns the list. */
function checkSeats(seats: readonly Seat[]): readonly Seat[] {
  const list = requireList("seats", seats);
  list.forEach((seat, index) => {
    const field = `seats[${index}]`;
    requireRecord(field, seat);
    requireText(`${field}.id`, seat.id);
    if (typeof seat.name !== "string") requireText(`${field}.name`, seat.name);
    requireText(`${field}.side`, seat.side);
    if (seat.initiative !== null) requireFinite(`${field}.initiative`, seat.initiative);
    if (seat.group !== undefined && seat.group !== null) requireText(`${field}.group`, seat.group);
    if (seat.tieBreak !== undefined && seat.tieBreak !== null) requireFinite(`${field}.tieBreak`, seat.tieBreak);
    if (seat.mod !== undefined) requireFinite(`${field}.mod`, seat.mod);
    if (seat.dex !== undefined) requireFinite(`${field}.dex`, seat.dex);
    for (const flag of ["player", "surprised", "initiator", "reentered", "delaying"] as const) {
      requireFlag(`${field}.${flag}`, seat[flag]);
    }
    requireInteger(`${field}.joined`, seat.joined, { min: 0 });
  });
  requireUniqueIds("seats", list);
  return list;
}
