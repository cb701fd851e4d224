import { registerExpiryEvent } from "../compat.js";
import { FrayActiveEffect } from "./active-effect.js";
import { FrayChatMessage } from "./chat-message.js";
import { registerCombatQueries } from "./combat/combat-queries.js";
import { FrayCombat } from "./combat/combat.js";
import { FrayCombatant } from "./combat/combatant.js";
import { FrayCombatantGroup } from "./combat/combatant-group.js";
import { FrayTokenDocument } from "./token.js";
import { registerSides } from "./ledger/combat.js";

export { FrayActiveEffect, FrayChatMessage, FrayCombat, FrayCombatant, FrayCombatantGroup, FrayTokenDocument };

/** The document classes Fray installs, each under its Foundry document name. */
export const DOCUMENT_CLASSES = [FrayActiveEffect, FrayChatMessage, FrayCombat, FrayCombatant,
  FrayCombatantGroup, FrayTokenDocument] as const;

/**
 * Sets `CONFIG[documentName].documentClass` for every Fray document class and registers their queries, the ledger's
 * record of how combatants join and (v14) the expiry event of effects on Fray's clock (init).
 */
export function registerDocuments(): void {
  for (const cls of DOCUMENT_CLASSES) {
    (CONFIG[cls.documentName as keyof typeof CONFIG] as { documentClass: unknown }).documentClass = cls;
  }
  registerCombatQueries();
  registerSides();
  registerExpiryEvent();
}
