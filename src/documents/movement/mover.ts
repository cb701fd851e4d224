import { DEFAULT_ZONE_TRAITS, dropMissing, NO_MOVEMENT, type MovementRecord, type ZoneFighter, type ZoneTraits }
  from "../../rules/index.js";
import type { CombatLike, CombatantLike } from "../combat/types.js";
import { countedFightersOf, findZone, zoneTraits } from "../zones/index.js";
import { sceneOf } from "../zones/combatant-zone.js";

/** What a movement roll reads of a combatant's actor (its SPD in Lur-Asko's own attribute set). */
interface ActorLike {
  system: { attributeSets?: { lurasko?: Record<string, { value?: unknown }> }; encumbrance?: number };
  effects: { contents: { active: boolean; statuses: Set<string> }[] };
}

/** What the movement rules need of a character: its SPD as stored, encumbrance, injury and whether it is down. */
export interface MoverFacts {
  spd: unknown;
  encumbrance: number;
  mobilityInjury: boolean;
  incapacitated: boolean;
}

/** The statuses that put a character out of the fight (Z14: counted ¼, never moving). */
const DOWN = ["dead", "unconscious"];

/** The combatant's actor as the movement rules read it, or null when it has none. */
function actorOf(combatant: Pick<CombatantLike, "actor">): ActorLike | null {
  // fvtt-types' actor data includes other systems' unknown shapes; every read here is optional.
  return (combatant.actor as unknown as ActorLike | null) ?? null;
}

/** Whether an active effect of the actor carries one of `statuses`. */
function hasStatus(actor: ActorLike, statuses: readonly string[]): boolean {
  return actor.effects.contents.some((e) => e.active && statuses.some((s) => e.statuses.has(s)));
}

/** Z7, Z8: the mover's facts, or null when the combatant has no actor. */
export function moverFacts(combatant: Pick<CombatantLike, "actor" | "isDefeated">): MoverFacts | null {
  const actor = actorOf(combatant);
  if (!actor) return null;
  return { spd: actor.system.attributeSets?.lurasko?.spd?.value, encumbrance: actor.system.encumbrance ?? 0,
    mobilityInjury: hasStatus(actor, ["mobilityInjury"]),
    incapacitated: combatant.isDefeated || hasStatus(actor, DOWN) };
}

/** Z7, Z8: what the combatant decided in the movement phase (the stored record). */
export function recordOf(combatant: CombatantLike): MovementRecord {
  const stored = combatant.system.movement;
  return stored ? { round: stored.round, choice: stored.choice, rushed: stored.rushed, against: stored.against ?? null }
    : { ...NO_MOVEMENT };
}

/**
 * Z11, Z12, Z14: the combat's combatants as the zone rules count them (`countedFightersOf`: zone roles, DEX and
 * STR, the down marked incapacitated), without those that have no actor; what that leaves invalid dissolves.
 */
export function countedFighters(combat: CombatLike): ZoneFighter[] {
  const fighters = countedFightersOf(combat);
  const withActor = fighters.filter((f) => combat.combatants.get(f.id)?.actor).map((f) => f.id);
  return dropMissing(fighters, withActor).fighters;
}

/** A zone as the movement phase reads it: its id (a region id, or a name without a canvas), name and traits. */
export interface ZoneView {
  id: string;
  name: string;
  traits: ZoneTraits;
}

/** Z10: the zone `zone` of the combatant's scene: a zone region's name and traits, else the name with no traits. */
export function zoneView(combatant: CombatantLike, zone: string): ZoneView {
  const region = findZone(sceneOf(combatant), zone);
  return { id: region?.id ?? zone, name: region?.name ?? zone,
    traits: (region ? zoneTraits(region) : null) ?? { ...DEFAULT_ZONE_TRAITS } };
}
