import { configuredStatusEffects } from "../../compat.js";
import { TOTAL_DEFENSE_STATUS } from "../../config/statuses.js";
import type { CombatantLike } from "./types.js";

/** What this file does to an actor: put a status on or take it off, as the token HUD does. */
interface StatusActor {
  statuses?: Set<string>;
  toggleStatusEffect(id: string, options: { active: boolean }): Promise<unknown>;
}

/** The combatant's actor as this file handles it, or null. */
function actorOf(combatant: CombatantLike): StatusActor | null {
  return combatant.actor;
}

/**
 * S8: the combatant took Total Defense (its `system.totalDefense`, which attacks read): its actor shows the status,
 * the mark a player sees; not while the world's rules leave the status out (the Shock rule off).
 */
export async function takeTotalDefense(combatant: CombatantLike): Promise<void> {
  const configured = configuredStatusEffects().some((s) => (s as { id?: unknown }).id === TOTAL_DEFENSE_STATUS);
  if (configured) await actorOf(combatant)?.toggleStatusEffect(TOTAL_DEFENSE_STATUS, { active: true });
}

/** S8: Total Defense lasts until the start of the bearer's next turn: it ends then, and its status comes off. */
export async function endTotalDefense(combatant: CombatantLike): Promise<void> {
  if (combatant.system.totalDefense) await combatant.update({ "system.totalDefense": false });
  const actor = actorOf(combatant);
  if (!actor?.statuses?.has(TOTAL_DEFENSE_STATUS)) return;
  await actor.toggleStatusEffect(TOTAL_DEFENSE_STATUS, { active: false });
}
