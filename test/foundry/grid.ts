/** CONST.GRID_TYPES: the two Fray's scenes use (foundryvtt.com/api/enums/foundry.CONST.GRID_TYPES.html). */
export const GRID_TYPES = Object.freeze({ GRIDLESS: 0, SQUARE: 1 });

/** CONST.GRID_DIAGONALS (foundryvtt.com/api/enums/foundry.CONST.GRID_DIAGONALS.html). */
export const GRID_DIAGONALS = Object.freeze({
  EQUIDISTANT: 0, EXACT: 1, APPROXIMATE: 2, RECTILINEAR: 3, ALTERNATING_1: 4, ALTERNATING_2: 5, ILLEGAL: 6,
});

/** A point on the canvas, in pixels. */
interface Point {
  x: number;
  y: number;
}

/** What the grid of a scene is built from: its data and the world's diagonal rule. */
export interface GridConfiguration {
  type: number;
  size: number;
  distance: number;
  units: string;
  diagonals: number;
}

/** GridMeasurePathResult, the parts Fray reads (foundryvtt.com/api: foundry.grid.types.GridMeasurePathResult). */
export interface MeasuredPath {
  distance: number;
  spaces: number;
  diagonals: number;
}

/** The cost in spaces of `diagonals` diagonal steps taken after `before` others, by the diagonal rule. */
function diagonalCost(rule: number, before: number, diagonals: number): number {
  const D = GRID_DIAGONALS;
  const after = before + diagonals;
  switch (rule) {
    case D.EQUIDISTANT: return diagonals;
    case D.EXACT: return diagonals * Math.SQRT2;
    case D.APPROXIMATE: return diagonals * 1.5;
    case D.ALTERNATING_1: return diagonals + Math.floor(after / 2) - Math.floor(before / 2);
    case D.ALTERNATING_2: return diagonals + Math.ceil(after / 2) - Math.ceil(before / 2);
    default: return diagonals * 2;
  }
}

/**
 * foundry.grid.SquareGrid / GridlessGrid, as Scene#grid is: size in pixels, distance and units of a space, the
 * diagonal rule (CONST.GRID_DIAGONALS, from the core `gridDiagonals` setting), and measurePath.
 */
export class SceneGrid {
  readonly type: number;
  readonly size: number;
  readonly sizeX: number;
  readonly sizeY: number;
  readonly distance: number;
  readonly units: string;
  readonly diagonals: number;

  /** A grid of the given configuration. */
  constructor({ type, size, distance, units, diagonals }: GridConfiguration) {
    this.type = type;
    this.size = size;
    this.sizeX = size;
    this.sizeY = size;
    this.distance = distance;
    this.units = units;
    this.diagonals = diagonals;
  }

  /** Is this a square grid? */
  get isSquare(): boolean {
    return this.type === GRID_TYPES.SQUARE;
  }

  /** Is this a gridless grid? */
  get isGridless(): boolean {
    return this.type === GRID_TYPES.GRIDLESS;
  }

  /** The offset {i: row, j: column} of the grid space holding a point (BaseGrid#getOffset). */
  getOffset({ x, y }: Point): { i: number; j: number } {
    return { i: Math.floor(y / this.sizeY), j: Math.floor(x / this.sizeX) };
  }

  /**
   * BaseGrid#measurePath: the distance along the waypoints in grid units. On a square grid each segment goes from
   * the space of one waypoint to the space of the next, straight steps costing 1 and diagonal ones by the diagonal
   * rule (the alternating count carrying over from segment to segment); gridless, the straight line.
   */
  measurePath(waypoints: Point[]): MeasuredPath {
    let spaces = 0;
    let diagonals = 0;
    let cost = 0;
    let euclidean = 0;
    for (let n = 1; n < waypoints.length; n++) {
      const [from, to] = [waypoints[n - 1]!, waypoints[n]!];
      euclidean += Math.hypot(to.x - from.x, to.y - from.y) / this.size;
      if (this.isGridless) continue;
      const [a, b] = [this.getOffset(from), this.getOffset(to)];
      const [di, dj] = [Math.abs(b.i - a.i), Math.abs(b.j - a.j)];
      const diagonal = this.diagonals === GRID_DIAGONALS.ILLEGAL ? 0 : Math.min(di, dj);
      const straight = di + dj - 2 * diagonal;
      cost += straight + diagonalCost(this.diagonals, diagonals, diagonal);
      spaces += straight + diagonal;
      diagonals += diagonal;
    }
    if (this.isGridless) return { distance: euclidean * this.distance, spaces: 0, diagonals: 0 };
    return { distance: cost * this.distance, spaces, diagonals };
  }
}
