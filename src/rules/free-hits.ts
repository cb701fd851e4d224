import { cellsTouch, type CellSpan, type TokenCells } from "./grid.js";
import { requireInteger } from "./validate.js";

/** A9: what one move of an enemy did in a character's melee zone (the spaces touching its own). */
export interface ZoneMove {
  /** The enemy stepped from a space in the zone to one out of it. */
  left: boolean;
  /** The spaces it moved with both ends in the zone. */
  inside: number;
}

/** A9: an enemy may move this many spaces inside a character's melee zone before it grants a free hit. */
export const MELEE_ZONE_FREE_SPACES = 2;

/** Why a character is offered a free hit (A9): the enemy left its melee zone, moved in it, or fumbled against it. */
export type FreeHitReason = "left" | "inside" | "fumble";

/** The cells moved one space along each axis toward `to`, or unchanged along an axis already there. */
function stepToward(from: TokenCells, to: TokenCells): TokenCells {
  const step = ([a0, a1]: CellSpan, [b0]: CellSpan): CellSpan => {
    const d = Math.sign(b0 - a0);
    return [a0 + d, a1 + d];
  };
  return { columns: step(from.columns, to.columns), rows: step(from.rows, to.rows) };
}

/** True when the two cells stand on the same first cell of both axes. */
function samePlace(a: TokenCells, b: TokenCells): boolean {
  return a.columns[0] === b.columns[0] && a.rows[0] === b.rows[0];
}

/**
 * A9: walks a mover's path (its cells at the origin, then at each waypoint) one space at a time, a diagonal step
 * moving both axes, and reports whether it left the melee zone of a character standing on `zone` (a step from a
 * space touching it to one that does not) and how many steps it took with both ends touching it.
 */
export function zoneMove(zone: TokenCells, path: readonly TokenCells[]): ZoneMove {
  let left = false;
  let inside = 0;
  let at = path[0];
  for (const waypoint of path.slice(1)) {
    // Each step moves at least one axis, so the walk reaches the waypoint in as many steps as its longer axis.
    while (at && !samePlace(at, waypoint)) {
      const next = stepToward(at, waypoint);
      const wasIn = cellsTouch(zone, at);
      const isIn = cellsTouch(zone, next);
      if (wasIn && !isIn) left = true;
      if (wasIn && isIn) inside++;
      at = next;
    }
    at = waypoint;
  }
  return { left, inside };
}

/**
 * A9: whether a move grants the character a free hit, and why: the enemy left its melee zone, or its spaces moved
 * inside the zone this turn (`insideBefore` before this move, `inside` in it) first exceeded two; else null. (I) One
 * offer per move, leaving first; the spaces inside count over the mover's turn, so moving square by square adds up.
 */
export function freeHitFromMove(move: ZoneMove, insideBefore: number): Exclude<FreeHitReason, "fumble"> | null {
  requireInteger("insideBefore", insideBefore, { min: 0 });
  requireInteger("move.inside", move.inside, { min: 0 });
  if (move.left) return "left";
  const total = insideBefore + move.inside;
  return insideBefore <= MELEE_ZONE_FREE_SPACES && total > MELEE_ZONE_FREE_SPACES ? "inside" : null;
}
