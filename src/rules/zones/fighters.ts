import { RulesTypeError, requireList, requireRecord } from "../validate.js";

/** A combatant as the zone rules see it: its side, zone, group and engagement (ids; null = none). */
export interface ZoneFighter {
  id: string;
  /** Allies share a side ("party" for the players' side). */
  side: string;
  zone: string | null;
  group: string | null;
  engagement: string | null;
  dex?: number;
  str?: number;
  /** Z14: an incapacitated or (revivable) dead character. */
  incapacitated?: boolean;
  /** Z12: vehicles don't count for outnumbering. */
  vehicle?: boolean;
  /** Z12: mounted riders don't count (their mounts, fighters of their own, do). */
  mounted?: boolean;
  /** Carried characters count neither for group defense nor for outnumbering. */
  carried?: boolean;
  /** Z14: a character already in a grapple can't begin to be protected. */
  grappled?: boolean;
}

/** Z11: a group holds 2 to 10 characters. */
export const GROUP_SIZE = Object.freeze({ min: 2, max: 10 });

/** Z11: an engagement of more than 20 characters should be split. */
export const ENGAGEMENT_MAX = 20;

/** Validates the fighters (records with unique string ids) and indexes them by id. */
export function indexFighters(fighters: readonly ZoneFighter[]): Map<string, ZoneFighter> {
  requireList("fighters", fighters);
  const byId = new Map<string, ZoneFighter>();
  fighters.forEach((f, i) => {
    requireRecord(`fighters[${i}]`, f);
    if (typeof f.id !== "string" || !f.id || byId.has(f.id)) {
      throw new RulesTypeError("FRAY.ZONE.DuplicateId", { field: `fighters[${i}].id`, id: String(f.id) },
        `fighters[${i}].id must be a unique non-empty string, got ${String(f.id)}`);
    }
    byId.set(f.id, f);
  });
  return byId;
}

/** What `tidyEngagements` dissolved: groups left with one member and engagements left with one side. */
export interface Dissolved {
  groups: string[];
  engagements: string[];
}

/**
 * Z11: keeps groups and engagements valid after a change: a group left with fewer than 2 members and an
 * engagement left with fewer than 2 sides dissolve (their members' ids are cleared).
 */
export function tidyEngagements(fighters: readonly ZoneFighter[]): { fighters: ZoneFighter[]; dissolved: Dissolved } {
  indexFighters(fighters);
  const groupSizes = countBy(fighters, (f) => f.group);
  const engagementSides = new Map<string, Set<string>>();
  for (const f of fighters) {
    if (f.engagement !== null) engagementSides.set(f.engagement, (engagementSides.get(f.engagement) ?? new Set())
      .add(f.side));
  }
  const groups = [...groupSizes].filter(([, n]) => n < GROUP_SIZE.min).map(([id]) => id);
  const engagements = [...engagementSides].filter(([, sides]) => sides.size < 2).map(([id]) => id);
  const next = fighters.map((f) => ({
    ...f,
    group: f.group !== null && groups.includes(f.group) ? null : f.group,
    engagement: f.engagement !== null && engagements.includes(f.engagement) ? null : f.engagement,
  }));
  return { fighters: next, dissolved: { groups, engagements } };
}

/** Counts the fighters per non-null key. */
function countBy(fighters: readonly ZoneFighter[], key: (f: ZoneFighter) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const f of fighters) {
    const k = key(f);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}
