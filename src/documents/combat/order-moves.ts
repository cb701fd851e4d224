import { mayDecideMoveDown, moveDown, reposition, repositionDeciders, zonePlaceScore, type Refusal, type TurnSlot,
  type ZoneSeat } from "../../rules/index.js";
import { warn } from "./notify.js";
import { keepingTurn } from "./turn-order.js";
import type { CombatLike, CombatantLike } from "./types.js";
import { done, no, type ActionAnswer } from "./action-answer.js";

/**
 * S2: a member of the active side who has not acted this round takes the turn now (the turn moves to it): asked by
 * its owner, who must also own the member whose turn it is, or by the GM.
 */
export async function takeTurn(combat: CombatLike, combatant: CombatantLike, user: User.Implementation):
Promise<ActionAnswer> {
  const current = combat.combatant;
  if (!current) return no("FRAY.COMBAT.Notice.Gone");
  if (combat.mode !== "sides" || combatant.side !== current.side || combatant.system.acted) {
    return no("FRAY.COMBAT.Notice.NotYourTurn");
  }
  if (!user.isGM && !current.testUserPermission(user, "OWNER")) return no("FRAY.COMBAT.Notice.NotYourTurn");
  const index = combat.turns.findIndex((c) => c.id === combatant.id);
  if (index !== combat.turn) await combat.update({ turn: index }, { turnEvents: false });
  return done;
}

/** Z4: whether the order is still "right after it was made": before the fight, or in round 1 before anyone acted. */
function atStart(combat: CombatLike): boolean {
  if (!combat.started) return true;
  return combat.round === 1 && !combat.combatants.contents.some((c) => c.system.hasActed);
}

/** Z4: the decisions to move down made so far (combatant id → the step it decided at). */
function decisionsOf(combat: CombatLike): Record<string, number> {
  return Object.fromEntries(combat.combatants.contents.filter((c) => c.system.orderDecision !== null)
    .map((c) => [c.id!, c.system.orderDecision!]));
}

/** Z4: the refusal of a decision out of turn, with the names of the combatants its ids stand for. */
function refusedDecision(combat: CombatLike, refusal: Refusal): ActionAnswer {
  const name = (id: unknown) => combat.combatants.get(String(id))?.name ?? String(id);
  return no(refusal.reason, { ...refusal.data, id: name(refusal.data.id),
    ...(refusal.data.next === undefined ? {} : { next: name(refusal.data.next) }) });
}

/**
 * Z4: whose decision to move down it is, from the second-to-last upwards (`mayDecideMoveDown`): the step the
 * combatant's decision takes (its own again while it is the latest to decide), or the refusal.
 */
function decisionStep(combat: CombatLike, combatant: CombatantLike): { step: number } | ActionAnswer {
  const decisions = decisionsOf(combat);
  const slots = combat.turns.map((c) => ({ id: c.id!, side: c.side }));
  const allowed = mayDecideMoveDown(slots, decisions, combatant.id!);
  if (!allowed.ok) return refusedDecision(combat, allowed);
  const own = decisions[combatant.id!];
  return { step: own ?? Math.max(0, ...Object.values(decisions)) + 1 };
}

/**
 * Z4: right after the order is made, the combatant whose turn it is to decide keeps its place: the decision passes
 * to the one above it.
 */
export async function keepPlace(combat: CombatLike, combatant: CombatantLike): Promise<ActionAnswer> {
  if (combat.mode !== "zones") return no("FRAY.COMBAT.Notice.OnlyZones");
  if (!atStart(combat)) return no("FRAY.COMBAT.Notice.MoveDownAtStart");
  if (typeof combatant.initiative !== "number") return no("FRAY.COMBAT.Notice.NoPlaceThere");
  const decided = decisionStep(combat, combatant);
  if (!("step" in decided)) return decided;
  if (combatant.system.orderDecision === null) await combatant.update({ "system.orderDecision": decided.step });
  return done;
}

/**
 * Z5: whether `combatant` may still give up this round's action-phase turn: in the action phase, before its turn
 * passed (or it already gave it up to reposition this round).
 */
function mayForfeit(combat: CombatLike, combatant: CombatantLike): boolean {
  if (combatant.system.repositioned === combat.round) return true;
  const index = combat.turns.findIndex((c) => c.id === combatant.id);
  return combat.system.phase === "action" && index >= (combat.turn ?? 0);
}

/** The zones seats of `combatants` in that order, as `zonePlaceScore` reads them. */
function seatsOf(combatants: readonly CombatantLike[]): ZoneSeat[] {
  return combatants.map((c) => ({ id: c.id!, initiative: c.initiative ?? null, tieBreak: c.system.tieBreak,
    surprised: c.system.surprised }));
}

