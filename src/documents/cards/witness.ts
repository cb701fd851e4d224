import { SYSTEM_ID } from "../../config/system.js";
import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { worldRulesInForce } from "../../settings.js";
import { combatView } from "./actor-view.js";
import type { Defended } from "./attack-input.js";
import { actorOf } from "./targets.js";

/** The world setting where the active GM records what each player's attack read of its targets. */
const SETTING = "attackRecords";

/** The recorded targets of each attack card, by message id, then by target token uuid (null: no actor then). */
type Records = Record<string, Record<string, Defended | null>>;

/** Records being written on this client, one after the other (each write reads the last one's result). */
let writing: Promise<void> = Promise.resolve();

/** What an attack reads of a target, from its combat view. */
export function defendedOf(view: Defended): Defended {
  return { defense: view.defense, lot: { ...view.lot }, player: view.player, shieldReady: view.shieldReady };
}

/** The records as stored: an object, else none. */
function records(): Records {
  const value: unknown = game.settings.get(SYSTEM_ID, SETTING);
  return typeof value === "object" && value !== null ? value as Records : {};
}

/**
 * What a player's attack card read of its target, as the active GM read it when the card was created; undefined
 * when the GM recorded nothing for that card (none was online, or the card is a GM's), null when the target had no
 * actor then. A world setting: only a GM can write it, so a player's later edit of the card leaves it as it was.
 */
export function recordedDefense(attackId: string, tokenUuid: string): Defended | null | undefined {
  return records()[attackId]?.[tokenUuid];
}

/** Records a player's new attack card's targets as this GM reads them now, keeping only cards still in the log. */
async function record(message: ChatMessage.Implementation, attack: AttackMessageModel): Promise<void> {
  const rules = worldRulesInForce();
  const entry = Object.fromEntries(attack.targets.map((t) => {
    const actor = actorOf(t.tokenUuid);
    return [t.tokenUuid, actor ? defendedOf(combatView(actor, rules)) : null];
  }));
  const kept = Object.entries(records()).filter(([id]) => game.messages?.has(id));
  await game.settings.set(SYSTEM_ID, SETTING, { ...Object.fromEntries(kept), [message.id!]: entry });
}

/** On the active GM's client: a player's attack card just created has its targets' defenses recorded. */
function onCreateMessage(message: ChatMessage.Implementation): void {
  if (!(message.system instanceof AttackMessageModel) || message.author?.isGM !== false) return;
  if (game.users?.activeGM?.isSelf !== true) return;
  const attack = message.system;
  writing = writing.then(() => record(message, attack)).catch((error: unknown) => console.error(error));
}

/** Registers the GM's record of players' attacks (a hidden world setting) and the hook that writes it. */
export function registerAttackWitness(): void {
  game.settings.register(SYSTEM_ID, SETTING, {
    scope: "world",
    config: false,
    type: new foundry.data.fields.ObjectField(),
    default: {},
  });
  Hooks.on("createChatMessage", onCreateMessage);
}
