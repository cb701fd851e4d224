import { pickZone, shapesArea, type ZonePick, type ZoneShape, type ZoneTraits } from "../../rules/index.js";
import { regionTestPoints, regionTestPointsAt, type TokenPlace } from "../../compat.js";
import { stored } from "../../types/shims.js";

/** A point on the canvas with its elevation. */
export interface ElevatedPoint {
  x: number;
  y: number;
  elevation: number;
}

/** What Fray reads of a RegionBehavior. */
interface BehaviorLike {
  type: string;
  disabled: boolean;
  system: unknown;
}

/** What Fray reads of a Region: its shapes, behaviors and `testPoint`. */
export interface RegionLike {
  id: string | null;
  name: string;
  shapes: readonly Record<string, unknown>[];
  behaviors: { contents: BehaviorLike[] };
  testPoint(point: ElevatedPoint): boolean;
}

/** What Fray reads of a Scene. */
export interface SceneLike {
  id: string;
  regions: { contents: RegionLike[]; get(id: string): RegionLike | undefined };
}

/** What Fray reads of a TokenDocument. */
export interface TokenLike {
  id: string | null;
  name: string;
  disposition: number;
  parent: unknown;
  actor: { type: string; name: string } | null;
  getCenterPoint(data?: TokenPlace): ElevatedPoint;
}

/** The enabled `zone` behavior of a region, or null when the region is no zone. */
export function zoneBehavior(region: RegionLike): BehaviorLike | null {
  return region.behaviors.contents.find((b) => b.type === "zone" && !b.disabled) ?? null;
}

/** The zone's traits (Z10), or null when the region is no zone. */
export function zoneTraits(region: RegionLike): ZoneTraits | null {
  return (zoneBehavior(region)?.system as { traits?: ZoneTraits } | undefined)?.traits ?? null;
}

/** The regions of a scene marked as zones by an enabled `zone` behavior. */
export function zoneRegions(scene: SceneLike | null): RegionLike[] {
  return scene?.regions.contents.filter((region) => zoneBehavior(region) !== null) ?? [];
}

/**
 * A shape as the area rule measures it. Circles and ellipses become rectangles of the same area (π·a × b), which
 * is all the overlap ranking needs; rotation does not change an area.
 */
function measurable(shape: Record<string, unknown>): ZoneShape {
  const hole = shape.hole === true;
  if (shape.type === "polygon") return { type: "polygon", points: shape.points as number[], hole };
  if (shape.type === "circle" || shape.type === "ellipse") {
    const a = Number(shape.radius ?? shape.radiusX);
    const b = Number(shape.radius ?? shape.radiusY);
    return { type: "rectangle", x: 0, y: 0, width: Math.PI * a, height: b, hole };
  }
  return { type: "rectangle", x: 0, y: 0, width: Number(shape.width), height: Number(shape.height), hole };
}

/**
 * Z10: the zone a token stands in: the enabled zone regions holding it as Foundry counts containment (v13 its centre,
 * v14 any grid space it covers: compat's regionTestPoints), the smallest where they overlap.
 */
export function tokenZone(token: TokenLike): ZonePick {
  return zoneHolding(token.parent as SceneLike | null, regionTestPoints(token));
}

/** Z10: the zone the token would stand in at `place` (a ruler waypoint), counted and picked as `tokenZone` does. */
export function tokenZoneAt(token: TokenLike, place: TokenPlace): ZonePick {
  return zoneHolding(token.parent as SceneLike | null, regionTestPointsAt(token, place));
}

/** The zone of the scene holding any of `points`, the smallest where zones overlap. */
function zoneHolding(scene: SceneLike | null, points: readonly ElevatedPoint[]): ZonePick {
  const holding = zoneRegions(scene).filter((region) => points.some((point) => region.testPoint(point)));
  return pickZone(holding.map(stored).map((region) => ({ id: region.id, name: region.name,
    area: shapesArea(region.shapes.map(measurable)) })));
}

/** The zone region of a scene named by id or (exact) name; null when there is none. */
export function findZone(scene: SceneLike | null, idOrName: string): RegionLike | null {
  const zones = zoneRegions(scene);
  return zones.find((region) => region.id === idOrName) ?? zones.find((region) => region.name === idOrName) ?? null;
}
