import { messageModeOption } from "../../compat.js";
import { AttackRoll, DiceBridgeError, rollForRule, rollKind } from "../../dice/_module.js";
import {
  RulesRangeError, RulesTypeError, attackActionKind, refuseSwings, rotationAp, type RulesInForce,
} from "../../rules/index.js";
import { worldRulesInForce } from "../../settings.js";
import { WeaponModel } from "../../data/item/weapon.js";
import { actorData, combatView, roundAccuracy, type CardActor } from "./actor-view.js";
import {
  attackRule, refuseOptions, storedOptions, type AttackOptions, type AttackerNumbers, type StoredOptions,
  type WeaponNumbers,
} from "./attack-input.js";
import { attackerToken, noRangeLine, rangeLine } from "./attacker.js";
import { weaponAttackTerms } from "./attack-terms.js";
import { flanked } from "./flanking.js";
import { attackRanges, pendingLanding } from "./range.js";
import { inMeleeZone } from "../free-hits/zone.js";
import { tragedyCard, tragedyRow } from "../free-hits/tragedy.js";
import { claimFreeHit } from "../free-hits/taken.js";
import { resolvedFormula } from "./formula.js";
import { allowedAttack } from "./attack-guard.js";
import { warn } from "./notice.js";
import { combatantOf } from "./spender.js";
import { cardTarget, userTargets } from "./targets.js";
import { zoneAttackOf } from "./zone-attack.js";
import type { PreAttackPayload } from "../hooks.js";

/** What rollAttack takes besides the actor and weapon. */
export interface AttackRequest {
  /** Tokens (or token documents, or actors) to attack; default: the user's targets now. */
  targets?: Iterable<unknown>;
  options?: AttackOptions;
  /** A roll/message mode; default: the user's current one. */
  mode?: string;
  /** The attacker's token (a Token or its document); default: the token actor's own, else one the user controls. */
  token?: unknown;
  /**
   * false: the GM attacks without spending the attacker's action (ignored for a player); "freeHit": A9, the attack
   * is a free hit and spends one of the round's free-hit slots instead, on any turn; "extraAttack": A2, the attack
   * spends the Move Action and both Bonus Actions instead of the Attack Action; default: in a started combat the
   * attack spends the rulebook's action first (attackActionKind).
   */
  spend?: boolean | "freeHit" | "extraAttack";
}

/** What the free-hit cards add to an attack (not part of the macro API's request). */
export interface AttackSteps {
  /**
   * A8, A9: claims the free hit the attack takes on the GM's record once its action is spent, before anything is
   * rolled; false (after its notice) stops the attack.
   */
  claim?: () => Promise<boolean>;
}

/** A whole number from system data, else `fallback`. */
function int(value: unknown, fallback = 0): number {
  return Number.isInteger(value) ? value as number : fallback;
}

/** T8: the AP the attacker's swings spent this rotation (its combatant's ledger in a started fight), else 0. */
function rotationApSpent(actor: CardActor): number {
  return int(combatantOf(actor)?.system.spent.ap);
}

/**
 * The attacker's numbers (the GM re-derives them with this): the terms the world's rulebook adds to hit (A5 with a
 * Disrupting wound's part for the round it was dealt in), Shock's attribute modifier and a hit's damage terms
 * (weaponAttackTerms), whether a player attacks, its critical threshold, and (T8) its AP less what its swings spent
 * this rotation.
 */
export function attackerNumbers(actor: CardActor, weapon: WeaponModel): AttackerNumbers {
  const data = actorData(actor);
  const terms = weaponAttackTerms(worldRulesInForce().preset, data, weapon, roundAccuracy(actor));
  return { bonus: terms.bonus, attributeMod: terms.shockAttributeMod, damageBonus: terms.damageBonus,
    player: actor.type === "character", critThreshold: int(data?.critThreshold, 20),
    ap: rotationAp(Math.max(0, int(data?.ap.value)), rotationApSpent(actor)) };
}

/** The weapon's numbers (S7 Shock, T8 AP cost, L8 threat, magic bonus). */
export function weaponNumbers(weapon: WeaponModel): WeaponNumbers {
  const { damage, maxAc } = weapon.shock;
  return { shock: { damage, maxAc }, apCost: weapon.apCost, threat: weapon.threat, magicBonus: weapon.magicBonus };
}

/**
 * The weapon's damage formula with the wielder's roll data filled in, or null (with a notice) when a reference names
 * nothing or it is not one Foundry can roll.
 */
