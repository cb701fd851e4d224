import type { AttackMessageModel } from "../../data/chat-message/attack.js";
import { WeaponModel } from "../../data/item/weapon.js";
import { AttackRoll } from "../../dice/_module.js";
import { worldRulesInForce } from "../../settings.js";
import { documentAt } from "../../types/shims.js";
import { combatView } from "./actor-view.js";
import { flanked } from "./flanking.js";
import { attackRanges, targetSquare } from "./range.js";
import { combatantOf } from "./spender.js";
import { attackerNumbers, weaponNumbers, weaponSnapshot } from "./attack.js";
import { storedOptions, type AttackOptions, type Defended } from "./attack-input.js";
import type { AttackRecord, CardSide, Face } from "../ledger/attack-types.js";
import { resolvedFormula } from "./formula.js";
import { inMeleeZone } from "../free-hits/zone.js";
import { actorOf } from "./targets.js";
import { attackerToken } from "./attacker.js";

export type { AttackRecord, CardSide, Face } from "../ledger/attack-types.js";

/** A Roll as the checks read it. */
export type ReadRoll = foundry.dice.Roll<Record<string, unknown>>;

/** True when every die of a roll shows a whole face of that die, as many results as dice at least. */
export function diceFit(roll: ReadRoll): boolean {
  return roll.dice.every((die) => die.results.length >= (die.number ?? 0) && die.results.every((r) =>
    Number.isInteger(r.result) && r.result >= 1 && r.result <= (die.faces ?? 0)));
}

/**
 * The faces the attack rules used, in order, from an attack card's rolls (the dice bridge's rolls: plain dice added
 * together); null when a roll is not an AttackRoll of plain dice or shows a face its die doesn't have.
 */
function attackFaces(rolls: readonly ReadRoll[]): Face[] | null {
  const { Die, OperatorTerm } = foundry.dice.terms;
  const plain = rolls.every((roll) => roll instanceof AttackRoll && diceFit(roll) && roll.terms.every((term) =>
    (term instanceof Die && !term.modifiers.length) || (term instanceof OperatorTerm && term.operator === "+")));
  if (!plain) return null;
  return rolls.flatMap((roll) => roll.dice.flatMap((die) => die.results.filter((r) => r.active)
    .map((r) => ({ faces: die.faces ?? 0, result: r.result }))));
}

/** What an attack reads of a target, from its combat view (A8: whether the attacker stands in its melee zone). */
function defendedOf(view: Defended, rangePenalty: number, meleeZone: boolean): Defended {
  return { defense: view.defense, lot: { ...view.lot }, player: view.player, shieldReady: view.shieldReady,
    totalDefense: view.totalDefense === true, charging: view.charging === true, channeling: view.channeling === true,
    rangePenalty, inMeleeZone: meleeZone };
}

/** The attack card's own side as it is now. */
export function cardSide(rolls: readonly ReadRoll[], attack: AttackMessageModel): CardSide {
  return { options: storedOptions({ ...attack.options, situations: [...attack.options.situations] } as AttackOptions),
    targets: attack.targets.map((t) => t.tokenUuid), faces: attackFaces(rolls) };
}

/**
 * The attack as this client reads it now: the weapon re-derived from the item the card names (it must be the
 * attacker's, with a formula its roll data resolves), the attacker's numbers and the targets' defenses; null when
 * the attacker or its weapon is gone.
 */
export function readAttack(rolls: readonly ReadRoll[], attack: AttackMessageModel): AttackRecord | null {
  const actor = actorOf(attack.attacker.actorUuid);
  const item = documentAt(attack.weapon.uuid) as Item.Implementation | null;
  const data = item?.system instanceof WeaponModel ? item.system : null;
  if (!actor || !item || !data || item.parent?.uuid !== actor.uuid) return null;
  const formula = resolvedFormula(data.damage.formula, actor);
  if (formula === null) return null;
  const rules = worldRulesInForce();
  const side = cardSide(rolls, attack);
  // L10: from the attacker's token as this client resolves it (the card's only if it is the attacker's), the range
  // measured: a range a player chose is not the GM's.
  const from = attackerToken(actor, attack.attacker.tokenUuid)?.uuid ?? "";
  const ranges = attackRanges(rules, actor, from, data, side.targets, "");
  const defenses = Object.fromEntries(attack.targets.map((t, i) => {
    const target = actorOf(t.tokenUuid);
    const range = ranges[i] ?? null;
    const read = target && !range?.refusal ? flanked(combatView(target, rules), t.tokenUuid, rules).view : null;
    const meleeZone = rules.preset === "agility" && inMeleeZone(from, t.tokenUuid);
    return [t.tokenUuid, read ? defendedOf(read, range?.penalty ?? 0, meleeZone) : null];
  }));
  const extreme = combatantOf(actor) ? side.targets.filter((_, i) => ranges[i]?.extreme === true) : [];
  const attacker = attackerNumbers(actor, data);
  return { weapon: weaponSnapshot(item, data, formula, attacker.damageBonus), weaponNumbers: weaponNumbers(data),
    attacker, defenses, card: side, extreme,
    squares: Object.fromEntries(extreme.map((uuid) => [uuid, targetSquare(uuid)])) };
}
