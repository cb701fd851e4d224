import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_TURNS, inTurn, ledgerNow, recordEnd, recordStart, turnMarks } from "../../../src/rules/combat/index.js";
import { actionKinds, refreshActions } from "../../../src/rules/actions/index.js";
import { PRESET_IDS, type PresetId } from "../../../src/rules/presets.js";

/** Where a combatant's clock stands: the round starts counted and its own turn events counted. */
const at = (roundStarts: number, turns: number) => ({ roundStarts, turns });

describe("the turn record a combat keeps (issue 32: a turn writes no combatant)", () => {
  it("L5, L7: a turn's start makes the count odd (its turn runs), its end even again; a start while a turn still "
    + "runs ends that one first", () => {
    const started = recordStart(NO_TURNS);
    expect([started, inTurn(started)]).toEqual([{ turns: 1, acted: null }, true]);
    const ended = recordEnd(started, 1, false);
    expect([ended, inTurn(ended)]).toEqual([{ turns: 2, acted: 1 }, false]);
    expect(recordStart(started)).toEqual({ turns: 3, acted: null });
  });

  it("S2: a turn's end marks it acted in the round it ended in, even one that never started (a member that took "
    + "the side's turn); L6, A1: one ended by delaying is no turn taken", () => {
    expect(recordEnd(NO_TURNS, 3, false)).toEqual({ turns: 0, acted: 3 });
    expect(recordEnd({ turns: 1, acted: null }, 2, true)).toEqual({ turns: 2, acted: null });
    expect(recordEnd({ turns: 3, acted: 1 }, 2, true)).toEqual({ turns: 4, acted: 1 });
  });

  it("S2, L5: acted this round until a round starts, has acted ever; flat-footed from the start until its first "
    + "turn starts", () => {
    expect(turnMarks({ turns: 2, acted: 1 }, 1, true)).toEqual({ acted: true, hasActed: true, flatFooted: false });
    expect(turnMarks({ turns: 2, acted: 1 }, 2, false)).toEqual({ acted: false, hasActed: true, flatFooted: false });
    expect(turnMarks(NO_TURNS, 2, true)).toEqual({ acted: false, hasActed: false, flatFooted: true });
    expect(turnMarks({ turns: 1, acted: null }, 1, true)).toEqual({ acted: false, hasActed: false, flatFooted: false });
  });
});

