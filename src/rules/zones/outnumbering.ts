import { requireInteger, requireList, requireOneOf, requireRecord, RulesRangeError } from "../validate.js";

/**
 * Z12: outnumbering dice as one signed number: +2 (2 Easing) when the own side is at least twice the enemy's
 * (or the enemy lets you go), −2 (2 Hindrance) when the enemy is at least twice but less than four times the
 * own side, −4 (4 Hindrance) at four times or more, else 0.
 */
export function outnumbering(ownSide: number, enemySide: number, enemyLetsGo = false): number {
  const own = requireInteger("ownSide", ownSide, { min: 1 });
  const enemy = requireInteger("enemySide", enemySide, { min: 0 });
  if (enemyLetsGo === true || own >= 2 * enemy) return 2;
  if (enemy >= 4 * own) return -4;
  return enemy >= 2 * own ? -2 : 0;
}

/** A character as outnumbering counts it (Z12, Z13). */
export interface SideMember {
  dex?: number;
  str?: number;
  /** Vehicles don't count. */
  vehicle?: boolean;
  /** Mounted riders don't count (their mounts do). */
  mounted?: boolean;
  /** Carried characters don't count. */
  carried?: boolean;
}

/** Z12, Z13: the size of a side, without vehicles, riders and carried characters, and without enemies a breakout
 * ignores (those with lower DEX, or lower STR, than `ignoreBelow`). */
export function sideSize(members: readonly SideMember[], ignoreBelow: { dex?: number; str?: number } = {}): number {
  requireList("members", members);
  requireRecord("ignoreBelow", ignoreBelow);
  let size = 0;
  for (let i = 0; i < members.length; i++) {
    const m = members[i]!;
    requireRecord(`members[${i}]`, m);
    if (m.vehicle === true || m.mounted === true || m.carried === true) continue;
    if (ignoreBelow.dex !== undefined && requireInteger(`members[${i}].dex`, m.dex) < ignoreBelow.dex) continue;
    if (ignoreBelow.str !== undefined && requireInteger(`members[${i}].str`, m.str) < ignoreBelow.str) continue;
    size++;
  }
  return size;
}

/** Z11: the Hindrance leaving an engagement adds to the movement roll. */
export const ESCAPE_HINDRANCE = 2;

/** Z11, Z12: the Hindrance and Easing of a movement roll that leaves an engagement, before they cancel. */
export function escapeEngagement(ownSide: number, enemySide: number, options: {
  enemyLetsGo?: boolean; removeHindrance?: boolean;
} = {}): { hindrance: number; easing: number } {
  const dice = outnumbering(ownSide, enemySide, options.enemyLetsGo);
  const hindrance = ESCAPE_HINDRANCE + Math.max(0, -dice) - (options.removeHindrance === true ? 1 : 0);
  return { hindrance, easing: Math.max(0, dice) };
}

/** Z13: the breakout tactics a desperate character may choose. */
export const BREAKOUT_OPTIONS = ["ignoreLowerDex", "ignoreLowerStr", "removeHindrance"] as const;
/** One breakout tactic. */
export type BreakoutOption = typeof BREAKOUT_OPTIONS[number];

/** Z13: what the chosen breakout tactics cost: melee disadvantage degrees and until when they last. */
export interface BreakoutResult {
  /** One degree of melee disadvantage per option. */
  disadvantage: number;
  /** Movement phase: to the end of the round; action phase: to the start of the character's next turn. */
  until: "roundEnd" | "nextTurnStart";
  options: readonly BreakoutOption[];
}

/** Z13: validates the options (each at most once) and gives one degree of melee disadvantage per option. */
export function breakout(options: readonly BreakoutOption[], phase: "movement" | "action"): BreakoutResult {
  requireList("options", options);
  requireOneOf("phase", phase, ["movement", "action"] as const);
  const seen = new Set<BreakoutOption>();
  options.forEach((option, i) => {
    if (seen.has(requireOneOf(`options[${i}]`, option, BREAKOUT_OPTIONS))) {
      throw new RulesRangeError("FRAY.RULES.Zones.BreakoutTwice", { field: `options[${i}]`, value: option },
        `options[${i}]: ${option} can be chosen only once`);
    }
    seen.add(option);
  });
  return { disadvantage: options.length, until: phase === "movement" ? "roundEnd" : "nextTurnStart", options };
}
