import { mayJoinGroup } from "../initiative/groups.js";
import type { PresetId } from "../presets.js";
import { requireList, requireRecord } from "../validate.js";
import { requireText, requireUniqueIds } from "../input.js";

/**
 * A combatant as kin grouping sees it: its kin (the base actor of an unlinked token, else null), its enemy group,
 * and whether the GM took it out of a group (it then stays out).
 */
export interface KinMember {
  id: string;
  kin: string | null;
  group: string | null;
  keptOut?: boolean;
}

/** What to write: new groups (each for one kin, with its members) and members joining existing groups. */
export interface KinPlan {
  create: { kin: string; members: string[] }[];
  join: { id: string; group: string }[];
}

/**
 * L3, T1, T3: where the newcomers `joining` go by default. Once two or more unlinked tokens of one creature (its
 * kin) are in the fight, each ungrouped one of that kin joins an enemy group of its kin that has room (T3: at most
 * 3 under LoT), else starts a new one, which the next of its kin fill; a lone creature stays ungrouped until its
 * kin arrives. A group counts as its kin's only when all its members are of that kin (a group the GM mixed is left
 * alone). Members without kin, already in a group, or taken out of one by the GM (`keptOut`) stay where they are.
 */
export function kinGroups(preset: PresetId, members: readonly KinMember[], joining: readonly string[]): KinPlan {
  const list = checkMembers(members);
  const ids = new Set(requireList("joining", joining).map((id, index) => requireText(`joining[${index}]`, id)));
  const rooms = new Map<string, { kin: string; size: number; group?: string; members?: string[] }[]>();
  const kinOf = new Map<string, string | null>();
  for (const member of list) {
    if (!member.group) continue;
    const kin = kinOf.has(member.group) ? kinOf.get(member.group)! : member.kin;
    kinOf.set(member.group, member.kin !== null && kin === member.kin ? kin : null);
  }
  const sizes = new Map<string, number>();
  for (const member of list) if (member.group) sizes.set(member.group, (sizes.get(member.group) ?? 0) + 1);
  for (const [group, kin] of kinOf) {
    if (kin !== null) rooms.set(kin, [...rooms.get(kin) ?? [], { kin, size: sizes.get(group)!, group }]);
  }
  const count = new Map<string, number>();
  for (const member of list) if (member.kin !== null) count.set(member.kin, (count.get(member.kin) ?? 0) + 1);
  const arriving = new Set(list.filter((m) => ids.has(m.id) && m.kin !== null).map((m) => m.kin));
  const plan: KinPlan = { create: [], join: [] };
  for (const member of list) {
    if (member.kin === null || member.group || member.keptOut === true || !arriving.has(member.kin)
      || count.get(member.kin)! < 2) continue;
    const kin = member.kin;
    const room = rooms.get(kin)?.find((r) => mayJoinGroup(preset, r.size).ok);
    if (room?.group) plan.join.push({ id: member.id, group: room.group });
    else if (room) room.members!.push(member.id);
    else {
      const created = { kin, members: [member.id] };
      plan.create.push(created);
      rooms.set(kin, [...rooms.get(kin) ?? [], { kin, size: 0, members: created.members }]);
    }
    const target = room ?? rooms.get(kin)!.at(-1)!;
    target.size += 1;
  }
  return plan;
}

/** Checks the members: unique ids, kin and group text or null. */
function checkMembers(members: readonly KinMember[]): readonly KinMember[] {
  const list = requireList("members", members);
  list.forEach((member, index) => {
    requireRecord(`members[${index}]`, member);
    requireText(`members[${index}].id`, member.id);
    if (member.kin !== null) requireText(`members[${index}].kin`, member.kin);
    if (member.group !== null) requireText(`members[${index}].group`, member.group);
  });
  requireUniqueIds("members", list);
  return list;
}
