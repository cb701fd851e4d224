import { targetNumbers } from "../../numbers-setting.js";
import { documentAt } from "../../types/shims.js";
import type { CardActor } from "./actor-view.js";
import { actorOf, prop } from "./targets.js";

/**
 * The token bar's display mode (CONST.TOKEN_DISPLAY_MODES) of a stored target: its token's `displayBars`, or for a
 * target stored by actor, the actor's prototype token's.
 */
function barsMode(uuid: string, actor: CardActor): unknown {
  const doc = documentAt(uuid);
  return prop(doc, "documentName") === "Token" ? prop(doc, "displayBars") : actor.prototypeToken.displayBars;
}

/**
 * Whether the user logged in may see a target's numbers (HP, overshield, defense): never without observing its
 * actor (its sheet shows none); an owner (and the GM) always; anyone else, when the world shows them, or by default
 * only when Foundry's token bar shows its bars to every user (hovered by anyone, or always for everyone).
 */
export function numbersShown(uuid: string, actor: CardActor): boolean {
  const user = game.user;
  if (!user || !actor.testUserPermission(user, "OBSERVER")) return false;
  if (targetNumbers() === "show" || actor.testUserPermission(user, "OWNER")) return true;
  const mode = barsMode(uuid, actor);
  const { HOVER, ALWAYS } = CONST.TOKEN_DISPLAY_MODES;
  return mode === HOVER || mode === ALWAYS;
}

/** The stored targets whose numbers this user may not see (numbersShown); a target that is gone hides nothing. */
export function hiddenFromUser(targets: readonly { tokenUuid: string }[]): string[] {
  return targets.filter((t) => {
    const actor = actorOf(t.tokenUuid);
    return actor !== null && !numbersShown(t.tokenUuid, actor);
  }).map((t) => t.tokenUuid);
}
