import { escapeOdds, type EscapeOdds, type EscapeOptions, type Refusal, type ZoneFighter } from
  "../../rules/index.js";
import { fightersOf, type CombatLike, type CombatantLike } from "./combatant-zone.js";
import { noticeText } from "../notice-text.js";

/** The flag (`flags.fray.zoneRole`) marking a combatant that outnumbering does not count (Z12). */
export const ROLE_FLAG = "zoneRole";

/** Z12: the roles outnumbering leaves out: vehicles, mounted riders (their mounts count) and carried characters. */
export const ZONE_ROLES = ["vehicle", "mounted", "carried"] as const;
/** One such role. */
export type ZoneRole = typeof ZONE_ROLES[number];

/** The statuses that leave a character unable to hold anyone back. */
const DOWN_STATUSES = ["unconscious", "dead"];

/** What this file reads of a combatant's actor: its Lur-Asko attributes and its effects' statuses. */
interface ActorLike {
  system?: { attributeSets?: { lurasko?: Record<string, { value?: unknown } | undefined> } };
  effects?: { contents: { active?: boolean; statuses: Set<string> }[] };
}

/** What this file reads of a combatant's system data: the README's marks for riders and vehicles. */
interface RoleMarks {
  system?: { mounted?: unknown; vehicle?: unknown };
}

/**
 * Z12: the combatant's role for outnumbering, or null when it counts: its zone role flag (the tracker's menu,
 * `setRole`), else `system.vehicle` or `system.mounted` written on the combatant.
 */
export function roleOf(combatant: CombatantLike & RoleMarks): ZoneRole | null {
  const role = combatant.getFlag("fray", ROLE_FLAG);
  const flagged = ZONE_ROLES.find((r) => r === role);
  if (flagged) return flagged;
  if (combatant.system?.vehicle === true) return "vehicle";
  return combatant.system?.mounted === true ? "mounted" : null;
}

/** An attribute's whole-number value in Lur-Asko's set (the zone rules' own), or undefined. */
function attribute(actor: ActorLike | null, id: string): number | undefined {
  const value = actor?.system?.attributeSets?.lurasko?.[id]?.value;
  return Number.isInteger(value) ? value as number : undefined;
}

/** Whether the combatant is defeated, or its actor unconscious or dead. */
function isDown(combatant: CombatantLike & { isDefeated?: boolean }, actor: ActorLike | null): boolean {
  if (combatant.isDefeated === true) return true;
  return actor?.effects?.contents.some((e) => e.active !== false && DOWN_STATUSES.some((s) => e.statuses.has(s)))
    ?? false;
}

/**
 * The combat's combatants as the zone rules count them (Z11–Z14): side, zone, group and engagement, with DEX and
 * STR (for breakout tactics), whether they are down, and their role (vehicle, mounted rider, carried).
 */
export function countedFightersOf(combat: CombatLike): ZoneFighter[] {
  return fightersOf(combat).map((fighter) => {
    const combatant = combat.combatants.get(fighter.id)!;
    const actor = (combatant.actor ?? null) as ActorLike | null;
    const role = roleOf(combatant);
    const dex = attribute(actor, "dex");
    const str = attribute(actor, "str");
    return { ...fighter, ...(dex === undefined ? {} : { dex }), ...(str === undefined ? {} : { str }),
      incapacitated: isDown(combatant, actor), vehicle: role === "vehicle", mounted: role === "mounted",
      carried: role === "carried" };
  });
}

/**
 * Z11, Z12, Z13: the outnumbering dice combatant `combatantId` faces leaving its engagement, counted by the rule
 * from the engagement's members (vehicles, mounted riders, carried and downed characters left out), with the
 * escape's Hindrance and Easing. Refused when the combatant is unknown or not engaged. Writes nothing.
 */
export function outnumberingFor(combat: CombatLike, combatantId: string, options: EscapeOptions = {}):
  EscapeOdds | Refusal {
  return escapeOdds(countedFightersOf(combat), combatantId, options);
}

/**
 * Z12: marks a combatant as a vehicle, a mounted rider or carried (null: it counts again) in its zone role flag; a
 * GM also writes `system.mounted` and `system.vehicle` to match. Owners and GMs only; anything but a known role is
 * refused with a notice and nothing is written.
 */
export async function setRole(combatant: CombatantLike & { update(data: object): Promise<unknown> },
  role: ZoneRole | null): Promise<boolean> {
  if (!combatant.isOwner) {
    ui.notifications?.warn(game.i18n.localize("FRAY.ZONE.NotOwner"));
    return false;
  }
  if (role !== null && !ZONE_ROLES.includes(role)) {
    ui.notifications?.warn(noticeText("FRAY.ZONE.Role.Unknown", { role: String(role) }));
    return false;
  }
  const marks = game.user?.isGM ? { "system.mounted": role === "mounted", "system.vehicle": role === "vehicle" } : {};
  await combatant.update({ [`flags.fray.${ROLE_FLAG}`]: role, ...marks });
  return true;
}
