import { AbilityModel } from "../data/item/ability.js";
import { WeaponModel } from "../data/item/weapon.js";
import { actionPips, attackActionKind } from "../rules/index.js";
import { worldRulesInForce } from "../settings.js";
import { useAbility } from "./cards/abilities.js";
import { rollAttack, type AttackRequest } from "./cards/attack.js";
import { warn } from "./cards/notice.js";
import { actionAdjustOf } from "./combat/action-adjust.js";
import { maySpend } from "./combat/spend-check.js";
import type { CombatLike, CombatantLike } from "./combat/types.js";

/** One weapon or ability of an actor as a Token Action HUD-style list shows it (`game.fray.api.actionsFor`). */
export interface ActorAction {
  /** The item's type. */
  type: "weapon" | "ability";
  /** The item's id. */
  id: string;
  /** The item's name. */
  name: string;
  /** The item's image ("" when it has none). */
  img: string;
  /** The item's uuid. */
  uuid: string;
  /** The action kind using it spends under the world's rulebook (L7, Z6, S4, A2, T6); "" when it spends none. */
  action: string;
  /** Whether it can be used now: its action left in a started combat the actor is in, and (abilities) a use left. */
  usable: boolean;
  /** Uses it as the sheet's button does: `api.attack` (the user's targets now, or `request`'s), `api.useAbility`. */
  use(request?: AttackRequest): Promise<unknown>;
}

/** What `game.fray.api.actionsFor` gives: the actor's weapons and abilities, and the actions it has left. */
export interface ActorActions {
  /** The actor's weapons, in its items' order. */
  weapons: ActorAction[];
  /** The actor's abilities, in its items' order. */
  abilities: ActorAction[];
  /** In a started combat the actor is in: the actions left of each limited kind; otherwise null. */
  pips: Record<string, number> | null;
}

/** The actor's combatant in the active combat once it has started (a token actor by its own uuid), or null. */
function fighting(actor: Actor.Implementation): { combat: CombatLike; combatant: CombatantLike } | null {
  const combat = game.combat;
  const combatant = combat?.started ? combat.combatants.find((c) => c.actor?.uuid === actor.uuid) : undefined;
  return combat && combatant ? { combat, combatant } : null;
}

/** The actions left of each limited kind, as the tracker's pips count them. */
function pipsLeft({ combat, combatant }: { combat: CombatLike; combatant: CombatantLike }): Record<string, number> {
  const pips = actionPips(combat.system.preset, combatant.system.spent, actionAdjustOf(combatant.actor));
  return Object.fromEntries(pips.filter((p) => p.total !== null).map((p) => [p.kind, p.total! - p.used]));
}

/**
 * A Token Action HUD-style list of the actor's weapons and abilities: each with its name, image, uuid, the action it
 * spends under the world's rulebook, whether it can be used now and a `use()` that calls the same api call as the
 * sheet's button; with the actions left by kind in a started combat. Reads only: nothing is written.
 */
export function actionsFor(actor: Actor.Implementation): ActorActions {
  if (!(actor instanceof CONFIG.Actor.documentClass)) {
    warn("FRAY.CHAT.Notice.notAnActor");
    return { weapons: [], abilities: [], pips: null };
  }
  const preset = worldRulesInForce().preset;
  const fight = fighting(actor);
  const canSpend = (kind: string) => !fight || !kind || maySpend(fight.combat, fight.combatant, kind);
  const row = (item: Item.Implementation, type: ActorAction["type"], action: string, usable: boolean,
    use: ActorAction["use"]): ActorAction => ({ type, id: item.id ?? "", name: item.name, img: item.img ?? "",
    uuid: item.uuid, action, usable: usable && canSpend(action), use });
  const items = actor?.items?.contents ?? [];
  const weapons = items.filter((i) => i.system instanceof WeaponModel).map((item) =>
    row(item, "weapon", attackActionKind(preset), true, (request) => rollAttack(actor, item, request)));
  const abilities = items.filter((i) => i.system instanceof AbilityModel).map((item) => {
    const { action, uses } = item.system as AbilityModel;
    return row(item, "ability", action, uses.max <= 0 || uses.value > 0, () => useAbility(actor, item));
  });
  return { weapons, abilities, pips: fight ? pipsLeft(fight) : null };
}