describe("a ledger read at the combat's clock (ledgerNow)", () => {
  it("L7: a standard, move, swift and the round's immediate spent on its turn in round 1 all come back at its turn "
    + "in round 2 (its turn ended, round 2 started, its turn started)", () => {
    const spent = { standard: 1, move: 1, swift: 1, free: 2, immediate: 1, swiftImmediate: 2 };
    expect(ledgerNow("legend", spent, at(1, 1), at(2, 3))).toEqual({ standard: 0, move: 0, swift: 0, free: 0,
      immediate: 0, swiftImmediate: 0 });
  });

  it("L7: read after its turn ended (same round), the turn's actions stay spent and an unspent swift is its most "
    + "recent turn's (priorSwift); the immediate waits for the round's start", () => {
    expect(ledgerNow("legend", { standard: 1, immediate: 1 }, at(1, 1), at(1, 2)))
      .toEqual({ standard: 1, immediate: 1, priorSwift: 1 });
    expect(ledgerNow("legend", { swift: 1 }, at(1, 1), at(1, 2))).toEqual({ swift: 1 });
  });

  it("L7: an immediate taken off turn on the next turn's swift (owedSwift) uses up that turn's swift: at the turn's "
    + "start in the next round the swift is spent and the immediate is back", () => {
    const spent = { immediate: 1, swiftImmediate: 1, owedSwift: 1 };
    expect(ledgerNow("legend", spent, at(1, 2), at(2, 3)))
      .toEqual({ immediate: 0, swiftImmediate: 0, owedSwift: 0, swift: 1 });
  });

  it("S4: under sides nothing comes back at a turn's start, everything at a round's start", () => {
    const spent = { main: 1, move: 1, mainAsMove: 0, instant: 2 };
    expect(ledgerNow("sides", spent, at(1, 1), at(1, 4))).toEqual(spent);
    expect(ledgerNow("sides", spent, at(1, 1), at(2, 4))).toEqual({ main: 0, move: 0, mainAsMove: 0, instant: 0 });
  });

  it("A2, A9: under Agility the free-hit slots come back at a round's start; a stand-up off turn takes the chosen "
    + "action from its next turn, spent at that turn's start", () => {
    const spent = { freeHit: 2, owedMove: 1, standUp: 1 };
    expect(ledgerNow("agility", spent, at(1, 2), at(1, 2))).toEqual(spent);
    expect(ledgerNow("agility", spent, at(1, 2), at(2, 3)))
      .toEqual({ freeHit: 0, owedMove: 0, standUp: 0, move: 1 });
  });

  it("T6, T8: under LoT the actions come back at a turn's start, the AP the rotation's swings spent at a round's",
    () => {
      expect(ledgerNow("lot", { full: 2, ap: 4 }, at(1, 1), at(1, 2))).toEqual({ full: 2, ap: 4 });
      expect(ledgerNow("lot", { full: 2, ap: 4 }, at(1, 1), at(1, 3))).toEqual({ full: 0, ap: 4 });
      expect(ledgerNow("lot", { full: 2, ap: 4 }, at(1, 2), at(2, 2))).toEqual({ full: 2, ap: 0 });
    });

  it("seed 001: under Lur-Asko the major action comes back at each turn's start (the movement phase's turns count)",
    () => {
      expect(ledgerNow("lurasko", { major: 1, free: 3 }, at(1, 1), at(2, 3))).toEqual({ major: 0, free: 0 });
    });

  it("a kind a refresh adds at 0 is left out: nothing spent reads as nothing spent", () => {
    expect(ledgerNow("legend", {}, at(0, 0), at(3, 0))).toEqual({});
    expect(ledgerNow("sides", {}, at(0, 0), at(2, 5))).toEqual({});
  });

  it("a clock that went back (a fight started again) replays nothing", () => {
    expect(ledgerNow("legend", { standard: 1 }, at(3, 5), at(1, 1))).toEqual({ standard: 1 });
  });

  it("two whole turns leave any ledger as fresh as more would, and the round's refresh may come before or after "
    + "the turn's (every rulebook refreshes different kinds at each)", () => {
    const ledger = (preset: PresetId) => fc.dictionary(fc.constantFrom(...actionKinds(preset), "owedSwift",
      "priorSwift", "swiftImmediate", "owedMove", "owedBonus", "owedAttack", "fullAsSwift", "ap"), fc.nat(3));
    const replay = (preset: PresetId, spent: Record<string, number>, from: number, to: number) => {
      let out = spent;
      for (let turn = from; turn < to; turn += 1) out = refreshActions(preset, out, turn % 2 ? "turnEnd" : "turnStart");
      return out;
    };
    const zeroless = (record: Record<string, number>, kept: Record<string, number>) =>
      Object.fromEntries(Object.entries(record).filter(([kind, count]) => count !== 0 || kind in kept));
    fc.assert(fc.property(fc.constantFrom(...PRESET_IDS).chain((preset) => fc.tuple(fc.constant(preset),
      ledger(preset), fc.nat(3), fc.nat(12))), ([preset, spent, from, events]) => {
      const roundFirst = replay(preset, refreshActions(preset, spent, "roundStart"), from, from + events);
      const roundLast = refreshActions(preset, replay(preset, spent, from, from + events), "roundStart");
      expect(roundFirst).toEqual(roundLast);
      expect(ledgerNow(preset, spent, at(1, from), at(2, from + events))).toEqual(zeroless(roundFirst, spent));
    }));
  });

  it("bad input throws", () => {
    expect(() => ledgerNow("legend", {}, at(-1, 0), at(1, 1))).toThrow(/written\.roundStarts/);
    expect(() => ledgerNow("legend", {}, at(0, 0), { roundStarts: 1, turns: 0.5 })).toThrow(/now\.turns/);
    expect(() => ledgerNow("legend", { standard: -1 }, at(0, 0), at(1, 1))).toThrow(/spent\.standard/);
    expect(() => recordStart({ turns: Number.NaN, acted: null })).toThrow(/record\.turns/);
    expect(() => recordEnd(NO_TURNS, 1, "yes" as unknown as boolean)).toThrow(/delaying/);
    expect(() => turnMarks(NO_TURNS, -1, false)).toThrow(/roundStarts/);
  });
});
