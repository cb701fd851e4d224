import { grantOvershield, useAbility } from "./abilities.js";
import { requestTargets, handleApplyQuery, APPLY_QUERY } from "./apply.js";
import { rollAttack } from "./attack.js";
import { rollDamage } from "./damage.js";
import { rollHeal } from "./heal.js";
import type { CardMessage } from "./damage.js";
import { shockCard } from "./shock.js";
import { cardTarget } from "./targets.js";

/**
 * The macro API, `game.fray.api` (README "Macros and modules"): stable like the rules API. Messages are
 * ChatMessages (or their ids); targets are tokens, token documents, actors or the uuid of any of them.
 */
export const cardApi = Object.freeze({
  /** Rolls an attack with a weapon against the given targets (default: the user's targets now). */
  attack: rollAttack,
  /** Rolls the damage of an attack card into a damage card. */
  damage: (message: unknown) => rollDamage(messageOf(message) as never),
  /** S7: the Shock card of an attack card's misses (posted the first time), to apply and undo like damage. */
  shock: (message: unknown) => shockCard(messageOf(message) as never),
  /** Applies a damage card to one of its targets (directly, or through the GM). */
  apply: (message: unknown, target: unknown) => {
    const card = messageOf(message) as CardMessage;
    return requestTargets(card, [storedTargetId(card, target)], "apply");
  },
  /** Undoes what a damage card applied to one of its targets. */
  undo: (message: unknown, target: unknown) => {
    const card = messageOf(message) as CardMessage;
    return requestTargets(card, [storedTargetId(card, target)], "undo");
  },
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

/**
 * The stored target a caller names: a card row's token uuid as is; else the token, token document, actor or uuid
 * given, matched to the card's row of that token, or of that actor. An unmatched one is passed on, so the card's
 * own check refuses it with its notice.
 */
function storedTargetId(card: CardMessage | undefined, given: unknown): string {
  const rows = (card?.system as { targets?: { tokenUuid: string; actorUuid: string }[] } | undefined)?.targets ?? [];
  if (typeof given === "string" && rows.some((t) => t.tokenUuid === given)) return given;
  const chosen = cardTarget(given);
  if (!chosen) return typeof given === "string" ? given : "";
  const row = rows.find((t) => t.tokenUuid === chosen.tokenUuid) ?? rows.find((t) => t.actorUuid === chosen.actor.uuid);
  return row?.tokenUuid ?? chosen.tokenUuid;
}

/** A message given as a document or an id. */
function messageOf(message: unknown): unknown {
  return typeof message === "string" ? game.messages?.get(message) : message;
}

/** Registers the GM's handler of the apply query (CONFIG.queries). */
export function registerCardQueries(): void {
  (CONFIG as unknown as { queries: Record<string, unknown> }).queries[APPLY_QUERY] = handleApplyQuery;
}
