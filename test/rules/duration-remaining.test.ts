import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { remainingDuration, type CombatNow, type DurationUnit } from "../../src/rules/durations.js";
import { PRESET_IDS } from "../../src/rules/presets.js";

/** The left counts of a duration at each moment of a list. */
const lefts = (...args: Parameters<typeof remainingDuration>) => remainingDuration(...args).left;

describe("remaining durations (L9, Z9, Z5)", () => {
  it("L9: 3 rounds begun at place 3 of round 2 have 3 left until place 3 comes up in round 3", () => {
    const start = { round: 2, place: 3, count: 14 };
    const at = (round: number, place: number) => lefts("legend", start, { unit: "rounds", amount: 3 }, { round, place });
    expect([at(2, 3), at(2, 5), at(3, 0), at(3, 2)]).toEqual([3, 3, 3, 3]);
    expect([at(3, 3), at(4, 4), at(5, 2)]).toEqual([2, 1, 1]);
    expect(remainingDuration("legend", start, { unit: "rounds", amount: 3 }, { round: 5, place: 3 }))
      .toEqual({ unit: "rounds", left: 0, expired: true });
  });

  it("L9: a turn counts the actor's own turn while it runs, then is over", () => {
    const start = { round: 1, place: 2 };
    expect(lefts("legend", start, { unit: "turns" }, { round: 1, place: 2 })).toBe(1);
    expect(remainingDuration("legend", start, { unit: "turns" }, { round: 1, place: 3 }).expired).toBe(true);
    expect(lefts("lot", start, { unit: "turns", amount: 2 }, { round: 1, place: 3 })).toBe(1);
    expect(lefts("lot", start, { unit: "turns", amount: 2 }, { round: 2, place: 0 })).toBe(1);
  });

  it("L9: encounter, scene and quest durations have no count and never run out on a turn", () => {
    for (const unit of ["encounter", "scene", "quest"] as const) {
      expect(remainingDuration("legend", { round: 1, place: 0 }, { unit }, { round: 9, place: 4 }))
        .toEqual({ unit, left: null, expired: false });
    }
  });

  it("Z9: a duration begun in the movement phase ticks at each movement phase", () => {
    const start = { round: 2, place: 4, phase: "movement" as const };
    const at = (round: number, phase: "movement" | "action", place: number) =>
      lefts("lurasko", start, { unit: "rounds", amount: 2 }, { round, place, phase });
    expect([at(2, "movement", 5), at(2, "action", 0), at(3, "movement", 0), at(3, "action", 6)]).toEqual([2, 2, 1, 1]);
    expect(remainingDuration("lurasko", start, { unit: "rounds", amount: 2 }, { round: 4, place: 0, phase: "movement" })
      .expired).toBe(true);
  });

  it("Z9: an action-phase duration ticks at the starter's place, whatever the movement phase does", () => {
    const start = { round: 2, place: 1 };
    const at = (round: number, phase: "movement" | "action", place: number) =>
      lefts("lurasko", start, { unit: "turns", amount: 2 }, { round, place, phase });
    expect([at(3, "movement", 3), at(3, "action", 0), at(3, "action", 1), at(4, "movement", 0)]).toEqual([2, 2, 1, 1]);
  });

  it("Z5: after a reposition the count still follows the starter's original place", () => {
    // Begun at place 1 in round 2; from round 3 the starter acts at place 3 (Z5), the place the duration keeps is 1.
    const start = { round: 2, place: 1 };
    expect(lefts("lurasko", start, { unit: "rounds" }, { round: 3, place: 0 })).toBe(1);
    expect(remainingDuration("lurasko", start, { unit: "rounds" }, { round: 3, place: 1 }).expired).toBe(true);
  });

  it("L9, Z9: never more than the length, at least 1 until it expires, and never rising as the combat goes on", () => {
    const moment = fc.record({ round: fc.integer({ min: 1, max: 8 }), place: fc.integer({ min: 0, max: 6 }),
      phase: fc.constantFrom("movement" as const, "action" as const) });
    fc.assert(fc.property(fc.constantFrom(...PRESET_IDS), fc.constantFrom<DurationUnit>("turns", "rounds"),
      fc.integer({ min: 1, max: 4 }), moment, moment, moment, (preset, unit, amount, begun, a, b) => {
        const start = { round: begun.round, place: begun.place, ...(preset === "lurasko" ? { phase: begun.phase } : {}) };
        const order = (m: typeof a) => [m.round, preset === "lurasko" && m.phase === "movement" ? 0 : 1, m.place];
        const [first, second] = order(a).join() <= order(b).join() ? [a, b] : [b, a];
        const now = (m: typeof a): CombatNow => (preset === "lurasko" ? m : { round: m.round, place: m.place });
        const x = remainingDuration(preset, start, { unit, amount }, now(first));
        const y = remainingDuration(preset, start, { unit, amount }, now(second));
        expect(x.left!).toBeLessThanOrEqual(amount);
        expect(x.expired ? x.left === 0 : x.left! >= 1).toBe(true);
        expect(y.left!).toBeLessThanOrEqual(x.left!);
      }));
  });
});
