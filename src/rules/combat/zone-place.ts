import { requireFinite, requireList, requireRecord } from "../validate.js";
import { requireFlag, requireText, requireUniqueIds } from "../input.js";

/** One place in a stored zones order (Z1–Z3): the margin, the kept d2 roll-off and the surprise mark. */
export interface ZoneSeat {
  id: string;
  /** The margin (or a place chosen by Z4/Z5); null until rolled. */
  initiative: number | null;
  /** The kept roll-off; higher goes first among equal margins; null when never tied. */
  tieBreak: number | null;
  surprised: boolean;
}

/** The stored score that puts a seat in its place: a margin and a roll-off. */
export interface ZoneScore {
  initiative: number;
  tieBreak: number | null;
}

/** Whether two seats sort in the same block (Z3: the aware above the surprised; the rolled above the unrolled). */
const sameBlock = (a: ZoneSeat, b: ZoneSeat): boolean =>
  a.surprised === b.surprised && (a.initiative === null) === (b.initiative === null);

/**
 * Z4, Z5: the score that puts `id` between its neighbours in `order` (the new zones order, top first, as
 * `moveDown` or `reposition` gave it): strictly between the one above and the one below, so the stored order
 * becomes `order`. Null when no score can: the mover is not rolled, the place crosses the Z3 line between the aware
 * and the surprised, or the two neighbours hold the very same score.
 */
export function zonePlaceScore(order: readonly ZoneSeat[], id: string): ZoneScore | null {
  const seats = checkSeats(order);
  const at = seats.findIndex((seat) => seat.id === requireText("id", id));
  const mover = seats[at];
  if (!mover || mover.initiative === null) return null;
  const above = seats[at - 1];
  const below = seats[at + 1];
  if (above && above.surprised && !mover.surprised) return null;
  if (below && !below.surprised && mover.surprised) return null;
  if (above && above.initiative === null && above.surprised === mover.surprised) return null;
  const over = above && sameBlock(above, mover) ? above : null;
  const under = below && sameBlock(below, mover) ? below : null;
  if (!over && !under) return { initiative: mover.initiative, tieBreak: mover.tieBreak };
  if (!over) return { initiative: under!.initiative! + 1, tieBreak: null };
  if (!under) return { initiative: over.initiative! - 1, tieBreak: null };
  const [high, low] = [over.initiative!, under.initiative!];
  if (high > low) return { initiative: (high + low) / 2, tieBreak: null };
  const [first, second] = [over.tieBreak ?? 0, under.tieBreak ?? 0];
  return first > second ? { initiative: high, tieBreak: (first + second) / 2 } : null;
}

/** Checks a zones order: seats with unique ids, numbers or null, and flags. */
function checkSeats(order: readonly ZoneSeat[]): readonly ZoneSeat[] {
  const seats = requireList("order", order);
  seats.forEach((seat, index) => {
    requireRecord(`order[${index}]`, seat);
    requireText(`order[${index}].id`, seat.id);
    if (seat.initiative !== null) requireFinite(`order[${index}].initiative`, seat.initiative);
    if (seat.tieBreak !== null) requireFinite(`order[${index}].tieBreak`, seat.tieBreak);
    requireFlag(`order[${index}].surprised`, seat.surprised);
  });
  requireUniqueIds("order", seats);
  return seats;
}
