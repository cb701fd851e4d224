import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { apSwings, rotationAp, type AttackOutcome } from "../../rules/index.js";
import { worldRulesInForce } from "../../settings.js";
import { stored } from "../../types/shims.js";
import { actorData } from "./actor-view.js";
import { readAttack } from "./attack-record.js";
import type { CardMessage } from "./damage.js";
import { combatantOf, type SpendingCombatant } from "./spender.js";
import { actorOf } from "./targets.js";
import { rederivedOutcomes } from "./verify.js";
import { ledgerUpdate } from "../combat/turn-clock.js";

/** Ledger writes on this client, one after the other (each adds to what the last one wrote). */
let writing: Promise<unknown> = Promise.resolve();

/** A whole number, else 0. */
const whole = (value: unknown): number => (Number.isInteger(value) ? value as number : 0);

/** T8: the AP an attack's swings spent: the most any target's outcome spent (all swings on a hit, one on a miss). */
function spentBy(outcomes: readonly AttackOutcome[]): number {
  return Math.max(0, ...outcomes.map((o) => whole(o.ap?.apSpent)));
}

/**
 * T8: the AP an attack card's swings spend. A GM's card counts as it says. A player's counts as the active GM
 * re-derives it now, as the card is created, from its dice and the GM's own reading of the attack (readAttack);
 * when that fails (a card its rolls don't give) it spends every swing the attacker had left this rotation.
 */
function apSpentOf(message: CardMessage, attack: AttackMessageModel, combatant: SpendingCombatant): number {
  if (message.author?.isGM === true) return spentBy(attack.targets.map((t) => t.outcome));
  const outcomes = rederivedOutcomes(message, attack, readAttack(message.rolls, attack));
  if (outcomes) return spentBy(outcomes);
  const actor = actorOf(attack.attacker.actorUuid);
  const left = rotationAp(Math.max(0, whole(actorData(actor)?.ap.value)), whole(combatant.system.spent.ap));
  return apSwings(left, attack.weapon.apCost) * attack.weapon.apCost;
}

/**
 * T8, on the active GM's client: a LoT attack card with an AP weapon adds the AP its swings spent to the attacker's
 * combatant's ledger in the started fight (`system.spent.ap`, cleared when the next round starts), which the next
 * attack's swings are counted from.
 */
function onCreateMessage(message: ChatMessage.Implementation): void {
  const attack = message.system instanceof AttackMessageModel ? message.system : null;
  if (!attack || game.users?.activeGM?.isSelf !== true) return;
  if (attack.preset !== "lot" || worldRulesInForce().preset !== "lot" || attack.weapon.apCost <= 0) return;
  const actor = actorOf(attack.attacker.actorUuid);
  const combatant = actor ? combatantOf(actor) : null;
  if (!combatant) return;
  const amount = apSpentOf(stored(message), attack, combatant);
  if (amount <= 0) return;
  writing = writing.then(() => {
    const { parent: combat, system: { spent } } = combatant;
    const ap = whole(spent.ap) + amount;
    return combat ? combatant.update(ledgerUpdate(combat, combatant, { ...spent, ap })) : null;
  }).catch((error: unknown) => console.error(error));
}

/** T8: waits for the AP ledger writes this client has started (tests and callers that read the ledger next). */
export function apLedgerSettled(): Promise<unknown> {
  return writing;
}

/** Registers the active GM's T8 ledger of AP spent on swings (a createChatMessage hook). */
export function registerApLedger(): void {
  Hooks.on("createChatMessage", onCreateMessage);
}
