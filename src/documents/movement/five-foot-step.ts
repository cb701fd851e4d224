import { turnMove } from "../../rules/index.js";
import { worldRules } from "../../settings.js";
import { noticeText } from "../notice-text.js";
import { MoveJoiner, type MovePart } from "./whole-move.js";

/** A token as the step reads it: its id and actor. */
interface SteppingToken {
  id: string | null;
  actor: { uuid: string } | null;
}

/** A move as the step reads it: how far the passed path went, its cost. */
interface Movement {
  passed: { distance: number; cost: number };
}

/** A combatant as the step reads and writes it. */
interface SteppingCombatant {
  name: string | null;
  actor: { uuid: string } | null;
  system: { spent: Record<string, number>; step: { round: number | null; turn: number | null } };
  noteStep(): Promise<boolean>;
  spendAction(kind: string): Promise<boolean>;
}

/** The step records under way on this client, one after the other. */
let working: Promise<void> = Promise.resolve();
/** The moves of this client's user under way, joined from their updates (one per checkpoint). */
const moves = new MoveJoiner<unknown>();

/** The Fray combatant whose turn it is in the started combat, when it is the token's creature's. */
function movingCombatant(token: SteppingToken): SteppingCombatant | null {
  const combat = game.combat;
  if (!combat?.started) return null;
  // game.combat is core's Combat in fvtt-types' eyes; Fray's combatants carry the step record read here.
  const combatant = combat.combatant as unknown as SteppingCombatant | null | undefined;
  return combatant?.actor && combatant.actor.uuid === token.actor?.uuid ? combatant : null;
}

/**
 * L7, L11 (Legend): what a move by the creature whose turn it is comes to, by what Foundry measured it cost
 * (difficult terrain included) and the creature's turn as it stands now (after the moves before it were written):
 * a 5 ft step noted for the tracker (FrayCombatant#noteStep), or its move action spent (FrayCombatant#spendAction, as
 * the row's Move pip); once the move action is spent, a further move spends nothing and the mover is told so.
 */
async function recordMove(token: SteppingToken, movement: Movement): Promise<void> {
  const combatant = movingCombatant(token);
  const combat = game.combat;
  if (!combatant || !combat) return;
  const { round, turn } = combat;
  const stepped = combatant.system.step.round === round && combatant.system.step.turn === turn;
  const move = turnMove({ feet: movement.passed.cost, moveSpent: (combatant.system.spent.move ?? 0) > 0, stepped });
  if (move === "step") await combatant.noteStep();
  else if (move === "move") await combatant.spendAction("move");
  else if (move === "beyondMove") {
    const data = { name: combatant.name ?? "", feet: movement.passed.distance };
    ui.notifications?.info(noticeText("FRAY.COMBAT.Notice.BeyondMove", data));
  }
}

/**
 * On the client of the user who moved a token, under Legend: each whole move, once its last update (checkpoint) is
 * in, is recorded (recordMove), one at a time: a move of several updates is one move for L7 and L11.
 */
function onMoveToken(token: SteppingToken, movement: MovePart<unknown>, _operation: unknown,
  user: { isSelf: boolean }): void {
  if (!user.isSelf || worldRules().preset !== "legend") return;
  for (const whole of moves.add(token.id ?? "", movement)) {
    working = working.then(() => recordMove(token, whole))
      .catch((error: unknown) => console.error("Fray | 5 ft step", error));
  }
}

/** Resolves once this client's step records and move actions are written (for tests and the preview). */
export function fiveFootStepsSettled(): Promise<void> {
  return working;
}

/** Registers the hook that notes a 5 ft step or spends the move action (L7, L11). */
export function registerFiveFootStep(): void {
  Hooks.on("moveToken", onMoveToken);
}
