import { requireFinite, requireInteger, requireOneOf, requireRecord } from "./validate.js";
import { requireFlag } from "./input.js";

/** L10: the five range categories, nearest first. */
export const RANGE_CATEGORIES = ["melee", "close", "medium", "long", "extreme"] as const;
/** One of the range categories. */
export type RangeCategory = typeof RANGE_CATEGORIES[number];

/** L10: the attack-roll penalty for one category beyond one's own. */
export const BEYOND_PENALTY = -4;

/** What widens melee range: a Reach weapon, size categories above Average. */
export interface RangeOptions {
  reach?: boolean;
  sizeSteps?: number;
}

/** L10: an attack at Extreme range lands a round later and is wasted if the target has left its square. */
export interface ExtremeDelay {
  rounds: 1;
  wastedIfTargetMoved: true;
}

/** Where a distance falls for an attacker and whether the attack may be made, at what penalty (delay only if so). */
export type RangeCheck = {
  /** The nearest category that reaches the distance; null beyond Extreme. */
  category: RangeCategory | null;
  delay: ExtremeDelay | null;
} & ({ allowed: true; penalty: number } | { allowed: false; reason: string; data: Record<string, string | number> });

/**
 * L10: how far `category` reaches at `level`, in feet. Melee 5 + 5 per 5 levels (+5 with Reach, +5 per size
 * step above Average; smaller sizes take nothing off); Close 25 + 5 per 2 levels; Medium 100 + 10/level; Long
 * 400 + 40/level; Extreme 1000 + 100/level. Reach and size change only melee.
 */
export function rangeFeet(category: RangeCategory, level: number, opts: RangeOptions = {}): number {
  requireOneOf("category", category, RANGE_CATEGORIES);
  requireInteger("level", level, { min: 0 });
  requireRecord("opts", opts);
  const reach = requireFlag("opts.reach", opts.reach);
  const sizeSteps = requireInteger("opts.sizeSteps", opts.sizeSteps ?? 0);
  switch (category) {
    case "melee": return 5 + 5 * Math.floor(level / 5) + (reach ? 5 : 0) + 5 * Math.max(0, sizeSteps);
    case "close": return 25 + 5 * Math.floor(level / 2);
    case "medium": return 100 + 10 * level;
    case "long": return 400 + 40 * level;
    case "extreme": return 1000 + 100 * level;
  }
}

/**
 * L10: an attack with range `own` at `distance` feet: allowed at no penalty within its category (any category
 * reaches the lower ones), at −4 one category beyond unless `own` is Melee (the seed allows it only above
 * Melee), refused farther; an attack reaching into Extreme carries the one-round delay.
 */
export function checkRange(own: RangeCategory, distance: number, level: number, opts: RangeOptions = {}): RangeCheck {
  const ownIndex = RANGE_CATEGORIES.indexOf(requireOneOf("own", own, RANGE_CATEGORIES));
  requireFinite("distance", distance, { min: 0 });
  const index = RANGE_CATEGORIES.findIndex((category) => distance <= rangeFeet(category, level, opts));
  const category = index < 0 ? null : RANGE_CATEGORIES[index]!;
  const delay: ExtremeDelay | null = category === "extreme" ? { rounds: 1, wastedIfTargetMoved: true } : null;
  if (index >= 0 && index <= ownIndex) return { category, delay, allowed: true, penalty: 0 };
  if (index === ownIndex + 1 && own !== "melee") return { category, delay, allowed: true, penalty: BEYOND_PENALTY };
  const data = { own, distance, category: category ?? "beyond" };
  return { category, delay: null, allowed: false, reason: "FRAY.RULES.Ranges.OutOfRange", data };
}
