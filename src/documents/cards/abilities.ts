import { effectDuration, type EffectLength } from "../../compat.js";
import { replacesOvershield } from "../../rules/index.js";
import { worldRulesInForce } from "../../settings.js";
import { AbilityModel } from "../../data/item/ability.js";
import { actorData, type CardActor } from "./actor-view.js";
import { warn } from "./notice.js";
import { combatantOf } from "./spender.js";

/** An overshield to grant (T11): its health, its own DR and the effect it carries. */
export interface OvershieldGrant {
  value: number;
  dr?: number;
  effect?: string;
}

/**
 * T11: grants an overshield when it replaces the current one (larger, or a different effect; never stacks);
 * returns whether it did. With the overshield rule off, or for a bad value, a notice and nothing is written.
 */
export async function grantOvershield(actor: CardActor, grant: OvershieldGrant): Promise<boolean> {
  if (!worldRulesInForce().overshield) {
    warn("FRAY.CHAT.Notice.ruleOff.overshield");
    return false;
  }
  const value = grant?.value;
  const dr = grant?.dr ?? 0;
  if (!Number.isInteger(value) || value < 0 || !Number.isInteger(dr) || dr < 0) {
    warn("FRAY.CHAT.Notice.badOvershield", { value: String(value) });
    return false;
  }
  const current = actorData(actor)?.overshield;
  const effect = grant.effect ?? "";
  if (!replacesOvershield(current && current.value > 0 ? current : null, { value, effect })) {
    warn("FRAY.CHAT.Notice.overshieldKept");
    return false;
  }
  await actor.update({ system: { overshield: { value, max: value, dr, effect } } });
  return true;
}

/** The length of an ability's duration as an effect length (L9, Z9); null for one without a combat length. */
function abilityLength(duration: { value: number | null; unit: string }): EffectLength | null {
  if (duration.unit === "round") return { units: "rounds", value: 1 };
  if (duration.unit === "rounds" && duration.value) return { units: "rounds", value: duration.value };
  if (duration.unit === "turn") return { units: "turns", value: 1 };
  return null;
}

/**
 * Uses an ability: in a started combat its action is spent first through the combatant's spendAction (a refusal
 * is that path's localized notice, and nothing else happens); then one use is spent (none left: a notice, nothing
 * written), its effects go on the actor with the ability's duration, and its overshield is granted (T11) when the
 * world plays with overshields.
 */
export async function useAbility(actor: CardActor, item: Item.Implementation): Promise<boolean> {
  const ability = item?.system instanceof AbilityModel ? item.system : null;
  if (!ability) {
    warn("FRAY.CHAT.Notice.notAbility");
    return false;
  }
  const { uses } = ability;
  if (uses.max > 0 && uses.value <= 0) {
    warn("FRAY.CHAT.Notice.noUses", { name: item.name });
    return false;
  }
  const action = ability.action;
  const combatant = action ? combatantOf(actor) : null;
  if (combatant && !(await combatant.spendAction(action))) return false;
  if (uses.max > 0) await item.update({ system: { uses: { value: uses.value - 1 } } });
  const length = abilityLength(ability.duration);
  const effects = item.effects.contents.map((e) => ({ ...e.toObject(), _id: undefined, transfer: false,
    origin: item.uuid, ...(length ? { duration: effectDuration(length) } : {}) }));
  if (effects.length) await actor.createEmbeddedDocuments("ActiveEffect", effects);
  const os = ability.overshield;
  if (os.enabled && worldRulesInForce().overshield) await grantOvershield(actor, os);
  return true;
}
