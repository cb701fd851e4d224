import { askMovement, type MovementAsk } from "../../documents/movement/index.js";
import type { FrayCombatant } from "../../documents/combat/combatant.js";

/** A tracker as the movement handlers read it: the combat it shows. */
interface TrackerLike {
  viewed: { combatants: { get(id: string): unknown } } | null;
}

/** The combatant of the row `target` is in, if it still exists. */
function rowOf(app: TrackerLike, target: HTMLElement): FrayCombatant | undefined {
  const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
  return id ? app.viewed?.combatants.get(id) as FrayCombatant | undefined : undefined;
}

/** A click handler asking for `step` (with the options `read` takes from the row). */
function asking(read: (row: HTMLElement) => MovementAsk) {
  return async function (this: TrackerLike, _event: Event, target: HTMLElement): Promise<void> {
    const combatant = rowOf(this, target);
    // The row holds the inputs that go with the click (the zone to head for, the breakout tactics).
    const row = target.closest<HTMLElement>("[data-combatant-id]");
    if (combatant && row) await askMovement(combatant, read(row));
  };
}

/** Z7, Z13: the move asked for in a row: the zone chosen to head for and the breakout tactics ticked. */
function moveFrom(row: HTMLElement): MovementAsk {
  const to = row.querySelector<HTMLSelectElement>("select[name=moveTo]")?.value ?? "";
  const breakout = [...row.querySelectorAll<HTMLInputElement>("input[name=breakout]:checked")].map((i) => i.value);
  return { step: "move", to, breakout };
}

/** Z8: the reactive move asked for in a row: against the character chosen. */
function reactFrom(row: HTMLElement): MovementAsk {
  return { step: "react", against: row.querySelector<HTMLSelectElement>("select[name=reactTo]")?.value ?? "" };
}

/** The tracker's movement-phase actions (Z7, Z8, Z14), each asking the document layer, which judges it. */
export const MOVEMENT_ACTIONS = Object.freeze({
  moveRoll: asking(moveFrom),
  moveRush: asking(() => ({ step: "rush" })),
  moveStay: asking(() => ({ step: "stay" })),
  moveReact: asking(reactFrom),
  moveGroup: asking(() => ({ step: "group" })),
  moveProtect: asking(() => ({ step: "protect", protect: true })),
  moveUnprotect: asking(() => ({ step: "protect", protect: false })),
});
