import { PRESET_IDS, type PresetId } from "./presets.js";
import { requireFinite, requireInteger, requireList, requireOneOf, requireRecord } from "./validate.js";

/** How long an effect lasts (L9, Z9). */
export const DURATION_UNITS = ["turns", "rounds", "encounter", "scene", "quest"] as const;
/** One of the duration units. */
export type DurationUnit = typeof DURATION_UNITS[number];

/** The two phases of a zones round (Z6); every other preset has only "action". */
export type RoundPhase = "movement" | "action";

/** What the GM or the tracker does that ends an effect: the combat ends, the scene ends, the quest ends. */
export type EndEvent = "combatEnd" | "sceneEnd" | "questEnd";

/** When and where an effect started. */
export interface DurationStart {
  /** The combat round, from 1. */
  round: number;
  /** The acting character's place in the turn order (0-based, the tracker's turn index). */
  place: number;
  /** Default "action"; "movement" only under lurasko. */
  phase?: RoundPhase;
  /** The initiative count it started on (d20 orders, L9), when there is one; kept for display, never compared. */
  count?: number;
}

/** A duration: a unit and, for turns and rounds, how many (default 1). */
export interface Duration {
  unit: DurationUnit;
  amount?: number;
}

/** A moment in a combat: the start or the end of the turn at `place` (or of a movement phase). */
export interface TurnPoint {
  round: number;
  phase: RoundPhase;
  place: number;
  /** "start": ends right before that turn begins; "end": ends once that turn is over. */
  boundary: "start" | "end";
  /** The initiative count it started on, for display ("until count 14"), or null; the place decides (L9 (I)). */
  count: number | null;
}

/** When an effect ends: at a point in the combat (null for none) and on any of the events. */
export interface DurationEnd {
  at: TurnPoint | null;
  on: EndEvent[];
}

/** The turn that is starting now: its round, place and phase (and its initiative count, checked but not compared). */
export interface CombatNow {
  round: number;
  place: number;
  phase?: RoundPhase;
  /** The count of that turn; the place in the order decides, since T4 may have moved a lower count ahead (L9 (I)). */
  count?: number;
}

/** Which events end an untimed duration: an encounter ends with the combat, and every scene with its quest (I). */
const EVENTS: Readonly<Record<"encounter" | "scene" | "quest", EndEvent[]>> = Object.freeze({
  encounter: ["combatEnd", "sceneEnd", "questEnd"],
  scene: ["sceneEnd", "questEnd"],
  quest: ["questEnd"],
});

/**
 * L9, Z9: when an effect ends. Rounds run from the start place in the order to the same place N rounds later,
 * ending right before that turn; d20/side/agility "turns" last through the Nth of the actor's turns, this one
 * first; lurasko turns and rounds both tick at the actor's place, and from the movement phase at each
 * movement phase. Timed durations also end with the combat (I); a Z5 reposition does not move `place`.
 */
export function durationEnd(preset: PresetId, start: DurationStart, duration: Duration): DurationEnd {
  const zones = requireOneOf("preset", preset, PRESET_IDS) === "lurasko";
  requireRecord("start", start);
  const round = requireInteger("start.round", start.round, { min: 1 });
  const place = requireInteger("start.place", start.place, { min: 0 });
  const phase = requireOneOf("start.phase", start.phase ?? "action", zones ? ["movement", "action"] : ["action"]);
  const count = start.count === undefined ? null : requireFinite("start.count", start.count);
  requireRecord("duration", duration);
  const unit = requireOneOf("duration.unit", duration.unit, DURATION_UNITS);
  const amount = requireInteger("duration.amount", duration.amount ?? 1, { min: 1 });
  if (unit !== "turns" && unit !== "rounds") return { at: null, on: [...EVENTS[unit]] };
  const on: EndEvent[] = ["combatEnd"];
  if (phase === "movement") return { at: { round: round + amount, phase, place: 0, boundary: "start", count: null }, on };
  if (unit === "turns" && !zones) return { at: { round: round + amount - 1, phase, place, boundary: "end", count }, on };
  return { at: { round: round + amount, phase, place, boundary: "start", count }, on };
}

/**
 * Whether the timed part of `end` has passed once the turn `now` starts (events are the caller's to watch).
 * Within a round the movement phase comes first; then the place in the turn order decides, never the count:
 * "the same count" is the same place in the order, even where the two-players cap (T4) moved a lower count ahead
 * (L9 (I)).
 */
export function hasExpired(end: DurationEnd, now: CombatNow): boolean {
  requireRecord("end", end);
  requireList("end.on", end.on);
  if (end.at === null) return false;
  const at = end.at;
  requireRecord("end.at", at);
  requireRecord("now", now);
  const round = requireInteger("now.round", now.round, { min: 1 });
  const place = requireInteger("now.place", now.place, { min: 0 });
  const phase = requireOneOf("now.phase", now.phase ?? "action", ["movement", "action"]);
  if (now.count !== undefined) requireFinite("now.count", now.count);
  if (round !== requireInteger("end.at.round", at.round, { min: 1 })) return round > at.round;
  if (phase !== requireOneOf("end.at.phase", at.phase, ["movement", "action"])) return phase === "action";
  const reached = requireOneOf("end.at.boundary", at.boundary, ["start", "end"]) === "start" ? 0 : 1;
  const atPlace = requireInteger("end.at.place", at.place, { min: 0 });
  return place >= atPlace + reached;
}

/** What is left of an effect's duration: how many of its units (null for an untimed one), or that it has run out. */
export interface Remaining {
  unit: DurationUnit;
  /** Turns or rounds still to come, the current one included (≥ 1); null for encounter, scene and quest. */
  left: number | null;
  /** True once the timed part has passed (the tracker deletes the effect at that turn's start). */
  expired: boolean;
}

/**
 * L9, Z9, Z5: how much of `duration`, begun at `start`, is left once the turn `now` has started. A timed duration
 * counts the ticks still to come at its end point's place (a round at the starter's place, a turn at the end of
 * the actor's turn, a movement-phase duration at each movement phase), the tick of this round included while it
 * is ahead; a Z5 reposition does not move the place. Encounter, scene and quest durations have no count.
 */
export function remainingDuration(preset: PresetId, start: DurationStart, duration: Duration,
  now: CombatNow): Remaining {
  const end = durationEnd(preset, start, duration);
  const unit = duration.unit;
  if (end.at === null) return { unit, left: null, expired: false };
  if (hasExpired(end, now)) return { unit, left: 0, expired: true };
  const thisRound = { ...end, at: { ...end.at, round: now.round } };
  const left = end.at.round - now.round + (hasExpired(thisRound, now) ? 0 : 1);
  return { unit, left: Math.min(left, duration.amount ?? 1), expired: false };
}
