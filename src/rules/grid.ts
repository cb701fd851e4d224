import { requireFinite } from "./validate.js";

/**
 * A2, A5, L11: feet in one grid space. The seeds count movement in spaces (A2: a Move Action moves 6 spaces) while
 * an actor's speed is kept in feet (`system.movement.speed`) on Fray's 5 ft squares.
 */
export const FEET_PER_SPACE = 5;

/** The first and last grid cell a token covers along one axis, from its start (pixels) and size (grid spaces). */
export type CellSpan = [first: number, last: number];

/**
 * L11, T12: the cells a token covers along one axis: its start in pixels over the grid size, rounded to a cell, and
 * as many cells as its size in grid spaces (at least one).
 */
export function cellSpan(start: number, spaces: number, gridSize: number): CellSpan {
  requireFinite("start", start);
  requireFinite("spaces", spaces);
  requireFinite("gridSize", gridSize, { min: 1 });
  const first = Math.round(start / gridSize);
  return [first, first + Math.max(1, Math.round(spaces)) - 1];
}

/** The cells a token covers on both axes of its grid. */
export interface TokenCells {
  columns: CellSpan;
  rows: CellSpan;
}

/**
 * L10, T12, A9: the cells a token (or a position of it) covers on a grid of `gridSize` pixels, from its top-left
 * corner (pixels) and its size (grid spaces).
 */
export function tokenCells(placed: { x: number; y: number; width: number; height: number },
  gridSize: number): TokenCells {
  return { columns: cellSpan(placed.x, placed.width, gridSize), rows: cellSpan(placed.y, placed.height, gridSize) };
}

/** L10: along one axis, the cells of a and b nearest each other (one shared cell when they overlap). */
export function nearestCells([a0, a1]: CellSpan, [b0, b1]: CellSpan): CellSpan {
  if (b0 > a1) return [a1, b0];
  if (a0 > b1) return [a0, b1];
  const shared = Math.max(a0, b0);
  return [shared, shared];
}

/** T12: whether two tokens' cells touch, side or corner (or overlap), given their spans on both axes. */
export function cellsTouch(a: TokenCells, b: TokenCells): boolean {
  const gap = ([a0, a1]: CellSpan, [b0, b1]: CellSpan) => Math.max(a0 - b1, b0 - a1, 0);
  return gap(a.columns, b.columns) <= 1 && gap(a.rows, b.rows) <= 1;
}

/**
 * L10, L11: the distance between two creatures `horizontal` apart on the grid (the grid's measure) and `height` apart
 * in elevation, both in the scene's units, with grid squares of `square` units. The two legs combine as L11 counts a
 * diagonal: the longer leg in full, the shorter one's squares alternating 1 and 2 (every second square counts
 * double, so ⌊squares / 2⌋ squares are added). With no height between them it is the grid's measure unchanged.
 */
export function distanceWithHeight(horizontal: number, height: number, square: number): number {
  requireFinite("horizontal", horizontal, { min: 0 });
  requireFinite("height", height);
  requireFinite("square", square, { min: Number.MIN_VALUE });
  const rise = Math.abs(height);
  if (rise === 0) return horizontal;
  const [long, short] = horizontal >= rise ? [horizontal, rise] : [rise, horizontal];
  return long + square * Math.floor(short / (2 * square));
}