function weaponFormula(actor: CardActor, name: string, weapon: WeaponModel): string | null {
  const formula = resolvedFormula(weapon.damage.formula, actor);
  if (formula !== null) return formula;
  warn("FRAY.CHAT.Notice.badFormula", { name, formula: weapon.damage.formula });
  return null;
}

/**
 * T8: under LoT an AP weapon's attack needs a swing left this rotation, and no more swings chosen than are left;
 * false after a notice (before any action is spent).
 */
function swingsLeft(actor: CardActor, weapon: WeaponModel, options: StoredOptions, rules: RulesInForce): boolean {
  if (rules.preset !== "lot" || weapon.apCost <= 0) return true;
  const refusal = refuseSwings({ ap: Math.max(0, int(actorData(actor)?.ap.value)), spent: rotationApSpent(actor),
    apCost: weapon.apCost, chosen: options.apSwings });
  if (refusal) warn(refusal.reason, refusal.data);
  return refusal === null;
}

/**
 * In a started combat the attacker's combatant spends the attack's action (L7, Z6, S4, A2, T6; T8 one Full for all
 * of an AP weapon's swings) through FrayCombatant#spendAction: true when spent or nothing is to be spent (outside
 * combat, an attacker not in it, or the GM's `spend: false`); false after that path's notice. S10: a charge is
 * recorded with it on the GM's client (the charger's AC −2 until the round ends), even when the GM spends nothing.
 */
async function spendAttackAction(actor: CardActor, options: StoredOptions, spend: AttackRequest["spend"]):
Promise<boolean> {
  const combatant = combatantOf(actor);
  if (spend === false && game.user?.isGM) {
    if (combatant && options.charge) await combatant.update({ "system.charged": game.combat!.round });
    return true;
  }
  const preset = worldRulesInForce().preset;
  const kind = spend === "freeHit" ? "freeHit" : spend === "extraAttack" && preset === "agility" ? "extraAttack"
    : attackActionKind(preset, options);
  return !combatant || combatant.spendAction(kind, { charge: options.charge });
}

/**
 * Rolls an attack with `weapon` against the targets (read at roll time, stored by token; the attacker's token too,
 * which speaks the card and, under Lur-Asko, gives each target's zone range, Z10) and posts the attack card with
 * the real rolls; a bad weapon, a forbidden situation, an option whose rule is off, no target with an actor, a melee
 * attack by or on a character its group protects (Z14), a target out of range (L10) or an action the attacker can't
 * spend gives a notice and spends and rolls nothing; a token without an actor is left out with a notice. A melee
 * attack carries the attacker's breakout disadvantage (Z13). Under Legend each target's range is on its row, or
 * that none was measured when the attacker has no token on the viewed scene (L10); in a started combat, an attack
 * at Extreme waits to land at the start of the attacker's next turn. T8: an AP weapon with no swing left this
 * rotation (or fewer than chosen) is refused before anything is spent. A8: a tragedy's free hit
 * (`options.freeHitOf`) spends nothing, and is refused unless that fumbling card gives it to this attacker against
 * these targets and the active GM records it as taken now (once only); `steps.claim` claims any other free hit.
 * `fray.preAttack` runs first (a module may change the targets and options, or cancel with a notice); `fray.attack`
 * after the card, which carries the weapon's uuid (`flags.fray.itemUuid`) and its rolls the item's id.
 */
export async function rollAttack(actor: CardActor, weapon: Item.Implementation,
  { targets, options = {}, mode, token, spend }: AttackRequest = {}, steps: AttackSteps = {}):
