import { requireList } from "../validate.js";
import { indexFighters, type ZoneFighter } from "./fighters.js";
import { groupDefense, type GroupDefenseResult } from "./group-defense.js";
import { refuse, type ZoneRefusal } from "./refusal.js";

/** A valid group-defense choice: whom the group protects and its capacity. */
export interface GroupDefenseChoice extends GroupDefenseResult {
  ok: true;
  protected: string[];
  /** Members standing between the enemy and the protected. */
  defenders: string[];
}

/**
 * Z14: checks the group `groupId`'s choice to protect `protectedIds` at the end of the movement phase: each must
 * be a member, none may already be grappled; defenders are the members who can act and aren't protected or
 * carried; the protected fit 1 of every `ratio` (the zone's trait), an incapacitated one counting ¼.
 */
export function chooseGroupDefense(fighters: readonly ZoneFighter[], groupId: string,
  protectedIds: readonly string[], ratio?: number): GroupDefenseChoice | ZoneRefusal {
  const byId = indexFighters(fighters);
  const chosen = [...new Set(requireList("protectedIds", protectedIds))];
  const members = fighters.filter((f) => f.group === groupId);
  if (members.length === 0) return refuse("FRAY.ZONE.Group.Unknown", { group: groupId });
  for (const id of chosen) {
    const f = byId.get(id);
    if (!f || f.group !== groupId) return refuse("FRAY.ZONE.GroupDefense.NotMember", { id: String(id) });
    if (f.grappled === true) return refuse("FRAY.ZONE.GroupDefense.Grappled", { id });
  }
  const isProtected = (f: ZoneFighter) => chosen.includes(f.id);
  const defenders = members.filter((f) => !isProtected(f) && f.incapacitated !== true && f.carried !== true);
  const guarded = members.filter(isProtected);
  const result = groupDefense({
    defenders: defenders.length,
    protectedActive: guarded.filter((f) => f.incapacitated !== true && f.carried !== true).length,
    protectedDown: guarded.filter((f) => f.incapacitated === true).length,
    ...(ratio === undefined ? {} : { ratio }),
  });
  if (!result.ok) return refuse("FRAY.ZONE.GroupDefense.TooMany", { used: result.used, capacity: result.capacity });
  return { ...result, ok: true, protected: guarded.map((f) => f.id), defenders: defenders.map((f) => f.id) };
}
