import { randomID, type Document } from "./documents.js";
import type { SceneGrid } from "./grid.js";
import type { RegionDocument } from "./region.js";
import type { User } from "./users.js";

/** TokenPosition, the parts the stand-in names: the top-left corner (px), elevation and size (grid spaces). */
export interface TokenPosition {
  x: number;
  y: number;
  elevation: number;
  width: number;
  height: number;
}

/** TokenMovementSectionData, the measured parts (foundryvtt.com/api/v13: distance, cost, spaces, diagonals). */
export interface MovementSection {
  distance: number;
  cost: number;
  spaces: number;
  diagonals: number;
}

/** A waypoint of a move (TokenMovementWaypoint): a position and the movement action it was reached with. */
export type MovementWaypoint = TokenPosition & { action: string };

/**
 * TokenMovementOperation, the parts the stand-in models: its id, the chain of earlier movements it continues (none:
 * each update is its own), where from and to, what was passed (measured, and its waypoints: an update moves straight
 * to one, its destination), and by whom.
 */
export interface TokenMovement {
  id: string;
  chain: string[];
  origin: TokenPosition;
  destination: TokenPosition;
  passed: MovementSection & { waypoints: MovementWaypoint[] };
  user: User;
}

/** A token as its movement is measured: its scene (grid, regions) and its movement action. */
export interface MovingToken extends Document {
  movementAction: string | null;
}

/** The position fields of a token's source. */
export const POSITION_KEYS = ["x", "y", "elevation", "width", "height"] as const;

/** Nothing measured. */
const NONE: MovementSection = Object.freeze({ distance: 0, cost: 0, spaces: 0, diagonals: 0 });

/** The centre of the grid space whose top-left corner a token at `at` covers first. */
function centre(at: TokenPosition, grid: SceneGrid): { x: number; y: number } {
  return { x: at.x + grid.size / 2, y: at.y + grid.size / 2 };
}

/**
 * The difficulty (ModifyMovementCostRegionBehaviorType's `difficulties`, by movement action) of the enabled
 * "modifyMovementCost" behaviors of the regions holding `point`, multiplied; 1 where none.
 */
function difficultyAt(regions: RegionDocument[], point: { x: number; y: number }, elevation: number,
  action: string): number {
  let difficulty = 1;
  for (const region of regions.filter((r) => r.testPoint({ ...point, elevation }))) {
    for (const behavior of region.behaviors.filter((b) => b.type === "modifyMovementCost" && !b.disabled)) {
      const value = (behavior.system as { difficulties?: Record<string, number> }).difficulties?.[action];
      if (typeof value === "number") difficulty *= value;
    }
  }
  return difficulty;
}

/**
 * The measured path of a move from `origin` to `destination`, straight, by the scene's grid (BaseGrid#measurePath).
 * Terrain (the Modify Movement Cost behavior, which changes the cost "proportionally within the Region",
 * foundryvtt#12052) is modelled only for a move of one space into a space of the region, whose cost is the
 * distance times the difficulty (foundryvtt#12266: the first space entered is charged). Any other move touching
 * such a region throws: how Foundry charges a longer path or a step out of the region is not on a public page,
 * so the stand-in names no cost for it. A pure vertical move measures its height; a move both across and up
 * throws (Foundry measures it in 3D, which the stand-in does not model).
 */
function measure(token: MovingToken, origin: TokenPosition, destination: TokenPosition): MovementSection {
  const scene = token.parent as (Document & { grid: SceneGrid; regions: { contents: RegionDocument[] } }) | null;
  if (!scene) return NONE;
  const grid = scene.grid;
  const [from, to] = [centre(origin, grid), centre(destination, grid)];
  const across = from.x !== to.x || from.y !== to.y;
  const rise = Math.abs(destination.elevation - origin.elevation);
  if (across && rise) throw new Error("The stand-in does not measure a move both across and up (3D)");
  const action = token.movementAction ?? "walk";
  const regions = scene.regions.contents;
  const hard = (point: { x: number; y: number }, elevation: number) =>
    difficultyAt(regions, point, elevation, action) !== 1;
  const path = across ? grid.measurePath([from, to]) : { distance: rise, spaces: rise / grid.distance, diagonals: 0 };
  const touched = hard(to, destination.elevation)
    || crossesTerrain((point) => hard(point, origin.elevation), grid, from, to);
  if (!touched) return { ...path, cost: path.distance };
  if (!across || path.spaces !== 1 || hard(from, origin.elevation)) {
    throw new Error("The stand-in measures difficult terrain only for a one-space move into it from outside");
  }
  return { ...path, cost: path.distance * difficultyAt(regions, to, destination.elevation, action) };
}

/** Whether terrain of a Modify Movement Cost behavior holds a space centre in the box spanned by two centres. */
function crossesTerrain(hard: (point: { x: number; y: number }) => boolean, grid: SceneGrid,
  from: { x: number; y: number }, to: { x: number; y: number }): boolean {
  for (let x = Math.min(from.x, to.x); x <= Math.max(from.x, to.x); x += grid.size) {
    for (let y = Math.min(from.y, to.y); y <= Math.max(from.y, to.y); y += grid.size) if (hard({ x, y })) return true;
  }
  return false;
}

/** The position a token's source holds. */
export function positionOf(source: Record<string, unknown>): TokenPosition {
  const [x, y, elevation, width, height] = POSITION_KEYS.map((key) => Number(source[key]));
  return { x: x!, y: y!, elevation: elevation!, width: width!, height: height! };
}

/**
 * The TokenMovementOperation of an update that changes a token's position (foundryvtt.com/api/v13: hookEvents.moveToken
 * "fires for every Token document that was moved"; TokenMovementOperation): origin and destination, the passed path
 * measured (the stand-in's moves end in their one update) with its waypoint, and the user who moved it.
 * Null when the position doesn't change.
 */
export function tokenMovement(token: MovingToken, origin: TokenPosition, changes: Record<string, unknown>,
  user: User): TokenMovement | null {
  if (!POSITION_KEYS.some((key) => key in changes && changes[key] !== origin[key])) return null;
  const destination = positionOf({ ...origin, ...changes });
  const waypoints = [{ ...destination, action: token.movementAction ?? "walk" }];
  const passed = { ...measure(token, origin, destination), waypoints };
  return { id: randomID(), chain: [], origin, destination, passed, user };
}
