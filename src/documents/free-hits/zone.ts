import { cellsTouch, tokenCells } from "../../rules/index.js";
import { documentAt } from "../../types/shims.js";

/** Where a token stands, in pixels and grid spaces (a TokenDocument, or a TokenPosition of its movement). */
export interface Placed {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A token as the melee zone reads it: where it stands and its scene's grid. */
interface ZoneToken extends Placed {
  documentName?: string;
  parent: { grid?: { size?: number } | null } | null;
}

/** The token document a stored uuid names; null for anything else. */
function tokenAt(uuid: string): ZoneToken | null {
  const doc = documentAt(uuid) as ZoneToken | null;
  return doc?.documentName === "Token" ? doc : null;
}

/**
 * A8: whether the attacker stands in the target's melee zone (the spaces touching its token): true when their
 * tokens' cells touch on one gridded scene; always true when either has no token on a gridded scene (the card can't
 * ask the GM, and the rulebook gives the free hit); false for tokens on two scenes.
 */
export function inMeleeZone(attackerTokenUuid: string, targetTokenUuid: string): boolean {
  const attacker = tokenAt(attackerTokenUuid);
  const target = tokenAt(targetTokenUuid);
  const size = target?.parent?.grid?.size ?? 0;
  if (!attacker || !target || !size) return true;
  if (attacker.parent !== target.parent) return false;
  return cellsTouch(tokenCells(target, size), tokenCells(attacker, size));
}
