import { zoneAttack, type ZoneAttack } from "../../rules/index.js";
import type { WeaponModel } from "../../data/item/weapon.js";
import { SYSTEM_ID } from "../../config/system.js";
import type { CardActor } from "./actor-view.js";
import type { CardTarget } from "./targets.js";

/** Z14: whether the actor's combatant in the started combat is protected by its group this round. */
function isProtected(actor: CardActor): boolean {
  const combat = game.combat;
  if (!combat?.started) return false;
  const combatant = combat.combatants.contents.find((c) => c.actor?.uuid === actor.uuid);
  return (combatant?.system as { guardedRound?: number | null } | undefined)?.guardedRound === combat.round;
}

/** Z13: the degrees of melee disadvantage the actor's active breakout effects carry. */
function breakoutDegrees(actor: CardActor): number {
  return actor.effects.contents.filter((effect) => effect.active).reduce((sum, effect) => {
    const degrees: unknown = effect.getFlag(SYSTEM_ID, "breakout");
    return sum + (Number.isInteger(degrees) && (degrees as number) > 0 ? degrees as number : 0);
  }, 0);
}

/**
 * Z13, Z14: what zone combat says of an attack by `actor` with `weapon` on `targets`: a melee attack is refused
 * while the attacker or a target is protected by its group, and carries the attacker's breakout disadvantage.
 */
export function zoneAttackOf(actor: CardActor, weapon: WeaponModel, targets: readonly CardTarget[]): ZoneAttack {
  return zoneAttack({ melee: weapon.range.category === "melee", attackerProtected: isProtected(actor),
    protectedTargets: targets.filter((t) => isProtected(t.actor)).map((t) => t.name || t.actor.name),
    disadvantage: breakoutDegrees(actor) });
}
