import { requireRecord } from "../validate.js";
import { refuse, type ZoneRefusal } from "./refusal.js";

/** Z10: the three zone ranges, nearest first. */
export const ZONE_RANGES = ["short", "medium", "long"] as const;
/** One zone range. */
export type ZoneRange = typeof ZONE_RANGES[number];

/** Where a combatant stands for ranges: its zone, group and engagement, and an engagement it stands next to. */
export interface ZonePosition {
  zone: string | null;
  group?: string | null;
  engagement?: string | null;
  /** Z10: the engagement this combatant is reasonably close to without being in it (set by the GM). */
  near?: string | null;
}

/** A range and why: `engagement`, `near` (next to an engagement), `group`, `zone` or `zones`. */
export interface ZoneRangeResult {
  ok: true;
  range: ZoneRange;
  why: "engagement" | "near" | "group" | "zone" | "zones";
}

/**
 * Z10: the range between two combatants: short inside one engagement, next to it or within one group; medium in
 * the same zone; long in different zones. Refused (FRAY.ZONE.Range.NoZone) when either has no zone.
 */
export function zoneRange(a: ZonePosition, b: ZonePosition): ZoneRangeResult | ZoneRefusal {
  requireRecord("a", a);
  requireRecord("b", b);
  if (!a.zone || !b.zone) return refuse("FRAY.ZONE.Range.NoZone");
  if (a.zone !== b.zone) return { ok: true, range: "long", why: "zones" };
  const ea = a.engagement ?? null;
  const eb = b.engagement ?? null;
  if (ea !== null && ea === eb) return { ok: true, range: "short", why: "engagement" };
  const hubA = ea ?? a.near ?? null;
  const hubB = eb ?? b.near ?? null;
  if (hubA !== null && hubA === hubB) return { ok: true, range: "short", why: "near" };
  const ga = a.group ?? null;
  if (ga !== null && ga === (b.group ?? null)) return { ok: true, range: "short", why: "group" };
  return { ok: true, range: "medium", why: "zone" };
}
