import { FrayCombatTracker } from "./combat-tracker.js";

export { FrayCombatTracker };

/** Makes Fray's tracker the combat sidebar tab (`CONFIG.ui.combat`; called from the init hook). */
export function registerTracker(): void {
  (CONFIG.ui as { combat: unknown }).combat = FrayCombatTracker;
}
