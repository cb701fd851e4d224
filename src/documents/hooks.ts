/**
 * The payloads of Fray's hooks for modules (README "Macros and modules"): each hook passes one payload object. The
 * `pre` hooks are called with Hooks.call (a callback returning false cancels, with a notice); the others with
 * Hooks.callAll. Stable like `game.fray.api`: fields may be added, never removed or changed in meaning.
 */
import type { StoredAttackTarget } from "../data/chat-message/attack-context.js";
import type { StoredDamageTarget } from "../data/chat-message/damage-preview.js";
import type { DamageRoll } from "../dice/_module.js";
import type { ChangeRecord } from "../rules/index.js";
import type { AttackOptions } from "./cards/attack-input.js";
import type { CardMessage } from "./cards/card-message.js";
import type { CombatLike, CombatantLike } from "./combat/types.js";

/** `fray.preAttack`: before an attack checks, spends or rolls anything; change `targets`/`options` in place. */
export interface PreAttackPayload {
  /** The attacker. */
  actor: Actor.Implementation;
  /** The weapon it attacks with. */
  weapon: Item.Implementation;
  /** What is attacked (tokens, token documents, actors or their uuids; by default the user's targets). */
  targets: unknown[];
  /** The attack's options as the api's `attack` takes them; checked against the rules after the hook. */
  options: AttackOptions;
}

/** `fray.attack`: after the attack card is posted, with the rules' outcome against each target. */
export interface AttackPayload {
  /** The attacker. */
  actor: Actor.Implementation;
  /** The weapon it attacked with. */
  weapon: Item.Implementation;
  /** The attack card. */
  message: ChatMessage.Implementation;
  /** The card's targets: token and actor uuids, name, and `outcome` (hit, miss, critical or fumble, Shock …). */
  outcomes: readonly StoredAttackTarget[];
}

/** `fray.preDamage`: before an attack card's damage is rolled (and before a GM's reroll undoes the card before). */
export interface PreDamagePayload {
  /** The attack card. */
  attack: CardMessage;
  /** The attacker, or null when it is gone. */
  actor: Actor.Implementation | null;
  /** The weapon's uuid (as the card stores it). */
  itemUuid: string;
}

/** `fray.damage`: after the damage card is posted. */
export interface DamagePayload extends PreDamagePayload {
  /** The damage card. */
  message: ChatMessage.Implementation;
  /** Its rolls: a DamageRoll per swing, then A5's Fatal d4s when aimed there. */
  rolls: readonly (DamageRoll | Roll)[];
}

/**
 * `fray.preApply`: before a damage, Shock or heal card is applied to one target, on the asker's client (advisory)
 * and again on the active GM's before it writes a player's request; false refuses it there and nothing is written.
 */
export interface PreApplyPayload {
  /** The damage card (in damage, Shock or heal mode). */
  message: CardMessage;
  /** The card's row of the target, a copy (changing it changes nothing). */
  target: Readonly<StoredDamageTarget>;
  /** The target's actor, or null when it is gone. */
  actor: Actor.Implementation | null;
  /** Who asks for the application. */
  user: User.Implementation;
  /** The card's mode. */
  mode: "damage" | "heal" | "shock";
}

/** `fray.apply`: after an application is written, on the client that wrote it (the GM's for a player's request). */
export interface ApplyPayload {
  /** The damage card. */
  message: CardMessage;
  /** The card's row of the target as now stored. */
  target: StoredDamageTarget;
  /** The target's actor. */
  actor: Actor.Implementation | null;
  /** Who asked for it. */
  user: User.Implementation;
  /** What was changed (HP, overshield, wounds, statuses …), as undo reverses it. */
  changes: ChangeRecord;
}

/** `fray.undo`: after an application is undone, on the client that wrote the undo. */
export type UndoPayload = Omit<ApplyPayload, "changes">;

/** `fray.turnStart` and `fray.turnEnd`: a turn taken starts or ends (the active GM's client; never a skipped turn). */
export interface TurnPayload {
  /** The combat. */
  combat: CombatLike;
  /** Whose turn it is. */
  combatant: CombatantLike;
  /** The round. */
  round: number;
  /** The turn's index in `combat.turns`. */
  turn: number | null;
}
