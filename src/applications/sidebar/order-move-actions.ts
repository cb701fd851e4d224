import type { MovingCombatant } from "./order-moves-context.js";
import type { TrackerCombat } from "./types.js";

/** A tracker as the order-move handlers read it (FrayCombatTracker): the combat it shows. */
interface TrackerLike {
  /** The combat the tracker shows, or null. */
  fray: TrackerCombat | null;
}

/** The row's combatant and its place in the viewed combat's order, if both still exist. */
function placed(app: TrackerLike, target: HTMLElement): { combatant: MovingCombatant; index: number } | null {
  const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
  const combatant = id ? app.fray?.combatants.get(id) as MovingCombatant | undefined : undefined;
  const index = combatant ? app.fray!.turns.indexOf(combatant) : -1;
  return combatant && index >= 0 ? { combatant, index } : null;
}

/** Z4: moves the row's character one place down (a refusal is the documents' notice). */
async function onMoveDown(this: TrackerLike, _event: Event, target: HTMLElement): Promise<void> {
  const row = placed(this, target);
  if (row) await row.combatant.moveDown(row.index + 1);
}

/** Z4: the row's character keeps its place; the decision passes up the order. */
async function onKeepPlace(this: TrackerLike, _event: Event, target: HTMLElement): Promise<void> {
  const row = placed(this, target);
  if (row) await row.combatant.keepPlace();
}

/** Z5: the place the row's character asks for now: the one it already asked for this round, else its own. */
function askedPlace(app: TrackerLike, row: { combatant: MovingCombatant; index: number }): number {
  const { repositioned, repositionTo } = row.combatant.system;
  return repositioned === app.fray?.round && repositionTo !== null ? repositionTo : row.index;
}

/** Z5: gives up this round's action-phase turn to ask for the place one higher (taken when the round ends). */
async function onRepositionUp(this: TrackerLike, _event: Event, target: HTMLElement): Promise<void> {
  const row = placed(this, target);
  if (row) await row.combatant.reposition(askedPlace(this, row) - 1);
}

/** Z5: gives up this round's action-phase turn to ask for the place one lower (taken when the round ends). */
async function onRepositionDown(this: TrackerLike, _event: Event, target: HTMLElement): Promise<void> {
  const row = placed(this, target);
  if (row) await row.combatant.reposition(askedPlace(this, row) + 1);
}

/** The tracker actions of the zones order moves (Z4, Z5), registered in TrackerLike's actions. */
export const ORDER_MOVE_ACTIONS = Object.freeze({
  moveDown: onMoveDown,
  keepPlace: onKeepPlace,
  repositionUp: onRepositionUp,
  repositionDown: onRepositionDown,
});
