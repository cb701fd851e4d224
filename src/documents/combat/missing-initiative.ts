import { canRoll, rollTurnOrder } from "./initiative.js";
import type { CombatLike } from "./types.js";

/**
 * Before a fight begins (GM): when combatants who can roll have no initiative yet, asks (DialogV2.confirm, naming
 * them) whether to roll them first. Yes rolls them in one go; No or closing the dialog cancels. Returns whether to
 * go on beginning: true when no one is missing or the roll was made.
 */
export async function rollMissingFirst(combat: CombatLike): Promise<boolean> {
  const missing = combat.combatants.contents
    .filter((combatant) => combatant.initiative === null && canRoll(combat, combatant));
  if (!missing.length) return true;
  const names = missing.map((combatant) => foundry.utils.escapeHTML(combatant.name ?? "")).join(", ");
  const roll = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n!.localize("FRAY.COMBAT.MissingInitiative.title") },
    content: `<p>${game.i18n!.format("FRAY.COMBAT.MissingInitiative.content", { names })}</p>`,
  });
  if (roll !== true) return false;
  return rollTurnOrder(combat, missing.map((combatant) => combatant.id!));
}
