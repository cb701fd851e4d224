/** One update of a token's move, by the parts joined here (TokenMovementOperation). */
export interface MovePart<P> {
  /** The movement's id: every update of one move through checkpoints carries it. */
  id?: string;
  origin: P;
  destination: P;
  passed: { distance?: number; cost?: number; waypoints?: readonly P[] };
  /** What the move has still to go after this update: nothing once it has finished. */
  pending?: { waypoints?: readonly unknown[] };
}

/** A whole move: from its first update's origin to its last's destination, the passed paths joined. */
export interface WholeMove<P> {
  origin: P;
  destination: P;
  passed: { distance: number; cost: number; waypoints: P[] };
}

/** A part as a whole move of its own. */
function wholeOf<P>(part: MovePart<P>): WholeMove<P> {
  return { origin: part.origin, destination: part.destination, passed: { distance: part.passed.distance ?? 0,
    cost: part.passed.cost ?? 0, waypoints: [...(part.passed.waypoints ?? [part.destination])] } };
}

/** A whole move with the next part of the same movement added. */
function joined<P>(whole: WholeMove<P>, part: MovePart<P>): WholeMove<P> {
  const next = wholeOf(part);
  return { origin: whole.origin, destination: next.destination, passed: { distance: whole.passed.distance
    + next.passed.distance, cost: whole.passed.cost + next.passed.cost,
  waypoints: [...whole.passed.waypoints, ...next.passed.waypoints] } };
}

/**
 * L11, A9, Z10: Foundry makes one update per checkpoint of a move (TokenMeasuredMovementWaypoint#checkpoint: "There's
 * an update/movement operation for each checkpoint in a movement path"), each a moveToken call of the same movement
 * id with what is left `pending`. A joiner adds up the updates of each token's move and hands the whole move back
 * once nothing is pending, so Fray's rules see one move. A move stopped with waypoints still pending is handed back
 * when the token's next move (another id) begins.
 */
export class MoveJoiner<P> {
  #open = new Map<string, { id: string; whole: WholeMove<P> }>();

  /** Adds an update of the token's move; returns the whole moves it completes, a stopped earlier one first. */
  add(token: string, part: MovePart<P>): WholeMove<P>[] {
    const open = this.#open.get(token);
    this.#open.delete(token);
    const same = open !== undefined && part.id !== undefined && open.id === part.id;
    const done = open && !same ? [open.whole] : [];
    const whole = same ? joined(open.whole, part) : wholeOf(part);
    const pending = (part.pending?.waypoints?.length ?? 0) > 0;
    if (part.id !== undefined && pending) this.#open.set(token, { id: part.id, whole });
    else done.push(whole);
    return done;
  }
}
