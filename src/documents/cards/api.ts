import { grantOvershield, useAbility } from "./abilities.js";
import { requestTargets, handleApplyQuery, APPLY_QUERY } from "./apply.js";
import { rollAttack, type AttackRequest } from "./attack.js";
import type { CardActor } from "./actor-view.js";
import { rollDamage } from "./damage.js";
import { rollHeal } from "./heal.js";
import { DamageMessageModel } from "../../data/chat-message/damage.js";
import { warn } from "./notice.js";
import { shockCard } from "./shock.js";
import { cardTarget, prop } from "./targets.js";
import { registerLedgerHooks } from "../ledger/index.js";
import { registerAttackWitness } from "./witness.js";
import { registerApLedger } from "./ap-ledger.js";
import { registerFreeHitsTaken } from "../free-hits/taken.js";
import type { CardMessage } from "./damage.js";
import type { CardAction, DamageKind } from "../../rules/index.js";
import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { shockTargets } from "./damage-targets.js";
import { actionsFor } from "../actions-for.js";
import { forecastCombat } from "../forecast/api.js";

/**
 * The macro API, `game.fray.api` (README "Macros and modules", Stability): stable like the rules API. Messages are
 * ChatMessages (or their ids); targets are tokens, token documents, actors or the uuid of any of them.
 */
export const cardApi = Object.freeze({
  /** Rolls an attack with a weapon against the given targets (default: the user's targets now). */
  attack: (actor: CardActor, weapon: Item.Implementation, request?: AttackRequest) =>
    rollAttack(actor, weapon, request),
  /**
   * Rolls the damage of an attack card into a damage card. Deprecated since 0.2.0 (until 0.3.0): an attack card
   * whose targets all missed, one at least with Shock, gives its Shock card as `shock` does, with a console warning.
   */
  damage: (message: unknown) => damageOrShock(messageOf(message)),
  /** S7: the Shock card of an attack card's misses (posted the first time), to apply and undo like damage. */
  shock: (message: unknown) => shockCard(messageOf(message)),
  /** Applies a damage card to one of its targets (directly, or through the GM). */
  apply: (message: unknown, target: unknown) => requestFor(message, target, "apply"),
  /** Undoes what a damage card applied to one of its targets. */
  undo: (message: unknown, target: unknown) => requestFor(message, target, "undo"),
  /**
   * A6: heals a token or actor by a whole number or a formula on a heal card, applied at once (directly or through
   * the GM) unless `options.apply` is false; undo it like damage. Never restores the overshield (T11).
   */
  heal: rollHeal,
  /** T11: grants an overshield unless the current one is larger with the same effect. */
  grantOvershield,
  /** Uses an ability: its uses, effects and overshield. */
  useAbility,
  /** A Token Action HUD-style list of an actor's weapons and abilities, each with a `use()`, and its actions left. */
  actionsFor,
  /** Issue 33: forecasts a combat as it stands now by many simulated fights (`{ fights, seed, tactic }`). */
  forecast: forecastCombat,
});

/**
 * `damage` as macros called it before `shock` came (S7): an attack card whose targets all missed, one at least with
 * Shock, gives its Shock card, with a deprecation warning naming `api.shock`; any other card rolls its damage.
 */
async function damageOrShock(message: CardMessage | null): Promise<ChatMessage.Implementation | CardMessage | null> {
  const attack = message?.system instanceof AttackMessageModel ? message.system : null;
  const missed = attack?.targets.every((t) => t.outcome.outcome !== "hit" && t.outcome.outcome !== "critical");
  if (!attack || !missed || !shockTargets(attack.targets, attack.weapon.kind as DamageKind).length) {
    return rollDamage(message);
  }
  foundry.utils.logCompatibilityWarning(game.i18n!.localize("FRAY.API.Deprecated.damageShock"),
    { since: "0.2.0", until: "0.3.0" });
  return shockCard(message);
}

/** True for a ChatMessage document (told apart by its documentName, as Foundry's documents are). */
function isMessage(value: unknown): value is CardMessage {
  return prop(value, "documentName") === "ChatMessage";
}

/** A message given as a document or an id; null for anything else. */
function messageOf(message: unknown): CardMessage | null {
  if (typeof message === "string") return game.messages?.get(message) ?? null;
  return isMessage(message) ? message : null;
}

/**
 * The stored target a caller names: a card row's token uuid as is; else the token, token document, actor or uuid
 * given, matched to the card's row of that token, or of that actor. An unmatched one is passed on, so the card's
 * own check refuses it with its notice.
 */
function storedTargetId(card: CardMessage, given: unknown): string {
  const rows = card.system instanceof DamageMessageModel ? card.system.targets : [];
  if (typeof given === "string" && rows.some((t) => t.tokenUuid === given)) return given;
  const chosen = cardTarget(given);
  if (!chosen) return typeof given === "string" ? given : "";
  const row = rows.find((t) => t.tokenUuid === chosen.tokenUuid) ?? rows.find((t) => t.actorUuid === chosen.actor.uuid);
  return row?.tokenUuid ?? chosen.tokenUuid;
}

/** Applies or undoes a damage card given as a document or an id for one target; not a message: a notice. */
async function requestFor(message: unknown, target: unknown, action: CardAction): Promise<void> {
  const card = messageOf(message);
  if (card) await requestTargets(card, [storedTargetId(card, target)], action);
  else warn("FRAY.CHAT.Refusal.wrongMessage");
}

/**
 * Registers the GM's handler of the apply query (CONFIG.queries), its ledger of what happened (src/documents/ledger),
 * its T8 ledger of the AP attacks' swings spend, and (A8, A9) the query that claims a free hit.
 */
export function registerCardQueries(): void {
  CONFIG.queries[APPLY_QUERY] = handleApplyQuery;
  registerLedgerHooks();
  registerAttackWitness();
  registerApLedger();
  registerFreeHitsTaken();
}
