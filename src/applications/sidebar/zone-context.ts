import { zoneColour } from "../../config/zone-colours.js";
import { countedFightersOf, outnumberingFor, roleOf } from "../../documents/zones/index.js";
import { sceneOf, spotOf, type CombatLike, type CombatantLike } from "../../documents/zones/combatant-zone.js";
import { findZone } from "../../documents/zones/zone-regions.js";
import { zoneLabels, type ZoneLabel } from "../../rules/index.js";
import type { TrackerCombat, TrackerCombatant } from "./types.js";
import { stored } from "../../types/shims.js";

/** A group or engagement badge: its text (groups by number, engagements by letter), colour and tooltip. */
export interface BadgeView {
  /** The group's number or the engagement's letter. */
  text: string;
  /** The CSS colour all its members' badges share. */
  colour: string;
  /** Localized: what it is and how many are in it. */
  tooltip: string;
}

/** Z12: the outnumbering dice a member faces leaving its engagement: a label, a tone, and the count behind it. */
export interface OddsView {
  /** Localized: how many Easing or Hindrance dice, or even odds. */
  label: string;
  /** Which way the dice go, for the badge's colour. */
  tone: "easing" | "hindrance" | "even";
  /** Localized: the counts of each side behind the dice. */
  tooltip: string;
}

/** The zone line of a tracker row (zone turn model): zone, group, engagement, outnumbering and the controls. */
export interface ZoneRowView {
  /** The zone's name, or null when the combatant stands in none. */
  zone: string | null;
  group: BadgeView | null;
  engagement: BadgeView | null;
  /** Z12: the dice it would face leaving its engagement (null when not engaged). */
  odds: OddsView | null;
  /** Z12: the lang key of the role that leaves it out of outnumbering, or null. */
  role: string | null;
  /** Owners and GMs may place, group and ungroup; the GM alone engages and disengages (the row menu adds to a group
   * or engagement already formed). */
  controls: { place: boolean; group: boolean; ungroup: boolean; engage: boolean; disengage: boolean } | null;
}

/** Localizes with data. */
const format = (key: string, data: Record<string, string | number>) =>
  game.i18n!.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));

/** A badge for a group's (by number) or an engagement's (by letter) label. */
function badge(label: ZoneLabel | undefined, kind: "group" | "engagement", count: number): BadgeView | null {
  if (!label) return null;
  const text = kind === "group" ? String(label.number) : label.letter;
  return { text, colour: zoneColour(label.colour), tooltip: format(`FRAY.ZONE.Tracker.${kind}`, { label: text, count }) };
}

/** Z10: the name a combatant's zone shows: its region's name, else the name given without a canvas. */
export function zoneName(combatant: CombatantLike, zone: string | null): string | null {
  if (zone === null) return null;
  return findZone(sceneOf(combatant), zone)?.name ?? zone;
}

/** Z12: the odds view of an engaged combatant, or null. */
function oddsView(combat: CombatLike, id: string): OddsView | null {
  const odds = outnumberingFor(combat, id);
  if (!odds.ok) return null;
  const tone = odds.dice > 0 ? "easing" : odds.dice < 0 ? "hindrance" : "even";
  return { tone, label: format(`FRAY.ZONE.Tracker.Odds.${tone}`, { dice: Math.abs(odds.dice) }),
    tooltip: format("FRAY.ZONE.Tracker.Odds.tooltip", { own: odds.own, enemy: odds.enemy }) };
}

/**
 * Z10–Z12: the zone line of one tracker row under the zone turn model (null under the other models): the zone's
 * name, the group's and engagement's badges (one letter and colour per group or engagement, so members match),
 * the outnumbering dice it would face leaving, its role if outnumbering leaves it out, and what this user may do.
 */
export function zoneRow(tracker: TrackerCombat, member: TrackerCombatant): ZoneRowView | null {
  if (tracker.mode !== "zones") return null;
  const combat: CombatLike = tracker;
  const combatant: CombatantLike = member;
  const fighters = countedFightersOf(combat);
  const { engagements, groups } = zoneLabels(fighters);
  const spot = spotOf(combatant);
  /** How many counted fighters share the combatant's group or engagement. */
  const size = (key: "group" | "engagement", id: string | null) => fighters.filter((f) => f[key] === id).length;
  const role = roleOf(combatant);
  const gm = !!game.user?.isGM;
  return {
    zone: zoneName(combatant, spot.zone),
    group: badge(spot.group ? groups.get(spot.group) : undefined, "group", size("group", spot.group)),
    engagement: badge(spot.engagement ? engagements.get(spot.engagement) : undefined, "engagement",
      size("engagement", spot.engagement)),
    odds: spot.engagement ? oddsView(combat, stored(combatant).id) : null,
    role: role ? `FRAY.ZONE.Role.${role}` : null,
    controls: member.isOwner ? { place: true, group: spot.zone !== null && spot.group === null,
      ungroup: spot.group !== null, engage: gm && spot.zone !== null && spot.engagement === null,
      disengage: gm && spot.engagement !== null } : null,
  };
}

/** The spread the shared turn context takes: `zoneLine`, the row's zone line or null. */
export function zoneTurn(combat: TrackerCombat, combatant: TrackerCombatant): { zoneLine: ZoneRowView | null } {
  return { zoneLine: zoneRow(combat, combatant) };
}
