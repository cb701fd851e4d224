import { PARTY_SIDE } from "../initiative/sides.js";

/** The sides a combatant can fight on, in the order the tracker lists them (S1). */
export const SIDE_KEYS = ["party", "enemies", "neutral"] as const;
/** One of the three sides. */
export type SideKey = typeof SIDE_KEYS[number];

/** Token dispositions (CONST.TOKEN_DISPOSITIONS) as plain numbers. */
export const DISPOSITIONS = Object.freeze({ SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 });

/** Who is joining: its token's disposition (null without a token) and whether its actor is a character. */
export interface Joiner {
  disposition: number | null;
  character: boolean;
}

/**
 * The side a combatant joins: friendly tokens the party, hostile and secret ones the enemies, neutral ones the
 * neutral side; without a token (or with an unknown disposition) a character joins the party and anyone else
 * the enemies.
 */
export function sideOf(joiner: Joiner): SideKey {
  switch (joiner.disposition) {
    case DISPOSITIONS.FRIENDLY: return PARTY_SIDE;
    case DISPOSITIONS.HOSTILE:
    case DISPOSITIONS.SECRET: return "enemies";
    case DISPOSITIONS.NEUTRAL: return "neutral";
    default: return joiner.character ? PARTY_SIDE : "enemies";
  }
}

/** True when `value` names one of the three sides. */
export function isSideKey(value: unknown): value is SideKey {
  return typeof value === "string" && (SIDE_KEYS as readonly string[]).includes(value);
}
