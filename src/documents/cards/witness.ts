import { SYSTEM_ID } from "../../config/system.js";
import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { readAttack, type AttackRecord } from "./attack-record.js";

/** The world setting where the active GM records each player's attack as it read it when the card was created. */
const SETTING = "attackRecords";

/** The records by attack message id. */
type Records = Record<string, AttackRecord | null>;

/** Records being written on this client, one after the other (each write reads the last one's result). */
let writing: Promise<void> = Promise.resolve();

/** The records as stored: an object, else none. */
function records(): Records {
  const value: unknown = game.settings.get(SYSTEM_ID, SETTING);
  return typeof value === "object" && value !== null ? value as Records : {};
}

/**
 * A player's attack card as the active GM read it when the card was created (readAttack); undefined when the GM
 * recorded nothing for it (none was online, or a GM made it), null when its attacker or weapon was gone then. A
 * world setting: only a GM can write it, so a player's later edit of the card, its rolls, the weapon's item or the
 * attacker's sheet leaves it as it was.
 */
export function recordedAttack(attackId: string): AttackRecord | null | undefined {
  return records()[attackId];
}

/** Stores one record, keeping only those of cards still in the chat log. */
async function store(id: string, record: AttackRecord | null): Promise<void> {
  const kept = Object.entries(records()).filter(([key]) => game.messages?.has(key));
  await game.settings.set(SYSTEM_ID, SETTING, { ...Object.fromEntries(kept), [id]: record });
}

/**
 * L10, on the active GM's client: notes on a player's attack record whether its Extreme attack landed on each
 * target (by token uuid), so that what the card's author writes on the card later changes nothing.
 */
export async function recordLanding(attackId: string, landed: Record<string, boolean>): Promise<void> {
  const record = records()[attackId];
  if (!record) return;
  const next = { ...record, landed: { ...record.landed, ...landed } };
  writing = writing.then(() => store(attackId, next)).catch((error: unknown) => console.error(error));
  await writing;
}

/** On the active GM's client: a player's attack card, read as it is created, before any later edit. */
function onCreateMessage(message: ChatMessage.Implementation): void {
  if (!(message.system instanceof AttackMessageModel) || message.author?.isGM !== false) return;
  if (game.users?.activeGM?.isSelf !== true) return;
  const record = JSON.parse(JSON.stringify(readAttack(message.rolls, message.system))) as AttackRecord | null;
  const id = message.id!;
  writing = writing.then(() => store(id, record)).catch((error: unknown) => console.error(error));
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
