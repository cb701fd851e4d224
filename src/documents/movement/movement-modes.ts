import { effectChangesData } from "../../compat.js";
import { SYSTEM_ID } from "../../config/system.js";
import { gainMovementMode, MOVEMENT_MODE_CONDITIONS, type MovementMode } from "../../rules/index.js";
import { worldRules } from "../../settings.js";

/** A token as the movement modes read it: its movement action and its actor. */
interface MovingToken {
  movementAction?: string | null;
  actor: Actor.Implementation | null;
}

/** The mode changes under way on this client, one after the other. */
let working: Promise<void> = Promise.resolve();

/** The flag an effect carries when it is a mode's +10 ft speed (L12), naming the mode's condition. */
const AGAIN_FLAG = "modeAgain" as const;

/**
 * The token update option marking a movement action set from its creature's condition (movement-mode-statuses.ts):
 * the condition is already there, so no mode is applied back.
 */
export const FROM_CONDITION = "frayModeFromCondition" as const;

/** The movement action Fray adds when core has none of that name (L12 Soar), copied from core's fly. */
function registerSoar(): void {
  const actions = CONFIG.Token.movement.actions as Record<string, object>;
  if (actions.soar || !actions.fly) return;
  actions.soar = { ...actions.fly, label: "FRAY.MovementMode.soar" };
}

/** The actor's effects that are a +10 ft speed from gaining the mode of `condition` again. */
export function againEffects(actor: Actor.Implementation, condition: string): string[] {
  return actor.effects.contents.filter((e) => e.getFlag(SYSTEM_ID, AGAIN_FLAG) === condition)
    .map((e) => e.id!);
}

/** L12: the +10 ft speed of gaining the mode of `condition` again, as an effect on the actor. */
export async function addSpeed(actor: Actor.Implementation, condition: string, speed: number): Promise<void> {
  const mode = game.i18n!.localize(`FRAY.Status.${condition}`);
  await actor.createEmbeddedDocuments("ActiveEffect", [{
    name: game.i18n!.format("FRAY.MovementMode.again", { mode }), img: "icons/svg/upgrade.svg",
    ...effectChangesData([{ key: "system.movement.speed", value: String(speed) }]),
    // fvtt-types' create data takes no v14 `system.changes` (effectChangesData gives either generation's shape).
    flags: { [SYSTEM_ID]: { [AGAIN_FLAG]: condition } } } as never]);
}

/**
 * L12 (Legend): the token's movement action is its actor's movement mode. Fly, Swim, Burrow or Soar give the
 * condition Flying, Swimming, Burrowing or Soaring and remove the others (and their +10 ft speed); a mode the actor
 * already has gives +10 ft speed instead; any other action (walking) removes them all.
 */
export async function applyMovementMode(token: MovingToken): Promise<void> {
  const actor = token.actor;
  if (!actor) return;
  const action = token.movementAction ?? null;
  const change = gainMovementMode(action, [...actor.statuses]);
  for (const condition of change.remove) {
    await actor.toggleStatusEffect(condition, { active: false });
    const again = againEffects(actor, condition);
    if (again.length) await actor.deleteEmbeddedDocuments("ActiveEffect", again);
  }
  if (change.add) await actor.toggleStatusEffect(change.add, { active: true });
  if (change.speed) await addSpeed(actor, MOVEMENT_MODE_CONDITIONS[action as MovementMode], change.speed);
}

/** Runs `work` on this client after the mode changes already under way (one at a time, so none undoes another). */
export function queueModeChange(work: () => Promise<void>): void {
  working = working.then(work).catch((error: unknown) => {
    console.error("Fray | movement modes", error);
  });
}

/**
 * On the client of the user who changed a token's movement action, under Legend: its mode (applyMovementMode);
 * not when the action was set from the creature's condition (FROM_CONDITION).
 */
function onUpdateToken(token: MovingToken, changed: { movementAction?: unknown },
  options: { [FROM_CONDITION]?: boolean } | undefined, userId: string): void {
  if (!("movementAction" in changed) || options?.[FROM_CONDITION]) return;
  if (userId !== game.user?.id || worldRules().preset !== "legend") return;
  queueModeChange(() => applyMovementMode(token));
}

/** Resolves once this client's mode changes are written, those they queued too (for tests and the preview). */
export async function movementModesSettled(): Promise<void> {
  let settled: Promise<void> | null = null;
  while (settled !== working) {
    settled = working;
    await settled;
  }
}

/** Registers the Soar movement action (L12) when core has none, and the hook that gives a mode its condition. */
export function registerMovementModes(): void {
  registerSoar();
  // The handler reads only the token fields it names, not fvtt-types' full TokenDocument.
  Hooks.on("updateToken", onUpdateToken as never);
}