Promise<ChatMessage.Implementation | null> {
  const data = weapon?.system instanceof WeaponModel ? weapon.system : null;
  if (!data) {
    warn("FRAY.CHAT.Notice.notWeapon");
    return null;
  }
  const asked: PreAttackPayload = { actor, weapon, targets: [...(targets ?? userTargets())],
    options: foundry.utils.deepClone(options) };
  if (Hooks.call("fray.preAttack", asked) === false) {
    warn("FRAY.CHAT.Notice.cancelled.attack", { name: weapon.name });
    return null;
  }
  const formula = weaponFormula(actor, weapon.name, data);
  if (formula === null) return null;
  const stored = storedOptions(asked.options);
  if (!allowedAttack(actor, asked.targets, stored)) return null;
  const rules = worldRulesInForce();
  const refusal = refuseOptions(stored, rules);
  if (refusal) {
    warn(refusal.reason, refusal.data);
    return null;
  }
  const given = [...asked.targets];
  const chosen = given.map(cardTarget).filter((t) => t !== null);
  if (!chosen.length) {
    warn(given.length ? "FRAY.CHAT.Notice.noActorTargets" : "FRAY.CHAT.Notice.noTargets");
    return null;
  }
  const zone = zoneAttackOf(actor, data, chosen);
  if (!zone.ok) {
    warn(zone.reason, zone.data);
    return null;
  }
  const from = attackerToken(actor, token);
  const ranges = attackRanges(rules, actor, from?.uuid ?? "", data, chosen.map((t) => t.tokenUuid), stored.range);
  const outOfRange = ranges.find((r) => r?.refusal)?.refusal;
  if (outOfRange) {
    warn(outOfRange.key, outOfRange.data);
    return null;
  }
  const fumble = stored.freeHitOf === "" ? null
    : tragedyCard(stored.freeHitOf, actor.uuid, chosen.map((t) => t.actor.uuid));
  if (stored.freeHitOf !== "" && !fumble) {
    warn("FRAY.CHAT.FreeHit.noTragedy");
    return null;
  }
  if (!swingsLeft(actor, data, stored, rules)) return null;
  if (!fumble && !(await spendAttackAction(actor, stored, spend))) return null;
  const claim = fumble ? () => claimFreeHit(fumble.id!, tragedyRow(fumble, actor.uuid)) : steps.claim;
  if (claim && !(await claim())) return null;
  const waits = combatantOf(actor) !== null;
  if (chosen.length < given.length) warn("FRAY.CHAT.Notice.noActor");
  const defended = chosen.map((t) => flanked(combatView(t.actor, rules), t.tokenUuid, rules));
  const views = defended.map((d, i) => ({ ...d.view, rangePenalty: ranges[i]?.penalty ?? 0,
    inMeleeZone: rules.preset === "agility" && inMeleeZone(from?.uuid ?? "", chosen[i]!.tokenUuid) }));
  const numbers = { ...attackerNumbers(actor, data), disadvantage: zone.disadvantage };
  const rule = attackRule(rules, numbers, weaponNumbers(data), stored, views);
  let rolled;
  try {
    rolled = await rollForRule(rule, { rollClass: AttackRoll, rollOptions: { ...rollKind("attack", weapon.id),
      ...zone.disadvantage ? { disadvantage: zone.disadvantage } : {} } });
  } catch (error) {
    if (error instanceof RulesRangeError || error instanceof RulesTypeError || error instanceof DiceBridgeError) {
      warn(error.key, "data" in error ? error.data : {});
      return null;
    }
    throw error;
  }
  const system = {
    preset: rules.preset, options: stored,
    attacker: { tokenUuid: from?.uuid ?? "", actorUuid: actor.uuid, name: actor.name, img: actor.img ?? "" },
    weapon: weaponSnapshot(weapon, data, formula, numbers.damageBonus),
    targets: chosen.map((t, i) => ({ tokenUuid: t.tokenUuid, actorUuid: t.actor.uuid, name: t.name, img: t.img,
      outcome: rolled.result[i]!, flanking: defended[i]!.line,
      range: rangeLine(from, t) ?? ranges[i]?.line ?? noRangeLine(rules.preset, from, ranges[i], actor.name),
      extreme: waits && ranges[i]?.extreme ? pendingLanding(t.tokenUuid) : null })),
  };
  const cls = CONFIG.ChatMessage.documentClass;
  const speaker = cls.getSpeaker(from ? { token: from } : { actor });
  const message = await cls.create({ type: "attack", system, rolls: rolled.rolls, speaker,
    flags: { fray: { itemUuid: weapon.uuid } } }, messageModeOption(mode)) ?? null;
  if (message) Hooks.callAll("fray.attack", { actor, weapon, message, outcomes: system.targets });
  return message;
}

/**
 * The weapon as a card stores it, its formula resolved and what a hit adds to it (S6, the wielder's
 * `damageBonus`); the GM re-derives it with this.
 */
export function weaponSnapshot(weapon: Item.Implementation, data: WeaponModel, formula: string, damageBonus: number) {
  const numbers = weaponNumbers(data);
  return { uuid: weapon.uuid, name: weapon.name, img: weapon.img ?? "", formula, kind: data.damage.kind,
    shock: numbers.shock, apCost: numbers.apCost, threat: numbers.threat, damageBonus };
}
