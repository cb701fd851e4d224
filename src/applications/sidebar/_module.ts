import { FrayCombatTracker } from "./combat-tracker.js";

export { FrayCombatTracker };

/** Makes Fray's tracker the combat sidebar tab (`CONFIG.ui.combat`; called from the init hook). */
export function registerTracker(): void {
  // fvtt-types types CONFIG.ui.combat as core's tracker class, which FrayCombatTracker extends only at run time.
  (CONFIG.ui as { combat: unknown }).combat = FrayCombatTracker;
}
