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
 * TokenMovementOperation, the parts the stand-in models: its id (shared by the updates of one move through
 * checkpoints), the chain of earlier movements it continues (none), where from and to, what was passed (measured, and
 * its waypoints: a plain update moves straight to one, its destination), what is pending, and by whom.
 */
export interface TokenMovement {
  id: string;
  chain: string[];
  origin: TokenPosition;
  destination: TokenPosition;
  passed: MovementSection & { waypoints: MovementWaypoint[] };
  pending: MovementSection & { waypoints: MovementWaypoint[] };
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

/**
 * The measured path through several waypoints (`path[0]` the start): one leg is `measure`'s; more legs, all across
 * the grid on open ground, measure as one path (BaseGrid#measurePath carries the diagonal count from leg to leg).
 * Legs up or through terrain throw: the stand-in names no cost it can't source.
 */
function measureLegs(token: MovingToken, path: TokenPosition[]): MovementSection {
  if (path.length < 2) return NONE;
  if (path.length === 2) return measure(token, path[0]!, path[1]!);
  const legs = path.slice(1).map((to, n) => measure(token, path[n]!, to));
  if (legs.some((leg) => leg.cost !== leg.distance) || path.some((p) => p.elevation !== path[0]!.elevation)) {
    throw new Error("The stand-in measures a path of several legs only across open ground");
  }
  const grid = (token.parent as Document & { grid: SceneGrid }).grid;
  const measured = grid.measurePath(path.map((p) => centre(p, grid)));
  return { distance: measured.distance, spaces: measured.spaces, diagonals: measured.diagonals,
    cost: measured.distance };
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

/** A waypoint of `TokenDocument#move` as given: any position field, the action, and whether it is a checkpoint. */
export type GivenWaypoint = Partial<TokenPosition> & { action?: string; checkpoint?: boolean };

/** One update of a move through waypoints: the movement's id, the waypoints it passes, and those still pending. */
export interface PlannedStep {
  id: string;
  passed: MovementWaypoint[];
  pending: MovementWaypoint[];
}

/**
 * The updates a move through `waypoints` makes: one per checkpoint, the last waypoint always being one
 * (TokenMeasuredMovementWaypoint#checkpoint, api v14: "There's an update/movement operation for each checkpoint in a
 * movement path. At a checkpoint the movement can be stopped or paused."), every update of the one movement
 * carrying its id (TokenDocument#continueMovement(movementId, …) continues a paused movement by it, foundryvtt#12162).
 */
export function plannedSteps(token: MovingToken, waypoints: GivenWaypoint[]): PlannedStep[] {
  let at = positionOf(token._source);
  const full = waypoints.map((given) => {
    const next = { ...at, ...Object.fromEntries(POSITION_KEYS.filter((k) => given[k] !== undefined)
      .map((k) => [k, given[k]])) } as TokenPosition;
    at = next;
    return { ...next, action: given.action ?? token.movementAction ?? "walk", checkpoint: given.checkpoint === true };
  });
  const id = randomID();
  const steps: PlannedStep[] = [];
  let from = 0;
  full.forEach((waypoint, n) => {
    if (!waypoint.checkpoint && n < full.length - 1) return;
    const strip = ({ checkpoint: _checkpoint, ...rest }: typeof waypoint) => rest;
    steps.push({ id, passed: full.slice(from, n + 1).map(strip), pending: full.slice(n + 1).map(strip) });
    from = n + 1;
  });
  return steps;
}

/**
 * The TokenMovementOperation of an update that changes a token's position (foundryvtt.com/api/v13: hookEvents.moveToken
 * "fires for every Token document that was moved"; TokenMovementOperation): its id, origin and destination, the passed
 * path measured with its waypoints, the pending path (what a move through waypoints has still to go after this
 * checkpoint's update, measured; empty for a plain update), and the user who moved it. Null when the position
 * doesn't change.
 */
export function tokenMovement(token: MovingToken, origin: TokenPosition, changes: Record<string, unknown>,
  user: User, step: PlannedStep | null = null): TokenMovement | null {
  if (!POSITION_KEYS.some((key) => key in changes && changes[key] !== origin[key])) return null;
  const destination = positionOf({ ...origin, ...changes });
  const waypoints = step?.passed ?? [{ ...destination, action: token.movementAction ?? "walk" }];
  const passed = { ...measureLegs(token, [origin, ...waypoints]), waypoints };
  const rest = step?.pending ?? [];
  const pending = { ...measureLegs(token, [destination, ...rest]), waypoints: rest };
  return { id: step?.id ?? randomID(), chain: [], origin, destination, passed, pending, user };
}
