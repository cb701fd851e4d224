import { ENEMY_SIDE, NEUTRAL_SIDE, PARTY_SIDE, type Disposition, type SideKey } from "../initiative/sides.js";

/** The sides a combatant can fight on, in the order the tracker lists them (S1). */
export const SIDE_KEYS: readonly SideKey[] = [PARTY_SIDE, ENEMY_SIDE, NEUTRAL_SIDE];

/** Token dispositions (CONST.TOKEN_DISPOSITIONS) as plain numbers. */
export const DISPOSITIONS = Object.freeze({ SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 });

/** The disposition a token's number (CONST.TOKEN_DISPOSITIONS) names; null without a token or for an unknown number. */
export function dispositionOf(value: number | null): Disposition {
  switch (value) {
    case DISPOSITIONS.FRIENDLY: return "friendly";
    case DISPOSITIONS.NEUTRAL: return "neutral";
    case DISPOSITIONS.HOSTILE: return "hostile";
    case DISPOSITIONS.SECRET: return "secret";
    default: return null;
  }
}

/** True when `value` names one of the three sides. */
export function isSideKey(value: unknown): value is SideKey {
  return typeof value === "string" && SIDE_KEYS.includes(value as SideKey);
}
