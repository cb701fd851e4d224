import { requireText } from "../input.js";
import { requireInteger, requireList } from "../validate.js";
import { indexFighters, tidyEngagements, type ZoneFighter } from "./fighters.js";
import type { ZoneChange } from "./engagements.js";
import { refuse, type ZoneRefusal } from "./refusal.js";
import type { MovementRecord } from "./movement-turn.js";

/** Whether `record` holds a decision of `round`, and which. */
function decidedIn(record: MovementRecord | null | undefined, round: number): MovementRecord["choice"] {
  return record && record.round === round ? record.choice : null;
}

/**
 * Z8: whether `id` may prepare a reactive move against `target`: a character lower in the movement phase's
 * order (`order`, its movers top first) that has not decided how it moves this round (`targetRecord`).
 */
export function reactionTarget(order: readonly string[], id: string, target: string,
  targetRecord: MovementRecord | null, round: number): { ok: true } | ZoneRefusal {
  const list = requireList("order", order);
  const me = list.indexOf(requireText("id", id));
  const them = list.indexOf(requireText("target", target));
  const when = requireInteger("round", round, { min: 1 });
  if (me < 0 || them <= me) return refuse("FRAY.ZONE.Movement.ReactLower");
  return decidedIn(targetRecord, when) === null ? { ok: true } : refuse("FRAY.ZONE.Movement.ReactLower");
}

/** Z8: whether a reactive move prepared against a character may be made now: that character moved this round. */
export function reactionOpen(targetRecord: MovementRecord | null, round: number): boolean {
  return decidedIn(targetRecord, requireInteger("round", round, { min: 1 })) === "move";
}

/** Z8: the member of a group who rolls for it: of its `members`, the last in the movement phase's `order`. */
export function groupRoller(order: readonly string[], members: readonly string[]): string | null {
  const list = requireList("order", order);
  const mine = new Set(requireList("members", members));
  return list.findLast((id) => mine.has(id)) ?? null;
}

/**
 * Z8: whether `id` may declare it moves with its group (`members`, its group's members in the fight): the group
 * rolls together with its last member in the order, who rolls for itself.
 */
export function groupMoveAllowed(order: readonly string[], id: string, members: readonly string[]):
  { ok: true } | ZoneRefusal {
  if (!requireList("members", members).includes(requireText("id", id)) || members.length < 2) {
    return refuse("FRAY.ZONE.Movement.NotGrouped");
  }
  return groupRoller(order, members) === id ? refuse("FRAY.ZONE.Movement.GroupRolls") : { ok: true };
}

/**
 * Z8, Z11: a group's movers `ids` move together on one roll: each out of its engagement (`leave`) and into `zone`
 * (null: the zone they are in). The whole group keeps its group; movers who leave members behind (for another zone
 * or out of the engagement) leave the group, as one mover does. What that leaves invalid dissolves.
 */
export function moveTogether(fighters: readonly ZoneFighter[], ids: readonly string[], zone: string | null,
  leave: boolean): ZoneChange | ZoneRefusal {
  const byId = indexFighters(fighters);
  const moving = new Set(requireList("ids", ids));
  for (const id of moving) if (!byId.has(id)) return refuse("FRAY.ZONE.Unknown", { id: String(id) });
  const whole = (group: string | null) => group !== null
    && fighters.filter((f) => f.group === group).every((f) => moving.has(f.id));
  const next = fighters.map((f) => {
    if (!moving.has(f.id)) return f;
    const changesZone = zone !== null && zone !== f.zone;
    return { ...f, zone: changesZone ? zone : f.zone, engagement: leave || changesZone ? null : f.engagement,
      group: whole(f.group) || (!changesZone && !leave) ? f.group : null };
  });
  return { ok: true, ...tidyEngagements(next) };
}
