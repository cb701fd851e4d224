import { changeZone, engage as engageRule, groupUp as groupUpRule, leaveEngagement, leaveGroup, zoneRange,
  type Refusal, type ZoneChange, type ZoneRangeResult } from "../../rules/index.js";
import { fightersOf, sceneOf, spotOf, writeSpots, type CombatLike, type CombatantLike } from "./combatant-zone.js";
import { findZone, tokenZone, type TokenLike } from "./zone-regions.js";
import { stored } from "../../types/shims.js";
import { noticeText } from "../notice-text.js";

/** Shows a refusal as a localized warning (its data as text) and returns it. */
function refused<T extends { ok: false; reason: string; data: Record<string, string | number> }>(refusal: T): T {
  ui.notifications?.warn(noticeText(refusal.reason, refusal.data));
  return refusal;
}

/** A refusal with a reason key. */
const refusal = (reason: string, data: Record<string, string | number> = {}): Refusal => ({ ok: false, reason, data });

/** True unless a player names combatants they don't own (a player acts only for their own characters). */
function mayActFor(combatants: readonly (CombatantLike | undefined)[]): boolean {
  return combatants.every((c) => c?.isOwner);
}

/** Applies a zone rule's outcome: writes it, or warns with the rule's refusal. */
async function apply(combat: CombatLike, outcome: ZoneChange | Refusal): Promise<ZoneChange | Refusal> {
  if (!outcome.ok) return refused(outcome);
  await writeSpots(combat, outcome.fighters);
  return outcome;
}

/**
 * Z10: puts a combatant in a zone: a zone region of its scene named by id or name, or, without a canvas, any
 * zone name. It leaves its group and engagement. An empty name clears the zone. Owners and GMs only; an engaged
 * combatant's owner leaves through the movement roll (Z12). A region of the scene without the zone behavior is
 * refused (FRAY.ZONE.NotAZone), not taken as a free name.
 */
export async function setZone(combatant: CombatantLike, regionIdOrName: string): Promise<ZoneChange | Refusal> {
  const combat = combatant.parent;
  if (!combat || !mayActFor([combatant])) return refused(refusal("FRAY.ZONE.NotOwner"));
  if (!game.user?.isGM && spotOf(combatant).engagement !== null) {
    return refused(refusal("FRAY.Trust.disengageRefused", { name: combatant.name ?? "" }));
  }
  const name = typeof regionIdOrName === "string" ? regionIdOrName.trim() : "";
  const scene = sceneOf(combatant);
  const region = name ? findZone(scene, name) : null;
  if (name && !region && scene?.regions.contents.some((r) => r.id === name || r.name === name)) {
    return refused(refusal("FRAY.ZONE.NotAZone", { name }));
  }
  return apply(combat, changeZone(fightersOf(combat), stored(combatant).id, region?.id ?? (name || null)));
}

/** Z11: groups up allies `ids` in one zone (2–10); a player may group only their own characters. */
export async function groupUp(combat: CombatLike, ids: readonly string[]): Promise<ZoneChange | Refusal> {
  if (!mayActFor(ids.map((id) => combat.combatants.get(id)))) return refused(refusal("FRAY.ZONE.NotOwner"));
  const joined = ids.map((id) => combat.combatants.get(id)).map((c) => (c ? spotOf(c).group : null))
    .find((g) => g !== null);
  return apply(combat, groupUpRule(fightersOf(combat), ids, joined ?? foundry.utils.randomID()));
}

/** Z11: takes combatants out of their groups. */
export async function ungroup(combat: CombatLike, ids: readonly string[]): Promise<ZoneChange | Refusal> {
  if (!mayActFor(ids.map((id) => combat.combatants.get(id)))) return refused(refusal("FRAY.ZONE.NotOwner"));
  return apply(combat, leaveGroup(fightersOf(combat), ids));
}

/** Z11: engages the combatants (and their groups) `ids` with each other; GMs only. */
export async function engage(combat: CombatLike, ids: readonly string[]): Promise<ZoneChange | Refusal> {
  if (!game.user?.isGM) return refused(refusal("FRAY.ZONE.GMOnly"));
  const existing = ids.map((id) => combat.combatants.get(id)).map((c) => (c ? spotOf(c).engagement : null))
    .find((e) => e !== null);
  return apply(combat, engageRule(fightersOf(combat), ids, existing ?? foundry.utils.randomID()));
}

/**
 * Z11: takes a combatant out of its engagement directly; GMs only (a player leaves through the movement roll, Z12).
 */
export async function disengage(combatant: CombatantLike): Promise<ZoneChange | Refusal> {
  const combat = combatant.parent;
  if (!game.user?.isGM) return refused(refusal("FRAY.Trust.disengageRefused", { name: combatant.name ?? "" }));
  if (!combat) return refused(refusal("FRAY.ZONE.NotOwner"));
  return apply(combat, leaveEngagement(fightersOf(combat), stored(combatant).id));
}

/** A token document or a Token placeable (whose `document` is the token document). */
type TokenOrPlaceable = TokenLike | { document: TokenLike };

/** The token document of a token or placeable. */
const documentOf = (token: TokenOrPlaceable): TokenLike => ("document" in token ? token.document : token);

/** The combatant of a token, in an active combat before any other; null when it fights in none. */
function combatantOfToken(token: TokenLike): CombatantLike | null {
  const all: (CombatLike & { active: boolean })[] = game.combats?.contents ?? [];
  const combats = [...all.filter((c) => c.active), ...all.filter((c) => !c.active)];
  for (const combat of combats) {
    const combatant = combat.combatants.contents.find((c) => c.tokenId === token.id);
    if (combatant) return combatant;
  }
  return null;
}

/**
 * Z10: the range category between two tokens and why (`engagement`, `near`, `group`, `zone`, `zones`), for the
 * attack card and the target notice. In a combat the combatants' zones, groups and engagements count; outside one
 * the zones the tokens stand in. Refused (FRAY.ZONE.Range.NoZone) when either has no zone. Writes nothing.
 */
export function rangeBetween(attacker: TokenOrPlaceable, target: TokenOrPlaceable): ZoneRangeResult | Refusal {
  const [a, b] = [documentOf(attacker), documentOf(target)];
  const spot = (token: TokenLike) => {
    const combatant = combatantOfToken(token);
    return combatant ? spotOf(combatant) : { zone: tokenZone(token).zone };
  };
  return zoneRange(spot(a), spot(b));
}
