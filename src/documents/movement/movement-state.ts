import { actingIds, groupRoller, moveTogether, reactionOpen, roundPhaseOf, type MovementMoment }
  from "../../rules/index.js";
import type { CombatLike, CombatantLike } from "../combat/types.js";
import { fightersOf } from "../zones/index.js";
import { writeSpots } from "../zones/combatant-zone.js";
import { countedFighters, recordOf } from "./mover.js";
import { entrantsOf } from "../combat/turn-pass.js";

/**
 * The moment a step is asked for: the phase, round, whether it is the combatant's turn, its record and (Z8) whether
 * the character it prepared a reactive move against has moved.
 */
export function momentOf(combat: CombatLike, combatant: CombatantLike): MovementMoment {
  const round = Math.max(combat.round, 1);
  const record = recordOf(combatant);
  const target = record.choice === "react" && record.against ? combat.combatants.get(record.against) : undefined;
  return { phase: roundPhaseOf(combat.system.phase), round, onTurn: combat.combatant?.id === combatant.id, record,
    reactionOpen: !!target && reactionOpen(recordOf(target), round) };
}

/** Z7, Z8: the movers of this round's movement phase, top of the order first. */
export function moversOf(combat: CombatLike): string[] {
  return actingIds(combat.mode, { round: Math.max(combat.round, 1), phase: "movement" }, entrantsOf(combat));
}

/** Z8: the members of `combatant`'s group in the fight (its id among them), or none when it is in no group. */
export function groupMembersOf(combat: CombatLike, combatant: CombatantLike): string[] {
  const fighters = countedFighters(combat);
  const group = fighters.find((f) => f.id === combatant.id)?.group ?? null;
  return group === null ? [] : fighters.filter((f) => f.group === group).map((f) => f.id);
}

/**
 * Z8: the members of `combatant`'s group who move with it on its roll: when it is the group's last member in the
 * order, those who declared this round that they move with the group; else none.
 */
export function followersOf(combat: CombatLike, combatant: CombatantLike): CombatantLike[] {
  const members = groupMembersOf(combat, combatant);
  if (!members.length || groupRoller(moversOf(combat), members) !== combatant.id) return [];
  return members.map((id) => combat.combatants.get(id)!).filter((c) => c.id !== combatant.id)
    .filter((c) => recordOf(c).round === combat.round && recordOf(c).choice === "group");
}

/**
 * Z11, Z10, Z8: a successful move: the movers `ids` (one, or a group on its last member's roll) leave the engagement
 * they escaped and, when they headed for another zone, take that zone; a whole group stays grouped, a mover who
 * leaves members behind leaves the group; what that leaves invalid dissolves.
 */
export async function arrive(combat: CombatLike, ids: string[], engagement: string | null, to: string | null):
Promise<void> {
  const fighters = fightersOf(combat);
  const present = ids.filter((id) => fighters.some((f) => f.id === id));
  const leave = engagement !== null && fighters.some((f) => present.includes(f.id) && f.engagement === engagement);
  const moved = moveTogether(fighters, present, to, leave);
  if (moved.ok) await writeSpots(combat, moved.fighters);
}
