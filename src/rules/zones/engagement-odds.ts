import { requireInteger } from "../validate.js";
import { indexFighters, type ZoneFighter } from "./fighters.js";
import { breakout, escapeEngagement, outnumbering, sideSize, type BreakoutOption, type BreakoutResult } from
  "./outnumbering.js";
import { refuse, type ZoneRefusal } from "./refusal.js";

/** How a character leaves its engagement: whether the enemy lets it go, and the breakout tactics it uses. */
export interface EscapeOptions {
  enemyLetsGo?: boolean;
  /** Z13: breakout tactics chosen for this roll. */
  breakout?: readonly BreakoutOption[];
  /** The phase the roll is made in (sets how long the breakout disadvantage lasts). */
  phase?: "movement" | "action";
}

/** Z11–Z13: the sides as counted, the outnumbering dice, and the Hindrance and Easing of the escape roll. */
export interface EscapeOdds {
  ok: true;
  own: number;
  enemy: number;
  /** Z12: +2 Easing, 0, −2 or −4 Hindrance. */
  dice: number;
  hindrance: number;
  easing: number;
  /** Z13: the breakout's melee disadvantage, or null without breakout tactics. */
  breakout: BreakoutResult | null;
}

/** Whether a member counts toward a side (Z12: not vehicles, riders or carried characters). (I) Nor the
 * incapacitated: the seed is silent, and a character who can't act can't hold anyone back. */
function counts(f: ZoneFighter): boolean {
  return f.incapacitated !== true;
}

/**
 * Z11, Z12, Z13: the odds of fighter `id` leaving its engagement, counted from the engagement's members: its
 * side (itself included, at least 1) against every other side, without vehicles, mounted riders (their mounts
 * count), carried or incapacitated characters; breakout tactics ignore enemies with lower DEX or STR than the
 * leaver's, or remove 1 Hindrance. Refused when the fighter is unknown or not engaged.
 */
export function escapeOdds(fighters: readonly ZoneFighter[], id: string, options: EscapeOptions = {}):
  EscapeOdds | ZoneRefusal {
  const leaver = indexFighters(fighters).get(id);
  if (!leaver) return refuse("FRAY.ZONE.Unknown", { id: String(id) });
  if (leaver.engagement === null) return refuse("FRAY.ZONE.Engagement.NotEngaged", { id });
  const tactics = options.breakout ?? [];
  const chosen = tactics.length ? breakout(tactics, options.phase ?? "movement") : null;
  const members = fighters.filter((f) => f.engagement === leaver.engagement && counts(f));
  const ignoreBelow = {
    ...(tactics.includes("ignoreLowerDex") ? { dex: requireInteger("leaver.dex", leaver.dex) } : {}),
    ...(tactics.includes("ignoreLowerStr") ? { str: requireInteger("leaver.str", leaver.str) } : {}),
  };
  const own = Math.max(1, sideSize(members.filter((f) => f.side === leaver.side)));
  const enemy = sideSize(members.filter((f) => f.side !== leaver.side), ignoreBelow);
  const dice = outnumbering(own, enemy, options.enemyLetsGo === true);
  const { hindrance, easing } = escapeEngagement(own, enemy, {
    enemyLetsGo: options.enemyLetsGo === true, removeHindrance: tactics.includes("removeHindrance"),
  });
  return { ok: true, own, enemy, dice, hindrance, easing, breakout: chosen };
}
