import { documentAt, stored } from "../../types/shims.js";
import { AttackMessageModel } from "../../data/chat-message/attack.js";
import { DamageMessageModel } from "../../data/chat-message/damage.js";
import type { WeaponSnapshot } from "../../data/chat-message/fields.js";
import { localize } from "../../data/chat-message/localize.js";
import { DamageRoll } from "../../dice/_module.js";
import type { AttackOutcome, DamageKind, Dice } from "../../rules/index.js";
import { worldRulesInForce } from "../../settings.js";
import { attackRule, refuseOptions, type Defended } from "./attack-input.js";
import { cardSide, diceFit, readAttack, type AttackRecord, type Face, type ReadRoll } from "./attack-record.js";
import { builtTargets, currentDamageCard, matchesRolls, type CardMessage } from "./damage.js";
import { shockTargets, type BuiltTarget } from "./damage-targets.js";
import { warn } from "./notice.js";
import { recordedAttack, shockCardRecorded } from "../ledger/index.js";
import { recordAttack } from "./witness.js";
import { tragedyCard } from "../free-hits/tragedy.js";
import { actorOf } from "./targets.js";

/** True when a roll's total is the sum its dice and numbers give (a total typed over the dice is not). */
function totalFits(roll: ReadRoll): boolean {
  try {
    return roll.total === new foundry.dice.Roll(roll.result).evaluateSync().total;
  } catch {
    return false;
  }
}

/** Runs a rule with exactly the faces given (each asked for by a die of its size); null when they don't fit. */
function replay<T>(rule: (dice: Dice) => T, pool: readonly Face[]): T | null {
  let next = 0;
  const dice: Dice = {
    roll(faces: number): number {
      const face = pool[next++];
      if (face?.faces !== faces) throw new RangeError("The rolled dice are not the ones the rule asks for");
      return face.result;
    },
  };
  try {
    const result = rule(dice);
    return next === pool.length ? result : null;
  } catch {
    return null;
  }
}

/**
 * The GM's record of a player's attack card (recordedAttack): made when the card was created, else now, once, the
 * first time the active GM is asked about it (recordAttack); off the active GM's client, what it reads now.
 */
function attackRecordOf(message: CardMessage, attack: AttackMessageModel): AttackRecord | null {
  const recorded = recordedAttack(message.id) ?? recordAttack(message);
  return recorded === undefined ? readAttack(message.rolls, attack) : recorded;
}

/**
 * L10: true when no row of a damage card is for a target the attack reaches only at Extreme and has not landed on
 * (the record's landing, written by the active GM, not the card's, which its author can edit).
 */
function reachedOnRecord(damage: DamageMessageModel, record: AttackRecord): boolean {
  return damage.targets.every((t) => !record.extreme?.includes(t.tokenUuid) || record.landed?.[t.tokenUuid] === true);
}

/** An attack outcome as plain values in a fixed order, to compare a card's with the one re-derived. */
function canonical(o: AttackOutcome): string {
  const e = o.escalation;
  return JSON.stringify([o.outcome, o.natural, o.total, o.needed, o.checked ?? null, o.critThreshold ?? null,
    o.tie ?? null, o.shock ? [o.shock.amount, o.shock.negatedBy ?? null, o.shock.shieldUsed === true] : null,
    o.shockFloor, e ? [e.kind, e.level, [...e.rolls], e.multiplier, e.targetDefeated === true, e.freeHit === true,
      e.freeHitCritical === true, e.attackerDies === true] : null,
    o.ap ? [o.ap.swings, o.ap.apSpent, o.ap.apLeft] : null, [...o.notes]]);
}

/**
 * True when the weapon a card stores is the one re-derived from its item and wielder (formula, kind, Shock, AP,
 * threat, S6 damage terms; a record or card from before the damage terms has none, 0).
 */
function sameWeapon(card: WeaponSnapshot, item: WeaponSnapshot): boolean {
  return card.uuid === item.uuid && card.formula === item.formula && card.kind === item.kind
    && card.shock.damage === item.shock.damage && card.shock.maxAc === item.shock.maxAc
    && card.apCost === item.apCost && card.threat === item.threat
    && (card.damageBonus ?? 0) === (item.damageBonus ?? 0);
}

