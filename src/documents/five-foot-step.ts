import { isFiveFootStep } from "../rules/index.js";
import { worldRules } from "../settings.js";

/** A token as the step reads it: where it stands, its actor and its scene's grid. */
interface SteppingToken {
  x: number;
  y: number;
  actor: { uuid: string } | null;
  parent: { grid?: { size: number; measurePath(points: { x: number; y: number }[]): { distance: number } } } | null;
}

/** A combatant as the step reads and writes it. */
interface SteppingCombatant {
  actor: { uuid: string } | null;
  system: { spent: Record<string, number>; step: { round: number | null; turn: number | null } };
  noteStep(): Promise<boolean>;
}

/** Where each token stood before this client's move of it. */
const before = new WeakMap<object, { x: number; y: number }>();

/** The step records under way on this client, one after the other. */
let working: Promise<void> = Promise.resolve();

/** Notes where a token stands before this client moves it. */
function onPreUpdateToken(token: SteppingToken, changes: { x?: unknown; y?: unknown }, _options: unknown,
  userId: string): void {
  if (userId === game.user?.id && ("x" in changes || "y" in changes)) before.set(token, { x: token.x, y: token.y });
}

/** The distance from one token position to another on its scene, by the grid's measure (feet); null without one. */
function movedFeet(token: SteppingToken, from: { x: number; y: number }): number | null {
  const grid = token.parent?.grid;
  if (!grid?.size) return null;
  const half = grid.size / 2;
  return grid.measurePath([{ x: from.x + half, y: from.y + half }, { x: token.x + half, y: token.y + half }]).distance;
}

/**
 * L11 (Legend), on the client that moved the token: when the creature whose turn it is moves one square (5 ft) with
 * no move action spent and no step yet this turn, its combatant notes the 5 ft step for the tracker, through the
 * GM (FrayCombatant#noteStep); it spends no action.
 */
function onUpdateToken(token: SteppingToken, _changed: unknown, _options: unknown, userId: string): void {
  if (userId !== game.user?.id) return;
  const from = before.get(token);
  before.delete(token);
  const combat = game.combat;
  if (!from || worldRules().preset !== "legend" || !combat?.started) return;
  // game.combat is core's Combat in fvtt-types' eyes; Fray's combatants carry the step record read here.
  const combatant = combat.combatant as unknown as SteppingCombatant | null | undefined;
  if (!combatant?.actor || combatant.actor.uuid !== token.actor?.uuid) return;
  const feet = movedFeet(token, from);
  const { round, turn } = combat;
  const stepped = combatant.system.step.round === round && combatant.system.step.turn === turn;
  if (feet === null || !isFiveFootStep({ feet, moveSpent: (combatant.system.spent.move ?? 0) > 0, stepped })) return;
  working = working.then(async () => {
    await combatant.noteStep();
  }).catch((error: unknown) => console.error("Fray | 5 ft step", error));
}

/** Resolves once this client's step records are written (for tests and the preview). */
export function fiveFootStepsSettled(): Promise<void> {
  return working;
}

/** Registers the hooks that note a 5 ft step (L11). */
export function registerFiveFootStep(): void {
  // The handlers read only the token fields they name, not fvtt-types' full TokenDocument.
  Hooks.on("preUpdateToken", onPreUpdateToken as never);
  Hooks.on("updateToken", onUpdateToken as never);
}
