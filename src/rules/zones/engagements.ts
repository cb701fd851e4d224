import { requireList } from "../validate.js";
import { ENGAGEMENT_MAX, GROUP_SIZE, indexFighters, tidyEngagements, type Dissolved, type ZoneFighter } from "./fighters.js";
import { refuse, type ZoneRefusal } from "./refusal.js";

/** The fighters after a zone operation, and the groups and engagements it dissolved. */
export interface ZoneChange {
  ok: true;
  fighters: ZoneFighter[];
  dissolved: Dissolved;
}

/** Finds the named fighters, refusing an unknown id. */
function pick(byId: Map<string, ZoneFighter>, ids: readonly string[]): ZoneFighter[] | ZoneRefusal {
  requireList("ids", ids);
  const found: ZoneFighter[] = [];
  for (const id of new Set(ids)) {
    const f = byId.get(id);
    if (!f) return refuse("FRAY.ZONE.Unknown", { id: String(id) });
    found.push(f);
  }
  return found;
}

/**
 * Z11: groups up allies `ids` in one zone as `groupId` (joining its present members). Refused unless they are
 * all on one side, in one zone, in the same engagement (or none), and the group ends with 2 to 10 members.
 * Groups the members leave are dissolved when a single member remains.
 */
export function groupUp(fighters: readonly ZoneFighter[], ids: readonly string[], groupId: string):
  ZoneChange | ZoneRefusal {
  const byId = indexFighters(fighters);
  const chosen = pick(byId, ids);
  if (!Array.isArray(chosen)) return chosen;
  const members = [...new Set([...chosen, ...fighters.filter((f) => f.group === groupId)])];
  if (members.length < GROUP_SIZE.min || members.length > GROUP_SIZE.max) {
    return refuse("FRAY.ZONE.Group.Size", { count: members.length, min: GROUP_SIZE.min, max: GROUP_SIZE.max });
  }
  const first = members[0]!;
  if (members.some((f) => f.side !== first.side)) return refuse("FRAY.ZONE.Group.NotAllies");
  if (first.zone === null || members.some((f) => f.zone !== first.zone)) return refuse("FRAY.ZONE.Group.NotSameZone");
  if (members.some((f) => f.engagement !== first.engagement)) return refuse("FRAY.ZONE.Group.NotSameEngagement");
  const joined = new Set(members.map((f) => f.id));
  const next = fighters.map((f) => (joined.has(f.id) ? { ...f, group: groupId } : f));
  return { ok: true, ...tidyEngagements(next) };
}

/** Z11: takes fighters `ids` out of their groups; a group left with one member dissolves. */
export function leaveGroup(fighters: readonly ZoneFighter[], ids: readonly string[]): ZoneChange | ZoneRefusal {
  const chosen = pick(indexFighters(fighters), ids);
  if (!Array.isArray(chosen)) return chosen;
  const leaving = new Set(chosen.map((f) => f.id));
  return { ok: true, ...tidyEngagements(fighters.map((f) => (leaving.has(f.id) ? { ...f, group: null } : f))) };
}

/**
 * Z11: engages the fighters `ids` (with every member of their groups, protected ones included, and every member
 * of engagements they are already in) as `engagementId`. Refused unless they are in one zone and on at least
 * two sides, and when the engagement would hold more than 20 (split it into smaller engagements).
 */
export function engage(fighters: readonly ZoneFighter[], ids: readonly string[], engagementId: string):
  ZoneChange | ZoneRefusal {
  const byId = indexFighters(fighters);
  const chosen = pick(byId, ids);
  if (!Array.isArray(chosen)) return chosen;
  const groups = new Set(chosen.map((f) => f.group).filter((g) => g !== null));
  const engagements = new Set([engagementId, ...chosen.map((f) => f.engagement).filter((e) => e !== null)]);
  const members = fighters.filter((f) => chosen.includes(f) || (f.group !== null && groups.has(f.group))
    || (f.engagement !== null && engagements.has(f.engagement)));
  const zone = members[0]?.zone ?? null;
  if (zone === null || members.some((f) => f.zone !== zone)) return refuse("FRAY.ZONE.Engagement.NotSameZone");
  if (new Set(members.map((f) => f.side)).size < 2) return refuse("FRAY.ZONE.Engagement.OneSide");
  if (members.length > ENGAGEMENT_MAX) {
    return refuse("FRAY.ZONE.Engagement.TooLarge", { count: members.length, max: ENGAGEMENT_MAX });
  }
  const joined = new Set(members.map((f) => f.id));
  const next = fighters.map((f) => (joined.has(f.id) ? { ...f, engagement: engagementId } : f));
  return { ok: true, ...tidyEngagements(next) };
}

/**
 * Z11: fighter `id` escapes its engagement: it leaves the engagement and its group (a successful escape ends
 * grouping with allies who stay); an engagement left with one side dissolves.
 */
export function leaveEngagement(fighters: readonly ZoneFighter[], id: string): ZoneChange | ZoneRefusal {
  const chosen = pick(indexFighters(fighters), [id]);
  if (!Array.isArray(chosen)) return chosen;
  if (chosen[0]!.engagement === null) return refuse("FRAY.ZONE.Engagement.NotEngaged", { id });
  const next = fighters.map((f) => (f.id === id ? { ...f, engagement: null, group: null } : f));
  return { ok: true, ...tidyEngagements(next) };
}

/** Z11: fighter `id` moves to `zone`, leaving its group and engagement (they stay behind). */
export function changeZone(fighters: readonly ZoneFighter[], id: string, zone: string | null):
  ZoneChange | ZoneRefusal {
  const chosen = pick(indexFighters(fighters), [id]);
  if (!Array.isArray(chosen)) return chosen;
  if (chosen[0]!.zone === zone) return { ok: true, ...tidyEngagements(fighters) };
  const next = fighters.map((f) => (f.id === id ? { ...f, zone, group: null, engagement: null } : f));
  return { ok: true, ...tidyEngagements(next) };
}

/**
 * Z11: drops fighters whose ids are not in `existing` (combatants deleted mid-fight) and dissolves what that
 * leaves invalid; `removed` lists the dropped ids so the caller can say so.
 */
export function dropMissing(fighters: readonly ZoneFighter[], existing: readonly string[]):
  ZoneChange & { removed: string[] } {
  indexFighters(fighters);
  const keep = new Set(requireList("existing", existing));
  const removed = fighters.filter((f) => !keep.has(f.id)).map((f) => f.id);
  return { ok: true, ...tidyEngagements(fighters.filter((f) => keep.has(f.id))), removed };
}

/** Z10: a zone deleted mid-fight: its fighters have no zone, group or engagement until they are placed again. */
export function clearZone(fighters: readonly ZoneFighter[], zone: string): ZoneChange & { cleared: string[] } {
  indexFighters(fighters);
  const cleared = fighters.filter((f) => f.zone === zone).map((f) => f.id);
  const next = fighters.map((f) => (f.zone === zone ? { ...f, zone: null, group: null, engagement: null } : f));
  return { ok: true, ...tidyEngagements(next), cleared };
}