/**
 * The outcomes an attack card's own dice give, re-judged from the attack's record (attackRecordOf, or readAttack on
 * the GM's client as the card is created): the weapon re-derived from its item on the attacker, the attacker's
 * numbers and each target's defense. Null when the card's options, targets and attack dice are not as recorded, its
 * weapon is not its item's, the rules refuse its options, a target was unread, or the dice don't fit the rule.
 */
export function rederivedOutcomes(message: CardMessage, attack: AttackMessageModel, record: AttackRecord | null):
AttackOutcome[] | null {
  const rules = worldRulesInForce();
  const card = cardSide(message.rolls, attack);
  if (!record || !card.faces || JSON.stringify(card) !== JSON.stringify(record.card)) return null;
  if (attack.preset !== rules.preset || !sameWeapon(attack.weapon, record.weapon)) return null;
  if (refuseOptions(card.options, rules)) return null;
  const views = card.targets.map((id) => record.defenses[id] ?? null);
  if (views.some((v) => v === null)) return null;
  return replay(attackRule(rules, record.attacker, record.weaponNumbers, card.options, views as Defended[]),
    card.faces);
}

/**
 * True when an attack card is what its rolls give: each target's outcome re-judged from its dice and its record
 * (rederivedOutcomes) is the card's, and a tragedy's free hit answers a tragedy that happened (tragedySound).
 */
function attackMatches(message: CardMessage, attack: AttackMessageModel, record: AttackRecord | null): boolean {
  const outcomes = rederivedOutcomes(message, attack, record);
  if (!outcomes || (attack.options.freeHitOf !== "" && !tragedySound(message, record!))) return false;
  return outcomes.length === attack.targets.length
    && outcomes.every((o, i) => canonical(o) === canonical(attack.targets[i]!.outcome));
}

/**
 * A8: true when a tragedy's free hit answers a tragedy that happened: the fumbling card names the free hitter (the
 * owner of the weapon the GM recorded) on a fumble row with a tragedy, the free hit attacks only its attacker (the
 * recorded targets' actors), no earlier card claimed it, and a fumbling card a player wrote is itself what its rolls
 * give (attackMatches).
 */
function tragedySound(message: CardMessage, record: AttackRecord): boolean {
  const hitter = (documentAt(record.weapon.uuid) as { parent?: { uuid?: string } | null } | null)?.parent?.uuid ?? "";
  const targets = record.card.targets.map((uuid) => actorOf(uuid)?.uuid ?? "");
  const fumble = tragedyCard(record.card.options.freeHitOf, hitter, targets, message.id);
  if (!fumble || !(fumble.system instanceof AttackMessageModel)) return false;
  if (!byPlayer(fumble)) return true;
  return attackMatches(stored(fumble), fumble.system, attackRecordOf(stored(fumble), fumble.system));
}

/**
 * True when a damage card's rolls are its weapon's: each damage roll of the formula the attack card stores (checked
 * against the item first), its dice whole faces of their dice and its total their sum; the Fatal roll plain d4s.
 */
function damageRollsMatch(message: CardMessage, attack: AttackMessageModel): boolean {
  let formula: string;
  try {
    formula = new foundry.dice.Roll(attack.weapon.formula).formula;
  } catch {
    return false;
  }
  return message.rolls.every((roll) => (roll instanceof DamageRoll ? roll.formula === formula && totalFits(roll)
    : /^\d+d4$/.test(roll.formula)) && diceFit(roll));
}

/** The parts of a damage row its rolls decide, but not whose row it is. */
function hitParts(t: Pick<BuiltTarget, "hits" | "defeated" | "fatalRoll" | "spendsShield">): string {
  return JSON.stringify([t.hits.map((h) => [h.amount, h.kind, h.ignoresOvershield === true]), t.defeated,
    t.fatalRoll, t.spendsShield]);
}

