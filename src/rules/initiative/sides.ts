import { rollDie, type Dice } from "../dice.js";
import { requireFlag } from "../input.js";
import { requireOneOf } from "../validate.js";
import { sortWithRollOffs, type RollOffLog } from "./roll-off.js";
import type { Entrant } from "./types.js";

/** The side the players fight on (S1). */
export const PARTY_SIDE = "party" as const;
/** The side hostile and secret tokens fight on, and where a combatant without a token that is no player goes. */
export const ENEMY_SIDE = "enemies" as const;
/** The side of neutral tokens. */
export const NEUTRAL_SIDE = "neutral" as const;

/** One of the three sides a combatant can fight on. */
export type SideKey = typeof PARTY_SIDE | typeof ENEMY_SIDE | typeof NEUTRAL_SIDE;

/** A token's disposition as plain data, or null for a combatant without a token. */
export type Disposition = "friendly" | "neutral" | "hostile" | "secret" | null;

/**
 * S1, as the tracker maps it: the side a combatant joins: friendly tokens the party, hostile and secret ones
 * the enemies, neutral ones a neutral side; without a token, a player character joins the party, anyone else the
 * enemies.
 */
export function sideOf(disposition: Disposition, character: boolean): SideKey {
  const known = requireOneOf("disposition", disposition ?? "none", ["friendly", "neutral", "hostile", "secret", "none"]);
  if (known === "none") return requireFlag("character", character) ? PARTY_SIDE : ENEMY_SIDE;
  return known === "friendly" ? PARTY_SIDE : known === "neutral" ? NEUTRAL_SIDE : ENEMY_SIDE;
}

/** One side of a `sides` order: its members in input order and its d8 total. */
export interface SideTurn {
  side: string;
  members: Entrant[];
  total: number;
}

/**
 * S1: one d8 per side, rolled when the side's first member is reached in input order; the party adds its
 * highest DEX modifier (a missing one counts 0). Higher total first, the party wins ties, and tied non-party
 * sides roll off on d8s after all the primary rolls (highest tied total first, until broken; see `log`).
 */
export function orderSides(entrants: readonly Entrant[], dice: Dice, log: RollOffLog): SideTurn[] {
  const sides = new Map<string, SideTurn>();
  for (const entrant of entrants) {
    const known = sides.get(entrant.side);
    if (known) known.members.push(entrant);
    else sides.set(entrant.side, { side: entrant.side, members: [entrant], total: rollDie(dice, 8) });
  }
  const party = sides.get(PARTY_SIDE);
  if (party) party.total += Math.max(...party.members.map((member) => member.dex ?? 0));
  const partyFirst = (turn: SideTurn): number => (turn.side === PARTY_SIDE ? 1 : 0);
  return sortWithRollOffs([...sides.values()], (a, b) => b.total - a.total || partyFirst(b) - partyFirst(a),
    dice, 8, log).flat();
}
