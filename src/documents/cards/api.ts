import { grantOvershield, useAbility } from "./abilities.js";
import { requestTargets, handleApplyQuery, APPLY_QUERY } from "./apply.js";
import { rollAttack } from "./attack.js";
import { rollDamage } from "./damage.js";
import { rollHeal } from "./heal.js";

/**
 * The macro API, `game.fray.api` (README "Macros and modules"): stable like the rules API. Messages are
 * ChatMessages (or their ids), targets are tokens, token documents or actors; targets of apply/undo are token uuids.
 */
export const cardApi = Object.freeze({
  /** Rolls an attack with a weapon against the given targets (default: the user's targets now). */
  attack: rollAttack,
  /** Rolls the damage of an attack card into a damage card. */
  damage: (message: unknown) => rollDamage(messageOf(message) as never),
  /** Applies a damage card to one of its targets (directly, or through the GM). */
  apply: (message: unknown, tokenUuid: string) => requestTargets(messageOf(message) as never, [tokenUuid], "apply"),
  /** Undoes what a damage card applied to one of its targets. */
  undo: (message: unknown, tokenUuid: string) => requestTargets(messageOf(message) as never, [tokenUuid], "undo"),
  /**
   * A6: heals a token or actor by a whole number or a formula on a heal card, applied at once (directly or through
   * the GM) unless `options.apply` is false; undo it like damage. Never restores the overshield (T11).
   */
  heal: rollHeal,
  /** T11: grants an overshield unless the current one is larger with the same effect. */
  grantOvershield,
  /** Uses an ability: its uses, effects and overshield. */
  useAbility,
});

/** A message given as a document or an id. */
function messageOf(message: unknown): unknown {
  return typeof message === "string" ? game.messages?.get(message) : message;
}

/** Registers the GM's handler of the apply query (CONFIG.queries). */
export function registerCardQueries(): void {
  CONFIG.queries[APPLY_QUERY] = handleApplyQuery;
}
