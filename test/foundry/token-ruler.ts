/**
 * foundry.canvas.placeables.tokens.TokenRuler (v13) as its API page documents it
 * (foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.TokenRuler.html): the ruler of one token, made
 * from `CONFIG.Token.rulerClass`, whose protected `_getSegmentStyle(waypoint)` gives "the line width, color, and
 * alpha of the segment" from the previous to the given waypoint ("If the width is 0, no segment is drawn"),
 * `_getGridHighlightStyle(waypoint, offset)` "the color, alpha, texture, and texture matrix to be used to draw the
 * grid space" ("If the alpha is 0, the grid space is not highlighted"), and `WAYPOINT_LABEL_TEMPLATE`. A waypoint
 * (TokenRulerWaypoint) carries `measurement` (GridMeasurePathResultWaypoint: `cost` and `distance` "up to this
 * waypoint"), `previous`, `stage` ("passed", "pending" or "planned") and `actionConfig`, and, being a
 * TokenMeasuredMovementWaypoint (foundryvtt.com/api/interfaces/foundry.documents.types.TokenMeasuredMovementWaypoint
 * .html), where the token would stand there: `x`, `y` ("The top-left x-coordinate in pixels"), `elevation` ("in grid
 * units"), `width` and `height` ("in grid spaces"). Nothing is drawn: `draw` records the styles each waypoint would
 * be drawn with.
 */

/** A waypoint as the stand-in's ruler is given it. */
export interface RulerWaypoint {
  x: number;
  y: number;
  elevation: number;
  width: number;
  height: number;
  index: number;
  stage: "passed" | "pending" | "planned";
  previous: RulerWaypoint | null;
  measurement: { cost: number; distance: number };
}

/** A segment's style. */
export interface SegmentStyle {
  width: number;
  color?: number;
  alpha?: number;
}

/** A grid space's highlight style. */
export interface HighlightStyle {
  color?: number;
  alpha?: number;
}

/** The stand-in TokenRuler. */
export class TokenRuler {
  /** The template of each waypoint's label. */
  static WAYPOINT_LABEL_TEMPLATE = "templates/hud/waypoint-label.hbs";

  /** A ruler for `token` (a Token placeable). */
  constructor(readonly token: { document: { id: string }; actor?: unknown }) {}

  /** The user's colour: the default line and highlight colour. */
  static readonly USER_COLOR = 0xff6400;

  /** The style of the segment to `waypoint`: width 4 (none to the first waypoint), the user's colour. */
  _getSegmentStyle(waypoint: RulerWaypoint): SegmentStyle {
    return { width: waypoint.previous ? 4 : 0, color: TokenRuler.USER_COLOR, alpha: 1 };
  }

  /** The highlight of a grid space the path to `waypoint` covers: the user's colour at half alpha. */
  _getGridHighlightStyle(_waypoint: RulerWaypoint, _offset: { i: number; j: number }): HighlightStyle {
    return { color: TokenRuler.USER_COLOR, alpha: 0.5 };
  }

  /** What a person would see for a path: each waypoint's segment and highlight styles. */
  draw(waypoints: RulerWaypoint[]): { segment: SegmentStyle; highlight: HighlightStyle }[] {
    return waypoints.map((w) => ({ segment: this._getSegmentStyle(w), highlight: this._getGridHighlightStyle(w,
      { i: 0, j: 0 }) }));
  }
}

/** Builds a path of waypoints from cumulative costs (feet), the first `passed` of them already moved. */
export function rulerPath(costs: number[], passed = 1): RulerWaypoint[] {
  return rulerWalk(costs.map((cost, index) => ({ x: index * 100, y: 0, cost })), passed);
}

/** A waypoint as a test places it: the token's top-left there, the cost up to it (5 ft a 100 px space if none). */
type Stop = { x: number; y: number; elevation?: number; cost?: number };

/**
 * Builds a path of a 1×1 token through top-left positions, the first `passed` of them already moved; each cost is
 * the given one, else 5 ft for every 100 px in a straight line from the previous waypoint.
 */
export function rulerWalk(stops: Stop[], passed = 1): RulerWaypoint[] {
  const path: RulerWaypoint[] = [];
  stops.forEach(({ x, y, elevation = 0, cost }, index) => {
    const previous = path[index - 1] ?? null;
    const step = previous ? (Math.hypot(x - previous.x, y - previous.y) / 100) * 5 : 0;
    const total = cost ?? (previous?.measurement.cost ?? 0) + step;
    path.push({ x, y, elevation, width: 1, height: 1, index, stage: index < passed ? "passed" : "planned", previous,
      measurement: { cost: total, distance: total } });
  });
  return path;
}
