import { messageModeOption } from "../../compat.js";
import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { DamageMessageModel } from "../../data/chat-message/damage.js";
import type { DamageKind } from "../../rules/index.js";
import { cardSpeaker } from "./attacker.js";
import { damageOptions, itemFlags, type CardMessage } from "./damage.js";
import { shockTargets } from "./damage-targets.js";
import { warn } from "./notice.js";

/** Shock cards being posted on this client, by attack card: a second click while one is posted waits for it. */
const posting = new Map<string, Promise<CardMessage | null>>();

/**
 * The attack card's Shock card: the first damage card in Shock mode that names it (the one its Shock is applied
 * from; a later one, posted by another client at the same moment, applies nothing), or null.
 */
export function shockCardOf(attackId: string): CardMessage | null {
  return game.messages?.contents.find((m) => m.system instanceof DamageMessageModel && m.system.mode === "shock"
    && m.system.attackMessageId === attackId) ?? null;
}

/** Posts the Shock card of an attack card: one row per miss that takes Shock (S7–S9); no dice, Shock is fixed. */
async function postShockCard(message: CardMessage, attack: AttackMessageModel, mode?: string):
Promise<CardMessage | null> {
  const targets = shockTargets(attack.targets, attack.weapon.kind as DamageKind)
    .map((t) => ({ ...t, applied: null, undone: false }));
  const system = { preset: attack.preset, mode: "shock", attacker: { ...attack.attacker },
    weapon: { ...attack.weapon, shock: { ...attack.weapon.shock } }, attackMessageId: message.id, aimedArea: "",
    damageOptions: damageOptions(), targets };
  return await CONFIG.ChatMessage.documentClass.create({ type: "damage", system, rolls: [],
    speaker: cardSpeaker(attack.attacker), flags: itemFlags(attack.weapon.uuid) }, messageModeOption(mode)) ?? null;
}

/**
 * S7: the Shock card of an attack card, posted the first time it is asked for (the attack card's Apply Shock, or
 * `game.fray.api.shock`): a damage card in Shock mode, applied and undone through the same path and GM query as
 * damage. An attack card with no miss that takes Shock gives a notice and null.
 */
export async function shockCard(message: CardMessage | null, { mode }: { mode?: string } = {}):
Promise<CardMessage | null> {
  const attack = message?.system instanceof AttackMessageModel ? message.system : null;
  if (!message || !attack) {
    warn("FRAY.CHAT.Notice.notAttack");
    return null;
  }
  const existing = shockCardOf(message.id);
  if (existing) return existing;
  if (!shockTargets(attack.targets, attack.weapon.kind as DamageKind).length) {
    warn("FRAY.CHAT.Notice.noShock");
    return null;
  }
  let pending = posting.get(message.id);
  if (!pending) {
    pending = postShockCard(message, attack, mode).finally(() => posting.delete(message.id));
    posting.set(message.id, pending);
  }
  return pending;
}
