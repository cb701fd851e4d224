/**
 * How far a creature's movement reaches this turn under each rulebook, as bands of cost from where it stands (what
 * the token ruler colours): L7 and L11 (Legend: a 5 ft step, the move action, the standard action as a second move),
 * S4 and S10 (Sides: the Move, a charge of Main + Move), A2 (Agility: the Move Action's 6 spaces, +2 spaces per Bonus
 * Action), LoT (a Full action per speed, T6) and Z6, Z7, Z10 (Lur-Asko: by zone, not by cost — see `zoneReachBand`).
 */
import { FEET_PER_SPACE } from "./grid.js";
import type { PresetId } from "./presets.js";
import { requireFinite } from "./validate.js";

/** What a stretch of a move costs: a 5 ft step, the move action, a second action, bonus actions, a roll, or out. */
export type ReachBand = "step" | "move" | "double" | "bonus" | "roll" | "beyond";

/** One band: moves costing up to `upTo` feet (from where the creature stands) cost `band`. */
export interface ReachStop {
  band: ReachBand;
  upTo: number;
}

/** What a turn's movement reads: speed in feet, the actions left by kind, the step taken, the zones phase. */
export interface ReachInput {
  speed: number;
  left: Record<string, number>;
  stepped?: boolean;
  phase?: string;
}

/** The actions of `kind` left (none when the rulebook has no such kind). */
const has = (left: Record<string, number>, kind: string) => (left[kind] ?? 0) > 0;

/**
 * The bands of this turn's movement, nearest first; a cost past the last is "beyond". Legend: a 5 ft step while the
 * move action is unspent and no step was taken (L11), the move action to speed, the standard action to twice speed
 * (L7). Sides: the Move to speed, a charge (Main + Move, S10) to twice speed. Agility: the Move Action to 6 spaces,
 * then 2 spaces per Bonus Action left (A2). LoT: speed per Full action left (T6). Lur-Asko (zones): in the movement
 * phase any move is a movement roll (Z7), in the action phase there is none.
 */
export function reachBands(preset: PresetId, input: ReachInput): ReachStop[] {
  const speed = requireFinite("speed", input.speed, { min: 0 });
  const { left } = input;
  const stops: ReachStop[] = [];
  const add = (band: ReachBand, upTo: number) => stops.push({ band, upTo });
  switch (preset) {
    case "legend":
      if (has(left, "move") && !input.stepped) add("step", FEET_PER_SPACE);
      if (has(left, "move")) add("move", speed);
      if (has(left, "standard")) add("double", (has(left, "move") ? 2 : 1) * speed);
      break;
    case "sides":
      if (has(left, "move")) add("move", speed);
      if (has(left, "move") && has(left, "main")) add("double", 2 * speed);
      break;
    case "agility": {
      let reach = 0;
      if (has(left, "move")) add("move", reach += 6 * FEET_PER_SPACE);
      for (let i = 0; i < (left.bonus ?? 0); i += 1) add("bonus", reach += 2 * FEET_PER_SPACE);
      break;
    }
    case "lot":
      for (let i = 0; i < Math.min(2, left.full ?? 0); i += 1) add(i === 0 ? "move" : "double", (i + 1) * speed);
      break;
    case "lurasko":
      if (input.phase === "movement") add("roll", Number.POSITIVE_INFINITY);
      break;
  }
  return stops.filter((stop, i) => i === 0 || stop.upTo > stops[i - 1]!.upTo);
}

/** The band a move costing `cost` feet falls in: the first stop that reaches it, else "beyond". */
export function reachBand(stops: readonly ReachStop[], cost: number): ReachBand {
  return stops.find((stop) => cost <= stop.upTo)?.band ?? "beyond";
}

/**
 * Z7, Z10 (Lur-Asko): the band of standing at a point, from the zone the creature stands in now (`from`) and the zone
 * it would stand in there (`to`; null: none). The same zone is short or medium range: no significant move, no roll,
 * the move. Another zone is long range: a movement roll in the movement phase (Z7), out of reach in the action phase
 * (there is no movement roll then, Z6). No zone at either end: out of reach.
 */
export function zoneReachBand(from: string | null, to: string | null, phase: string | undefined): ReachBand {
  if (from === null || to === null) return "beyond";
  if (from === to) return "move";
  return phase === "movement" ? "roll" : "beyond";
}
