import { ZONE_FLAG, spotOf, type CombatantLike, type ZoneSpot } from "../zones/combatant-zone.js";
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
 * Puts back a zone spot a player wrote directly that changed their engagement (Foundry's server lets the owner
 * write the combatant's flags): the spot last accepted, with a notice naming who wrote it.
 */
export async function undoEngagementWrite(combatant: SpotHolder, accepted: ZoneSpot, userId: string):
Promise<void> {
  await combatant.update({ [`flags.fray.${ZONE_FLAG}`]: { ...accepted } });
  warn("FRAY.Trust.engagementUndone", { user: game.users?.get(userId)?.name ?? userId,
    name: combatant.name ?? "" });
}

/**
 * Whether the active GM puts back the zone write a combatant just took (a player's that changed its engagement), so
 * nothing should follow from it: a combatant that keeps no accepted spot (not Fray's) is never put back.
 */
export function putBack(combatant: CombatantLike & { acceptedSpot?: ZoneSpot }, userId: string): boolean {
  const accepted = combatant.acceptedSpot;
  return !!accepted && !writtenByGM(userId) && !keepsEngagement(accepted, spotOf(combatant));
}