/**
 * Z4, Z5: moves `combatant` to `place` (0-based) in the zones order: Z4 down only, right after the order is made,
 * in the rules' order of deciding (from the second-to-last upwards; the latest to decide may go on moving down);
 * Z5 from round 2 in the action phase, giving up this round's action-phase turn (the turn passes if it was its
 * own) for a place taken when the round ends (`applyRepositions`); it may change the place asked for until then.
 * The rules refuse a place between two adjacent enemy turns. A Z4 place is stored at once as a score between its
 * neighbours' (`zonePlaceScore`), so every client sorts the same order.
 */
export async function moveInOrder(combat: CombatLike, combatant: CombatantLike, how: "moveDown" | "reposition",
  place: unknown): Promise<ActionAnswer> {
  if (combat.mode !== "zones") return no("FRAY.COMBAT.Notice.OnlyZones");
  const turns = combat.turns;
  if (!Number.isInteger(place) || (place as number) < 0 || (place as number) >= turns.length) {
    return no("FRAY.COMBAT.Notice.NoPlaceThere");
  }
  if (how === "moveDown" && !atStart(combat)) return no("FRAY.COMBAT.Notice.MoveDownAtStart");
  if (how === "reposition" && combat.started && combat.round >= 2 && !mayForfeit(combat, combatant)) {
    return no("FRAY.COMBAT.Notice.RepositionBeforeTurn");
  }
  const slots: TurnSlot[] = turns.map((c) => ({ id: c.id!, side: c.side }));
  if (how === "reposition") {
    const change = reposition(slots, combatant.id!, place as number, Math.max(combat.round, 1));
    if (!change.ok) return no(change.reason, change.data);
    // The request is written first, so a pass that ends the round (the last in the order) takes it as it ends.
    const ownTurn = combat.combatant?.id === combatant.id;
    await combatant.update({ "system.repositioned": combat.round, "system.repositionTo": place as number });
    if (ownTurn) await combat.nextTurn();
    return done;
  }
  const decided = decisionStep(combat, combatant);
  if (!("step" in decided)) return decided;
  const change = moveDown(slots, combatant.id!, place as number);
  if (!change.ok) return no(change.reason, change.data);
  const byId = new Map(turns.map((c) => [c.id!, c]));
  const score = zonePlaceScore(seatsOf(change.order.map(({ id }) => byId.get(id)!)), combatant.id!);
  if (!score) return no("FRAY.COMBAT.Notice.NoPlaceThere");
  await keepingTurn(combat, () => combatant.update({ initiative: score.initiative,
    "system.tieBreak": score.tieBreak, "system.orderDecision": decided.step }));
  return done;
}

/**
 * Z5: as a zones round ends (the GM's client, before the next round starts), those who gave up this round's
 * action-phase turn take the places they asked for, the lowest first, so those who were higher decide last; each
 * place is stored as a score between its new neighbours' in one Combatant batch. A place that now lies between
 * two adjacent enemy turns is not taken, with a notice.
 */
export async function applyRepositions(combat: CombatLike): Promise<void> {
  if (combat.mode !== "zones") return;
  const turns = combat.turns;
  const movers = turns.filter((c) => c.system.repositioned === combat.round && c.system.repositionTo !== null);
  if (!movers.length) return;
  let slots: TurnSlot[] = turns.map((c) => ({ id: c.id!, side: c.side }));
  const seats = new Map(seatsOf(turns).map((seat) => [seat.id, seat]));
  const updates = new Map<string, Record<string, unknown>>();
  for (const id of repositionDeciders(slots, movers.map((c) => c.id!))) {
    const mover = combat.combatants.get(id)!;
    const place = Math.min(mover.system.repositionTo!, slots.length - 1);
    const change = reposition(slots, id, place, Math.max(combat.round, 2));
    const score = change.ok ? zonePlaceScore(change.order.map((slot) => seats.get(slot.id)!), id) : null;
    updates.set(id, { _id: id, "system.repositionTo": null });
    if (!change.ok || !score) {
      warn("FRAY.COMBAT.Notice.RepositionKept", { name: mover.name ?? "" });
      continue;
    }
    slots = change.order;
    seats.set(id, { ...seats.get(id)!, ...score });
    updates.set(id, { _id: id, initiative: score.initiative, "system.tieBreak": score.tieBreak,
      "system.repositionTo": null });
  }
  await keepingTurn(combat, () => combat.updateEmbeddedDocuments("Combatant", [...updates.values()]));
}
