import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moveDown, reposition, seatOrder, zonePlaceScore, type ZoneSeat } from "../../../src/rules/index.js";

/** An aware seat rolled `initiative`. */
const seat = (id: string, initiative: number | null, fields: Partial<ZoneSeat> = {}): ZoneSeat =>
  ({ id, initiative, tieBreak: null, surprised: false, ...fields });

/** The zones order of `seats` after giving `id` the score `zonePlaceScore` found. */
function resorted(seats: ZoneSeat[], id: string, order: ZoneSeat[]): string[] {
  const score = zonePlaceScore(order, id)!;
  const moved = seats.map((s) => (s.id === id ? { ...s, ...score } : s));
  return seatOrder("zones", moved.map((s, joined) => ({ ...s, name: s.id, side: "party", joined })));
}

describe("a place chosen in the zones order (Z4, Z5)", () => {
  const seats = [seat("a", 6), seat("b", 4), seat("c", 2), seat("d", 0)];

  it("Z4: moving down between two margins takes the score halfway between them", () => {
    const order = [seats[1]!, seats[2]!, seats[0]!, seats[3]!];
    expect(zonePlaceScore(order, "a")).toEqual({ initiative: 1, tieBreak: null });
    expect(resorted(seats, "a", order)).toEqual(["b", "c", "a", "d"]);
  });

  it("Z4, Z5: to the bottom it goes one below the last; to the top one above the first", () => {
    expect(zonePlaceScore([seats[1]!, seats[2]!, seats[3]!, seats[0]!], "a")).toEqual({ initiative: -1, tieBreak: null });
    expect(zonePlaceScore([seats[3]!, seats[0]!, seats[1]!, seats[2]!], "d")).toEqual({ initiative: 7, tieBreak: null });
  });

  it("Z2, Z5: between two equal margins it takes the margin and a roll-off between theirs", () => {
    const tied = [seat("a", 3, { tieBreak: 2 }), seat("b", 3, { tieBreak: 1 }), seat("c", 1)];
    expect(zonePlaceScore([tied[0]!, tied[2]!, tied[1]!], "c")).toEqual({ initiative: 3, tieBreak: 1.5 });
  });

  it("Z3: no place crosses the line between the aware and the surprised; an unrolled mover has no place", () => {
    const mixed = [seat("a", 5), seat("b", 2), seat("s", 9, { surprised: true })];
    expect(zonePlaceScore([mixed[1]!, mixed[2]!, mixed[0]!], "a")).toBeNull();
    expect(zonePlaceScore([mixed[2]!, mixed[0]!, mixed[1]!], "s")).toBeNull();
    expect(zonePlaceScore([seat("x", null), seat("y", 2)], "x")).toBeNull();
  });

  it("Z4: the rule's move down, scored and stored, sorts back into exactly the order the rule gave", () => {
    const arbitrary = fc.uniqueArray(fc.integer({ min: -11, max: 11 }), { minLength: 2, maxLength: 8 });
    fc.assert(fc.property(arbitrary, fc.nat(), fc.nat(), (margins, pick, to) => {
      const list = margins.map((m, i) => seat(`s${i}`, m));
      const order = seatOrder("zones", list.map((s, joined) => ({ ...s, name: s.id, side: "party", joined })));
      const from = pick % order.length;
      const place = from + (to % (order.length - from));
      const slots = order.map((id) => ({ id, side: "party" }));
      const change = moveDown(slots, order[from]!, place);
      if (!change.ok) return;
      const byId = new Map(list.map((s) => [s.id, s]));
      const next = change.order.map((slot) => byId.get(slot.id)!);
      expect(resorted(list, order[from]!, next)).toEqual(change.order.map((slot) => slot.id));
    }));
  });

  it("Z5: a reposition up, scored, sorts into the rule's order", () => {
    const slots = seats.map((s) => ({ id: s.id, side: "party" }));
    const change = reposition(slots, "d", 1, 2);
    expect(change.ok).toBe(true);
    if (!change.ok) return;
    const byId = new Map(seats.map((s) => [s.id, s]));
    expect(resorted(seats, "d", change.order.map((slot) => byId.get(slot.id)!))).toEqual(["a", "d", "b", "c"]);
  });
});
