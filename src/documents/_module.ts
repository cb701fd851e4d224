import { registerCombatQueries } from "./combat-queries.js";
import { FrayCombat } from "./combat.js";
import { FrayCombatant } from "./combatant.js";
import { FrayCombatantGroup } from "./combatant-group.js";

export { FrayCombat, FrayCombatant, FrayCombatantGroup };

/** The document classes Fray installs, each under its Foundry document name. */
export const DOCUMENT_CLASSES = [FrayCombat, FrayCombatant, FrayCombatantGroup] as const;

/** Sets `CONFIG[documentName].documentClass` for every Fray document class and registers their queries (init). */
export function registerDocuments(): void {
  for (const cls of DOCUMENT_CLASSES) {
    (CONFIG[cls.documentName as keyof typeof CONFIG] as { documentClass: unknown }).documentClass = cls;
  }
  registerCombatQueries();
}
