import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rollInitiative, type Entrant, type InitiativeResult } from "../../../src/rules/initiative/index.js";
import { INITIATIVE_MODES } from "../../../src/rules/presets.js";
import { scriptedDice } from "../../../src/rules/dice.js";
import { entrantsArb, entrantsOf } from "./arbitraries.js";
import { seededDice } from "../../../src/rules/dice.js";

const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const tieBreak = fc.constantFrom("modifiers" as const, "reroll-half" as const);

/** Whether each score is at most the one before it. */
function nonIncreasing(scores: number[]): boolean {
  return scores.every((score, index) => index === 0 || score <= scores[index - 1]!);
}

/** The scores of `ids` in the order given. */
const scoresOf = (r: InitiativeResult, ids: string[]): number[] => ids.map((id) => r.score[id]!);

describe("initiative properties", () => {
  it("every mode: the order is a permutation of the entrants, each with a score", () => {
    const modes = fc.constantFrom(...INITIATIVE_MODES);
    fc.assert(fc.property(modes, entrantsArb, seed, tieBreak, (mode, entrants, s, tb) => {
      const r = rollInitiative(mode, entrants, seededDice(s), { tieBreak: tb, maxPlayersInARow: 2 });
      expect([...r.order].sort()).toEqual(entrants.map((e) => e.id).sort());
      expect(Object.keys(r.score).sort()).toEqual(entrants.map((e) => e.id).sort());
    }));
  });

  it("d20 without the cap: scores never rise down the order; T2 without groups: they strictly fall", () => {
    fc.assert(fc.property(entrantsArb, seed, tieBreak, (entrants, s, tb) => {
      const r = rollInitiative("d20", entrants, seededDice(s), { tieBreak: tb });
      expect(nonIncreasing(scoresOf(r, r.order))).toBe(true);
      const solo = entrants.map(({ group: _group, ...rest }) => rest);
      const t2 = rollInitiative("d20", solo, seededDice(s), { tieBreak: "reroll-half" });
      const scores = scoresOf(t2, t2.order);
      expect(scores.every((score, i) => i === 0 || score < scores[i - 1]!)).toBe(true);
    }));
  });

  it("d20: group members act in a row and share one score", () => {
    fc.assert(fc.property(entrantsArb, seed, tieBreak, (entrants, s, tb) => {
      const r = rollInitiative("d20", entrants, seededDice(s), { tieBreak: tb });
      for (const group of ["g1", "g2"]) {
        const places = entrants.filter((e) => e.group === group).map((e) => r.order.indexOf(e.id))
          .sort((a, b) => a - b);
        places.forEach((place, i) => expect(place).toBe(places[0]! + i));
        expect(new Set(places.map((p) => r.score[r.order[p]!])).size).toBeLessThanOrEqual(1);
      }
    }));
  });

  it("T4: no more than n players in a row while a non-player is left after them", () => {
    fc.assert(fc.property(entrantsArb, seed, fc.integer({ min: 1, max: 3 }), (entrants, s, n) => {
      const player = new Map(entrants.map((e) => [e.id, e.player === true]));
      const r = rollInitiative("d20", entrants, seededDice(s), { maxPlayersInARow: n });
      let run = 0;
      r.order.forEach((id, index) => {
        run = player.get(id) ? run + 1 : 0;
        if (run > n) expect(r.order.slice(index).some((later) => !player.get(later))).toBe(false);
      });
    }));
  });

  it("T4: the cap keeps players' and non-players' own relative orders and their scores", () => {
    fc.assert(fc.property(entrantsArb, seed, (entrants, s) => {
      const player = new Map(entrants.map((e) => [e.id, e.player === true]));
      const free = rollInitiative("d20", entrants, seededDice(s));
      const capped = rollInitiative("d20", entrants, seededDice(s), { maxPlayersInARow: 2 });
      for (const kind of [true, false]) {
        const pick = (order: string[]): string[] => order.filter((id) => player.get(id) === kind);
        expect(pick(capped.order)).toEqual(pick(free.order));
      }
      expect(capped.score).toEqual(free.score);
    }));
  });

  it("sides: side totals never rise down the order and each side acts in one block", () => {
    fc.assert(fc.property(entrantsArb, seed, (entrants, s) => {
      const r = rollInitiative("sides", entrants, seededDice(s));
      expect(nonIncreasing(scoresOf(r, r.order))).toBe(true);
      const side = new Map(entrants.map((e) => [e.id, e.side]));
      const blocks = r.order.map((id) => side.get(id)).filter((v, i, all) => i === 0 || v !== all[i - 1]);
      expect(new Set(blocks).size).toBe(blocks.length);
    }));
  });

  it("zones: no surprised entrant above a non-surprised one; margins never rise within each class", () => {
    fc.assert(fc.property(entrantsArb, seed, (entrants, s) => {
      const surprised = new Map(entrants.map((e) => [e.id, e.surprised === true]));
      const r = rollInitiative("zones", entrants, seededDice(s));
      const flags = r.order.map((id) => surprised.get(id));
      expect(flags.indexOf(true) < 0 || !flags.slice(flags.indexOf(true)).includes(false)).toBe(true);
      for (const kind of [false, true]) {
        expect(nonIncreasing(scoresOf(r, r.order.filter((id) => surprised.get(id) === kind)))).toBe(true);
      }
    }));
  });

  it("agility: deterministic, no dice, initiators last, Agility never rises within each class", () => {
    fc.assert(fc.property(entrantsArb, (entrants) => {
      const initiator = new Map(entrants.map((e) => [e.id, e.initiator === true]));
      const r = rollInitiative("agility", entrants, scriptedDice([]));
      expect(rollInitiative("agility", entrants, scriptedDice([]))).toEqual(r);
      const flags = r.order.map((id) => initiator.get(id));
      expect(flags.indexOf(true) < 0 || !flags.slice(flags.indexOf(true)).includes(false)).toBe(true);
      for (const kind of [false, true]) {
        expect(nonIncreasing(scoresOf(r, r.order.filter((id) => initiator.get(id) === kind)))).toBe(true);
      }
    }));
  });

  it("d20: with a fixed face per id and no ties, the order does not depend on input order", () => {
    const keyed = entrantsOf(10).map((list) => list.map(({ group: _group, ...rest }): Entrant => rest))
      .chain((entrants) => fc.tuple(fc.constant(entrants),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: entrants.length, maxLength: entrants.length }),
        fc.shuffledSubarray(entrants, { minLength: entrants.length })));
    fc.assert(fc.property(keyed, tieBreak, ([entrants, faces, shuffled], tb) => {
      const face = new Map(entrants.map((e, i) => [e.id, faces[i]!]));
      const key = (e: Entrant): string => {
        const mod = (e.dex ?? 0) + (e.bonus ?? 0);
        return tb === "reroll-half" ? `${face.get(e.id)! + mod}` : `${face.get(e.id)! + mod}/${mod}/${e.dex ?? 0}`;
      };
      fc.pre(new Set(entrants.map(key)).size === entrants.length);
      const roll = (list: Entrant[]): string[] =>
        rollInitiative("d20", list, scriptedDice(list.map((e) => face.get(e.id)!)), { tieBreak: tb }).order;
      expect(roll(shuffled)).toEqual(roll(entrants));
    }), { numRuns: 200 });
  });
});
