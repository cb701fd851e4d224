import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayDecideMoveDown, mayReposition, moveDown, moveDownDeciders, moveDownTurn, reposition, repositionDeciders,
  type TurnSlot } from "../../../src/rules/turns/index.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

const slot = (id: string, side: string): TurnSlot => ({ id, side });
const order = [slot("a", "party"), slot("x", "foes"), slot("y", "foes"), slot("b", "party"), slot("c", "party")];
const ids = (slots: TurnSlot[]): string[] => slots.map((s) => s.id);

describe("moving down at the start (Z4)", () => {
  it("Z4: the decision goes from the second-to-last character upwards", () => {
    expect(moveDownDeciders(order)).toEqual(["b", "y", "x", "a"]);
  });

  it("Z4: a character may move lower in the list", () => {
    const r = moveDown(order, "a", 4);
    expect(r.ok && ids(r.order)).toEqual(["x", "y", "b", "c", "a"]);
  });

  it("Z4: a character may not move up", () => {
    expect(moveDown(order, "b", 0)).toMatchObject({ ok: false, reason: "FRAY.RULES.Turns.OnlyMoveDown" });
  });

  it("Z4: staying put is allowed", () => {
    const r = moveDown(order, "b", 3);
    expect(r.ok && ids(r.order)).toEqual(ids(order));
  });

  it("Z4, Z5: no one may move between two adjacent enemy turns", () => {
    expect(moveDown(order, "a", 1)).toMatchObject({
      ok: false, reason: "FRAY.RULES.Turns.BetweenEnemies", data: { id: "a", before: "x", after: "y" },
    });
  });

  it("Z5: moving next to an ally's turn is fine even beside an enemy", () => {
    const r = moveDown(order, "a", 2);
    expect(r.ok && ids(r.order)).toEqual(["x", "y", "a", "b", "c"]);
  });
});

describe("changing order later (Z5)", () => {
  it("Z5: not in round 1, allowed from round 2", () => {
    expect(mayReposition(1)).toBe(false);
    expect(mayReposition(2)).toBe(true);
    expect(reposition(order, "c", 0, 1)).toMatchObject({ ok: false, reason: "FRAY.RULES.Turns.NoRepositionInRoundOne" });
  });

  it("Z5: forfeiting the turn buys a higher or lower place from the next round", () => {
    const r = reposition(order, "c", 0, 3);
    expect(r).toMatchObject({ ok: true, fromRound: 4, forfeitsTurn: true });
    expect(r.ok && ids(r.order)).toEqual(["c", "a", "x", "y", "b"]);
  });

  it("Z5: the move may not split two adjacent enemy turns", () => {
    expect(reposition(order, "c", 2, 2)).toMatchObject({ ok: false, reason: "FRAY.RULES.Turns.BetweenEnemies" });
  });

  it("Z5: for an enemy, a place between two party turns is also refused", () => {
    expect(reposition(order, "x", 4, 2)).toMatchObject({ ok: true });
    expect(reposition(order, "y", 3, 2)).toMatchObject({ ok: false, data: { before: "b", after: "c" } });
  });

  it("Z5: several repositioning characters decide lowest first, the highest last", () => {
    expect(repositionDeciders(order, ["a", "c", "x"])).toEqual(["c", "x", "a"]);
  });

  it("Z4, Z5: bad input throws and names the field", () => {
    expect(() => moveDown(order, "z", 1)).toThrow(RulesTypeError);
    expect(() => moveDown(order, "a", 5)).toThrow(RulesRangeError);
    expect(() => reposition(order, "a", 1.5, 2)).toThrow(/place/);
    expect(() => moveDownDeciders([slot("a", "p"), slot("a", "q")])).toThrow(/order\[1\]\.id/);
    expect(() => repositionDeciders(order, ["nobody"])).toThrow(/movers\[0\]/);
    expect(() => mayReposition(Number.NaN)).toThrow(RulesRangeError);
  });
});

describe("zone order properties (Z4, Z5)", () => {
  const orderArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 })
    .chain((names) => fc.tuple(...names.map((id) => fc.constantFrom("party", "foes", "wolves")
      .map((side) => slot(id, side)))));

  it("Z5: a reposition never lands between two enemy turns; a refusal names two enemy neighbours", () => {
    const cases = orderArb.chain((o) => fc.tuple(fc.constant(o), fc.nat(o.length - 1), fc.nat(o.length - 1)));
    fc.assert(fc.property(cases, ([slots, from, place]) => {
      const mover = slots[from]!;
      const r = reposition(slots, mover.id, place, 2);
      const enemy = (id: string | number | undefined): boolean => slots.find((s) => s.id === id)!.side !== mover.side;
      if (!r.ok) {
        expect(enemy(r.data.before) && enemy(r.data.after)).toBe(true);
        return;
      }
      const [before, after] = [r.order[place - 1], r.order[place + 1]];
      if (place !== from && before && after) expect(enemy(before.id) && enemy(after.id)).toBe(false);
      expect(r.order[place]).toBe(mover);
      expect(ids(r.order.filter((s) => s.id !== mover.id))).toEqual(ids(slots.filter((_, i) => i !== from)));
    }));
  });

  it("Z4: the decisions go from the second-to-last upwards; the latest may go on; a passed one decides in turn", () => {
    const order = [{ id: "a", side: "p" }, { id: "b", side: "p" }, { id: "c", side: "e" }, { id: "d", side: "e" }];
    expect(moveDownTurn(order, {})).toEqual({ latest: null, next: "c" });
    expect(mayDecideMoveDown(order, {}, "b"))
      .toEqual({ ok: false, reason: "FRAY.RULES.Turns.MoveDownNotYet", data: { id: "b", next: "c" } });
    expect(moveDownTurn(order, { c: 1 })).toEqual({ latest: "c", next: "b" });
    expect(mayDecideMoveDown(order, { c: 1 }, "c")).toEqual({ ok: true });
    const moved = [{ id: "a", side: "p" }, { id: "c", side: "e" }, { id: "d", side: "e" }, { id: "b", side: "p" }];
    expect(moveDownTurn(moved, { c: 1, b: 2 })).toEqual({ latest: "b", next: "d" });
    expect(mayDecideMoveDown(moved, { c: 1, b: 2, d: 3, a: 4 }, "c"))
      .toEqual({ ok: false, reason: "FRAY.RULES.Turns.MoveDownDone", data: { id: "c" } });
    expect(() => moveDownTurn(order, { a: 0 })).toThrow();
  });
});
