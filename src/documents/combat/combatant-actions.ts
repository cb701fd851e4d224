import { isFiveFootStep, spendAction, type LocalizableError } from "../../rules/index.js";
import { rollTurnOrder } from "./initiative.js";
import type { CombatLike, CombatantLike } from "./types.js";
import { done, no, type ActionAnswer } from "./action-answer.js";
import { delay, reenter } from "./delay-actions.js";
import { keepPlace, moveInOrder, takeTurn } from "./order-moves.js";
import { spendContextOf } from "./spend-check.js";
import { arrivedToAct } from "./turn-pass.js";
import { takeTotalDefense } from "./total-defense.js";
import { ledgerUpdate } from "./turn-clock.js";
import { runMovementAction, type MovementAsk, type MovementRequest } from "../movement/index.js";

/** The actions a combatant's owner may ask for. */
export const COMBATANT_ACTIONS = ["spend", "delay", "reenter", "roll", "takeTurn", "moveDown", "keepPlace",
  "reposition", "movement", "endTurn", "step"] as const;

/**
 * What a combatant's owner asks for: spend an action of `kind` (S10: for a charge attack, `charge`), delay,
 * re-enter from a delay, roll initiative, take the side's turn (S2), move to `place` in a zones order (Z4 at the
 * start, Z5 later) or keep it (Z4), take a movement-phase step (`movement`, Z7, Z8, Z13, Z14), end its turn when
 * that changes the round or phase, or note a 5 ft step (L11).
 */
export interface CombatantAction {
  combatId: string;
  combatantId: string;
  action: typeof COMBATANT_ACTIONS[number];
  kind?: string;
  /** S10: the action is spent by a charge attack, which puts the charger at AC −2 until the round ends. */
  charge?: boolean;
  place?: number;
  movement?: MovementAsk;
}

/**
 * Does what `request` asks on the GM's side for `user`, judging it from the combat as it is now (never from
 * numbers in the request beyond the pip kind and the place): the combat and combatant must exist, `user` must own
 * the combatant, and the rules must allow it; nothing is written otherwise.
 */
export async function runCombatantAction(request: CombatantAction, user: User.Implementation): Promise<ActionAnswer> {
  const combat = game.combats?.get(String(request?.combatId));
  const combatant = combat?.combatants.get(String(request?.combatantId));
  if (!combat || !combatant) return no("FRAY.COMBAT.Notice.Gone");
  if (!user.isGM && !combatant.testUserPermission(user, "OWNER")) {
    return no("FRAY.COMBAT.Notice.NotYourCombatant", { name: combatant.name ?? "" });
  }
  switch (request.action) {
    case "spend": return spend(combat, combatant, String(request.kind), request.charge === true);
    case "delay": return delay(combat, combatant);
    case "reenter": return reenter(combat, combatant);
    case "roll": return roll(combat, combatant, user);
    case "takeTurn": return takeTurn(combat, combatant, user);
    case "moveDown": case "reposition": return moveInOrder(combat, combatant, request.action, request.place);
    case "keepPlace": return keepPlace(combat, combatant);
    case "movement": return runMovementAction({ ...request.movement, combatId: combat.id!, combatantId: combatant.id!,
      userId: user.id! } as MovementRequest);
    case "endTurn": return endTurn(combat, combatant);
    case "step": return step(combat, combatant);
    default: return no("FRAY.COMBAT.Notice.Gone");
  }
}

/**
 * Rolls `combatant`'s initiative; once the fight has started and it has one, only a GM may roll it again (a player
 * rerolling until the order suits them is refused).
 */
async function roll(combat: CombatLike, combatant: CombatantLike, user: User.Implementation): Promise<ActionAnswer> {
  if (!user.isGM && combat.started && combatant.initiative !== null) {
    return no("FRAY.Trust.rerollRefused", { name: combatant.name ?? "" });
  }
  return (await rollTurnOrder(combat, [combatant.id!])) ? done : no("FRAY.COMBAT.Notice.Gone");
}

/**
 * Ends `combatant`'s turn on the GM's client, for a player whose turn is the last of a round or of a movement
 * phase (only a GM writes the round and the phase), or whose pass goes back to a side member who has not acted
 * (S2); refused unless it is `combatant`'s turn now.
 */
async function endTurn(combat: CombatLike, combatant: CombatantLike): Promise<ActionAnswer> {
  if (combat.combatant?.id !== combatant.id) return no("FRAY.COMBAT.Notice.NotYourTurn");
  await combat.nextTurn();
  return done;
}

/**
 * L11 (Legend): notes that `combatant` took a 5 ft step on its turn now, which spends no move action; refused off
 * its turn, after a move action or a step this turn. The mover's client measured the one square (the GM can't see
 * where the token stood before; a false claim only puts the mark on the tracker).
 */
async function step(combat: CombatLike, combatant: CombatantLike): Promise<ActionAnswer> {
  if (combat.system.preset !== "legend" || combat.combatant?.id !== combatant.id) {
    return no("FRAY.COMBAT.Notice.NotYourTurn");
  }
  const { round, turn } = combat;
  const stepped = combatant.system.step.round === round && combatant.system.step.turn === turn;
  if (!isFiveFootStep({ feet: 5, moveSpent: (combatant.system.spent.move ?? 0) > 0, stepped })) {
    return no("FRAY.COMBAT.Notice.NoStep");
  }
  await combatant.update({ "system.step": { round, turn } });
  return done;
}

/**
 * L7, S4, A2, T6, Z6: spends one action of `kind` under the combat's rulebook; A10: none the round it is summoned.
 * S8: Total Defense starts with it; S10: a Charge (or an attack made as one, `charge`) records the round the
 * combatant charged in, which attacks against it read (AC −2 until that round ends).
 */
async function spend(combat: CombatLike, combatant: CombatantLike, kind: string, charge: boolean):
Promise<ActionAnswer> {
  if (combat.started && !arrivedToAct(combatant, combat.round)) return no("FRAY.COMBAT.Notice.JustSummoned");
  try {
    const result = spendAction(combat.system.preset, combatant.system.spent, kind, spendContextOf(combat, combatant));
    if (!result.ok) return no(result.reason, result.data);
    const defends = kind === "totalDefense";
    const charges = kind === "charge" || charge;
    await combatant.update({ ...ledgerUpdate(combat, combatant, result.spent),
      ...(defends ? { "system.totalDefense": true } : {}), ...(charges ? { "system.charged": combat.round } : {}) });
    if (defends) await takeTotalDefense(combatant);
    return done;
  } catch (error) {
    const localizable = error as Partial<LocalizableError>;
    if (typeof localizable.key === "string") return no(localizable.key, localizable.data ?? {});
    throw error;
  }
}
