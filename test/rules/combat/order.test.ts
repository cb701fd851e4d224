import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seatOrder, type Seat } from "../../../src/rules/combat/index.js";
import { RulesTypeError } from "../../../src/rules/validate.js";

/** A seat with defaults: rolled 10, the party, joined 0. */
const seat = (id: string, fields: Partial<Seat> = {}): Seat =>
  ({ id, name: id, initiative: 10, side: "party", joined: 0, ...fields });

describe("the stored turn order (seatOrder)", () => {
  it("L1: higher initiative first; not yet rolled (null) last; then name, then id", () => {
    const seats = [seat("c", { initiative: null }), seat("a", { initiative: 5 }), seat("b", { initiative: 15 }),
      seat("x2", { name: "Orc", initiative: 5 }), seat("x1", { name: "Orc", initiative: 5 })];
    expect(seatOrder("d20", seats)).toEqual(["b", "a", "x1", "x2", "c"]);
  });

  it("L2: ties go to the higher total modifier, then the higher DEX modifier, then the kept reroll", () => {
    const seats = [seat("a", { mod: 2, dex: 2 }), seat("b", { mod: 3, dex: 1 }), seat("c", { mod: 2, dex: 3 }),
      seat("d", { mod: 2, dex: 2, tieBreak: 17 }), seat("e", { mod: 2, dex: 2, tieBreak: 4 })];
    expect(seatOrder("d20", seats)).toEqual(["b", "c", "d", "e", "a"]);
  });

  it("T2: under reroll-half the modifiers don't break ties (the +0.5 is in the initiative)", () => {
    const seats = [seat("a", { mod: 5, initiative: 12 }), seat("b", { mod: 0, initiative: 12.5 })];
    expect(seatOrder("d20", seats, { tieBreak: "reroll-half" })).toEqual(["b", "a"]);
    expect(seatOrder("d20", [seat("a", { mod: 5 }), seat("b", { mod: 0, tieBreak: 3 })], { tieBreak: "reroll-half" }))
      .toEqual(["b", "a"]);
  });

  it("L3: a group's members act in a row even when a lone seat ties with them", () => {
    const seats = [seat("g1", { group: "G", mod: 1 }), seat("lone", { mod: 2, name: "b" }),
      seat("g2", { group: "G", mod: 3, name: "z" })];
    expect(seatOrder("d20", seats)).toEqual(["g1", "g2", "lone"]);
  });

  it("L6, A1: one who re-entered from a delay acts after everyone else on its count", () => {
    const seats = [seat("d", { reentered: true, mod: 9 }), seat("x", { mod: 1 }), seat("y", { initiative: 9 })];
    expect(seatOrder("d20", seats)).toEqual(["x", "d", "y"]);
    expect(seatOrder("agility", seats)).toEqual(["x", "d", "y"]);
  });

  it("T4: never three players in a row while a non-player is left to move up", () => {
    const seats = [seat("p1", { initiative: 20, player: true }), seat("p2", { initiative: 19, player: true }),
      seat("p3", { initiative: 18, player: true }), seat("n1", { initiative: 5, side: "enemies" }),
      seat("late", { initiative: null, player: true })];
    expect(seatOrder("d20", seats, { maxPlayersInARow: 2 })).toEqual(["p1", "p2", "n1", "p3", "late"]);
    expect(seatOrder("d20", seats)).toEqual(["p1", "p2", "p3", "n1", "late"]);
  });

  it("T14: a delaying player doesn't count for T4; it keeps its place before the seat that followed it", () => {
    const seats = [seat("p1", { player: true, initiative: 20, delaying: true }),
      seat("p2", { player: true, initiative: 18 }), seat("p3", { player: true, initiative: 15 }),
      seat("o", { side: "enemies", initiative: 10 }), seat("p4", { player: true, initiative: 5, delaying: true })];
    expect(seatOrder("d20", seats, { maxPlayersInARow: 2 })).toEqual(["p1", "p2", "p3", "o", "p4"]);
    const back = seats.map((s) => (s.id === "p1" ? { ...s, delaying: false, initiative: 15, reentered: true } : s));
    expect(seatOrder("d20", back, { maxPlayersInARow: 2 })).toEqual(["p2", "p3", "o", "p1", "p4"]);
  });

  it("S1, S2: sides together in side order; the party wins ties; each side in joining order", () => {
    const seats = [seat("e1", { side: "enemies", initiative: 6, joined: 0 }), seat("p1", { initiative: 6, joined: 3 }),
      seat("n1", { side: "neutral", initiative: 6, tieBreak: 8, joined: 1 }), seat("e2", { side: "enemies", initiative: 6,
        tieBreak: 2, joined: 2 }), seat("p0", { initiative: 6, joined: 4, name: "a" })];
    expect(seatOrder("sides", seats)).toEqual(["p1", "p0", "n1", "e2", "e1"]);
  });

  it("Z3: surprised combatants come below every aware one, each part by margin, then the kept d2", () => {
    const seats = [seat("s", { surprised: true, initiative: 9 }), seat("a", { initiative: -2 }),
      seat("b", { initiative: 4, tieBreak: 1 }), seat("c", { initiative: 4, tieBreak: 2 })];
    expect(seatOrder("zones", seats)).toEqual(["c", "b", "a", "s"]);
  });

  it("A1: the initiator goes last; ties put the party first, then the order of joining", () => {
    const seats = [seat("i", { initiative: 5, initiator: true }), seat("e", { side: "enemies", initiative: 2, joined: 0 }),
      seat("p2", { initiative: 2, joined: 2 }), seat("p1", { initiative: 2, joined: 1, name: "z" })];
    expect(seatOrder("agility", seats)).toEqual(["p1", "p2", "e", "i"]);
  });

  it("the same seats give the same order in any input order (property)", () => {
    const arb = fc.uniqueArray(fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }), initiative: fc.option(fc.integer({ min: -3, max: 3 })),
      side: fc.constantFrom("party", "enemies"), tieBreak: fc.option(fc.integer({ min: 1, max: 2 })),
      surprised: fc.boolean(), joined: fc.nat(5), player: fc.boolean(),
    }), { selector: (s) => s.id, maxLength: 8 });
    fc.assert(fc.property(arb, fc.constantFrom("d20", "sides", "zones", "agility" as const), (raw, mode) => {
      const seats = raw.map((s) => ({ ...s, name: "n" }));
      const order = seatOrder(mode, seats, { maxPlayersInARow: 2 });
      expect([...order].sort()).toEqual(seats.map((s) => s.id).sort());
      expect(seatOrder(mode, [...seats].reverse(), { maxPlayersInARow: 2 })).toEqual(order);
    }));
  });

  it("bad input throws a rules error naming the field", () => {
    expect(() => seatOrder("d20", [seat("a", { initiative: Number.NaN })])).toThrow(/seats\[0\]\.initiative/);
    expect(() => seatOrder("d20", [seat("a"), seat("a")])).toThrow(RulesTypeError);
    expect(() => seatOrder("d20", [seat("a", { joined: -1 })])).toThrow(/joined/);
  });
});
