import { ZONE_FLAG, sideOfCombatant, spotOf, type CombatantLike, type ZoneSpot } from "../zones/combatant-zone.js";
import { writtenByGM } from "./direct-writes.js";
import { warn } from "./notify.js";

/** A combatant whose zone spot the active GM may put back. */
type SpotHolder = CombatantLike & { update(data: object): Promise<unknown> };

/**
 * Z11, Z12: whether a zone spot a player wrote keeps the engagement the combatant was in: a player leaves an
 * engagement only through the movement roll and joins one only when the GM engages them, both written by the GM.
 */
export function keepsEngagement(accepted: ZoneSpot, now: ZoneSpot): boolean {
  return accepted.engagement === now.engagement;
}

/**
 * Z11, Z14: whether the group a player wrote is one the rules let them name: the group they were in, none, or one
 * whose other members all fight on their side (a flag naming the enemy group would borrow its protection).
 */
export function keepsGroup(combatant: CombatantLike, accepted: ZoneSpot, now: ZoneSpot): boolean {
  if (now.group === null || now.group === accepted.group) return true;
  const side = sideOfCombatant(combatant);
  return (combatant.parent?.combatants.contents ?? []).every((other) => other.id === combatant.id
    || spotOf(other).group !== now.group || sideOfCombatant(other) === side);
}

/**
 * Z7: whether the zone a player wrote is one they may write: the zone they were in, or any before the fight starts
 * (placing); once it runs, a zone changes only by the movement roll, which the active GM writes.
 */
export function keepsZone(combatant: CombatantLike, accepted: ZoneSpot, now: ZoneSpot): boolean {
  return accepted.zone === now.zone || (combatant.parent as { started?: boolean } | null)?.started !== true;
}

/** Whether a zone spot a player wrote is one the rules let them write (keepsEngagement, keepsGroup, keepsZone). */
export function playerMayWrite(combatant: CombatantLike, accepted: ZoneSpot, now: ZoneSpot): boolean {
  return keepsEngagement(accepted, now) && keepsGroup(combatant, accepted, now) && keepsZone(combatant, accepted, now);
}

/**
 * Puts back a zone spot a player wrote directly that changed their engagement or took a group of the other side
 * (Foundry's server lets the owner write the combatant's flags): the spot last accepted, with a notice naming who
 * wrote it.
 */
export async function undoEngagementWrite(combatant: SpotHolder, accepted: ZoneSpot, userId: string):
Promise<void> {
  const now = spotOf(combatant);
  const key = !keepsEngagement(accepted, now) ? "FRAY.Trust.engagementUndone"
    : keepsGroup(combatant, accepted, now) ? "FRAY.Trust.zoneUndone" : "FRAY.Trust.groupUndone";
  await combatant.update({ [`flags.fray.${ZONE_FLAG}`]: { ...accepted } });
  warn(key, { user: game.users?.get(userId)?.name ?? userId,
    name: combatant.name ?? "" });
}

/**
 * Whether the active GM puts back the zone write a combatant just took (a player's that changed its engagement or
 * took the other side's group), so nothing should follow from it: a combatant that keeps no accepted spot (not
 * Fray's) is never put back.
 */
export function putBack(combatant: CombatantLike & { acceptedSpot?: ZoneSpot }, userId: string): boolean {
  const accepted = combatant.acceptedSpot;
  return !!accepted && !writtenByGM(userId) && !playerMayWrite(combatant, accepted, spotOf(combatant));
}
