import { CombatModel } from "../../data/combat/base.js";
import { WeaponModel } from "../../data/item/weapon.js";
import {
  PARTY_SIDE, ENEMY_SIDE, freeHitSlots, rulesInForce, type DamageKind, type ForecastCombatant, type ForecastInput,
  type ForecastWeapon, type RulesInForce,
} from "../../rules/index.js";
import { actorData, combatView } from "../cards/actor-view.js";
import { weaponAttackTerms } from "../cards/attack-terms.js";
import { weaponNumbers } from "../cards/attack.js";
import { resolvedFormula } from "../cards/formula.js";
import { entrantOf } from "../combat/seats.js";
import type { CombatLike, CombatantLike } from "../combat/types.js";
import { spotOf } from "../zones/index.js";

/** True for a Fray Combat document (told apart by its documentName and its system data). */
export function isFrayCombat(value: unknown): value is CombatLike {
  const doc = value as { documentName?: unknown; system?: unknown } | null;
  return doc?.documentName === "Combat" && doc.system instanceof CombatModel;
}

/** A whole number, else `fallback`. */
function int(value: unknown, fallback = 0): number {
  return Number.isInteger(value) ? value as number : fallback;
}

/**
 * The weapons an actor fights with as the attack card computes their numbers (weaponAttackTerms, weaponNumbers)
 * under the fight's rulebook: its equipped weapons, else all of them; a formula its roll data can't resolve is left
 * out.
 */
function weaponsOf(actor: Actor.Implementation, rules: RulesInForce): ForecastWeapon[] {
  const all = actor.items.contents.filter((i) => i.system instanceof WeaponModel);
  const equipped = all.filter((i) => (i.system as WeaponModel).equipped);
  const data = actorData(actor);
  return (equipped.length ? equipped : all).flatMap((item) => {
    const weapon = item.system as WeaponModel;
    const formula = resolvedFormula(weapon.damage.formula, actor);
    if (formula === null) return [];
    const terms = weaponAttackTerms(rules.preset, data, weapon);
    const numbers = weaponNumbers(weapon);
    return [{ id: item.id ?? "", name: item.name, formula, kind: weapon.damage.kind as DamageKind,
      melee: weapon.range.category === "melee", bonus: terms.bonus, attributeMod: terms.shockAttributeMod,
      damageBonus: terms.damageBonus, threat: numbers.threat, shock: { ...numbers.shock }, apCost: numbers.apCost,
      magicBonus: numbers.magicBonus }];
  });
}

/** One combatant as it stands now, or null when it has no Fray actor or stands on the neutral side. */
function combatantSnapshot(combatant: CombatantLike, rules: RulesInForce, preset: CombatLike["system"]["preset"]):
ForecastCombatant | null {
  const actor = combatant.actor;
  const data = actorData(actor);
  if (!actor || !data || (combatant.side !== PARTY_SIDE && combatant.side !== ENEMY_SIDE)) return null;
  const view = combatView(actor, rules);
  const spot = spotOf(combatant);
  const agility = typeof view.agility === "number" ? view.agility : 0;
  return {
    id: combatant.id ?? "", name: combatant.name ?? actor.name, team: combatant.side,
    entrant: entrantOf(combatant, preset), player: view.player, level: view.level,
    hp: { ...view.hp }, overshield: view.overshield ? { value: view.overshield.value, dr: view.overshield.dr } : null,
    wounds: view.woundIds.length, dr: { ...view.dr }, defense: view.defense, lot: { ...view.lot },
    shield: rules.shock && (view.shieldReady || view.shieldUsed), critThreshold: int(data.critThreshold, 20),
    ap: Math.max(0, int(data.ap?.value)), freeHits: freeHitSlots(agility),
    zone: spot.zone ? { ...spot } : null,
    dead: combatant.isDefeated || view.statuses.includes("dead"),
    weapons: weaponsOf(actor, rules),
  };
}

/**
 * The forecast's input from a Fray combat as it stands now: the rulebook and toggles the combat runs by, its
 * turn-order model and options, and each combatant of the party and the enemies (hp, overshield, wounds, DR,
 * defenses, shield, weapons, initiative entrant, zone).
 */
export function forecastInput(combat: CombatLike): ForecastInput {
  const { preset, toggles } = combat.system;
  const rules = rulesInForce(preset, toggles);
  const combatants = combat.combatants.contents.map((c) => combatantSnapshot(c, rules, preset))
    .filter((c): c is ForecastCombatant => c !== null);
  return { rules, mode: combat.mode, combatants,
    initiative: { tieBreak: toggles.tieBreak, maxPlayersInARow: toggles.twoPlayersCap ? 2 : null } };
}
