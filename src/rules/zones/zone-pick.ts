import { requireFinite, requireList, requireRecord } from "../validate.js";

/** A zone whose area holds a token's centre, as the Foundry layer finds it (Region#testPoint). */
export interface ZoneCandidate {
  id: string;
  name?: string;
  /** The zone's area in square pixels (see `shapesArea`). */
  area: number;
  /** The region's sort, when it has one; lower wins a tie on area. */
  sort?: number;
}

/** Which zone a token stands in, and a notice when several zones held its centre. */
export interface ZonePick {
  /** The chosen zone's id; null when no zone holds the centre. */
  zone: string | null;
  /** Set when zones overlap: the notice key and the names (or ids) of the chosen and the passed-over zones. */
  notice: { key: string; data: { chosen: string; others: string } } | null;
}

/** The lang key of the overlap notice. */
export const ZONE_OVERLAP_NOTICE = "FRAY.ZONE.Overlap";

/**
 * Z10: the one zone a token stands in from the zones holding its centre. Where zones overlap, the smallest
 * area wins (the more specific zone drawn inside a larger one), then the lowest sort, then the lowest id, and
 * the pick carries a notice naming the chosen and the passed-over zones.
 */
export function pickZone(candidates: readonly ZoneCandidate[]): ZonePick {
  requireList("candidates", candidates);
  candidates.forEach((c, i) => {
    requireRecord(`candidates[${i}]`, c);
    requireFinite(`candidates[${i}].area`, c.area, { min: 0 });
    requireFinite(`candidates[${i}].sort`, c.sort ?? 0);
  });
  const sorted = [...candidates].sort((a, b) => a.area - b.area || (a.sort ?? 0) - (b.sort ?? 0)
    || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const [chosen, ...others] = sorted;
  if (!chosen) return { zone: null, notice: null };
  if (!others.length) return { zone: chosen.id, notice: null };
  const label = (c: ZoneCandidate) => c.name || c.id;
  return { zone: chosen.id, notice: { key: ZONE_OVERLAP_NOTICE,
    data: { chosen: label(chosen), others: others.map(label).join(", ") } } };
}

/** A region shape Fray measures: a rectangle, or a polygon as flat [x0, y0, x1, y1, …] points. */
export type ZoneShape =
  | { type: "rectangle"; x: number; y: number; width: number; height: number; hole?: boolean }
  | { type: "polygon"; points: readonly number[]; hole?: boolean };

/** The area of rectangles and polygons (shoelace formula); holes subtract. Overlaps between shapes are counted
 * twice, which is enough to rank zones by size. */
export function shapesArea(shapes: readonly ZoneShape[]): number {
  requireList("shapes", shapes);
  let area = 0;
  for (const shape of shapes) {
    requireRecord("shape", shape);
    const own = shape.type === "rectangle"
      ? requireFinite("shape.width", shape.width, { min: 0 }) * requireFinite("shape.height", shape.height, { min: 0 })
      : polygonArea(shape.points);
    area += shape.hole === true ? -own : own;
  }
  return Math.max(0, area);
}

/** The area of a simple polygon given as flat points. */
function polygonArea(points: readonly number[]): number {
  requireList("shape.points", points);
  let twice = 0;
  for (let i = 0; i + 1 < points.length; i += 2) {
    const j = (i + 2) % points.length;
    twice += requireFinite("shape.points", points[i]) * requireFinite("shape.points", points[j + 1])
      - requireFinite("shape.points", points[j]) * requireFinite("shape.points", points[i + 1]);
  }
  return Math.abs(twice) / 2;
}