/**
 * True when a damage card's rows are what its rolls give against the attack card: each rebuilt row is on the card
 * as rebuilt, and a row for a token the attack did not target is a copy of one of them (applied to a selected token).
 */
function rowsMatchRolls(message: CardMessage, damage: DamageMessageModel, attack: AttackMessageModel): boolean {
  const fatal = message.rolls.find((r) => !(r instanceof DamageRoll));
  const rebuilt = damage.mode === "shock" ? shockTargets(attack.targets, attack.weapon.kind as DamageKind)
    : builtTargets(attack, message.rolls.filter((r) => r instanceof DamageRoll), fatal);
  const byToken = new Map(rebuilt.map((t) => [t.tokenUuid, hitParts(t)]));
  const copies = new Set(byToken.values());
  return rebuilt.every((t) => damage.targets.some((s) => s.tokenUuid === t.tokenUuid))
    && damage.targets.every((s) => {
      const own = byToken.get(s.tokenUuid);
      return own === undefined ? copies.has(hitParts(s)) : own === hitParts(s);
    });
}

/** True when the damage card's author may roll its attack's damage: the attack's author or its attacker's owner. */
function rollsFor(message: CardMessage, source: { author?: { id?: string | null } | null }, attack: AttackMessageModel):
boolean {
  const author = game.users?.get(message.author?.id ?? "");
  return !!author && (source.author?.id === author.id
    || actorOf(attack.attacker.actorUuid)?.testUserPermission(author, "OWNER") === true);
}

/** True when a player wrote the message (its author, which the server sets, is not a GM). */
function byPlayer(message: { author?: { isGM?: boolean } | null }): boolean {
  return message.author?.isGM !== true;
}

/**
 * Why a damage or Shock card may not be applied (a lang key), or null. The card must be its attack's current damage
 * card (one attack, one damage), or the Shock card its attack posted first (S7, on the ledger: one deleted still
 * counts). When a player wrote it or its attack card, everything a player can write is
 * re-derived from what they can't: the attack card (attackMatches) and the damage rolls (damageRollsMatch), no row
 * for a target an Extreme attack has not landed on (L10, reachedOnRecord), then the rows (rowsMatchRolls). A die
 * face rolled on the player's client can't be re-derived, only checked against its die.
 */
export function refuseForged(message: CardMessage): string | null {
  const damage = message.system instanceof DamageMessageModel ? message.system : null;
  if (!damage || damage.mode === "heal") return null;
  const source = game.messages?.get(damage.attackMessageId);
  const attack = source?.system instanceof AttackMessageModel ? source.system : null;
  if (!source || !attack) return "FRAY.CHAT.Refusal.notRolled";
  if (damage.mode === "damage" && currentDamageCard(source.id!)?.id !== message.id) return "FRAY.CHAT.Trust.superseded";
  const shockFrom = damage.mode === "shock" ? shockCardRecorded(source.id!) : null;
  if (shockFrom && shockFrom !== message.id) return "FRAY.CHAT.Trust.shockPosted";
  if (!byPlayer(message) && !byPlayer(source)) return null;
  if (byPlayer(message) && !rollsFor(message, source, attack)) return "FRAY.CHAT.Notice.notYourDamage";
  const record = attackRecordOf(stored(source), attack);
  const rolled = attackMatches(stored(source), attack, record)
    && (damage.mode !== "damage" || (damageRollsMatch(message, attack) && reachedOnRecord(damage, record!)));
  if (!rolled) return "FRAY.CHAT.Trust.forged";
  return rowsMatchRolls(message, damage, attack) ? null : "FRAY.CHAT.Refusal.notRolled";
}

/**
 * The GM's check of a card a query asks to apply: refuseForged, then the card's rows exactly as its rolls give them
 * (matchesRolls). A refusal is also shown to the GM, naming the card's author.
 */
export function refuseQueried(message: CardMessage): string | null {
  const reason = refuseForged(message) ?? (matchesRolls(message) ? null : "FRAY.CHAT.Refusal.notRolled");
  if (reason) warn("FRAY.CHAT.Trust.refusedFor", { author: message.author?.name ?? "", reason: localize(reason) });
  return reason;
}
