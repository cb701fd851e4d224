import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { durationEnd, hasExpired, type CombatNow, type DurationStart } from "../../src/rules/durations.js";
import { PRESET_IDS } from "../../src/rules/presets.js";
import { RulesRangeError, RulesTypeError } from "../../src/rules/validate.js";

const legendStart: DurationStart = { round: 2, place: 3, count: 14 };

describe("Legend durations (L9)", () => {
  it("L9: a round runs from this initiative count to the same count next round", () => {
    expect(durationEnd("legend", legendStart, { unit: "rounds" })).toEqual({
      at: { round: 3, phase: "action", place: 3, boundary: "start", count: 14 }, on: ["combatEnd"],
    });
  });

  it("L9: it ends right before that count comes up again", () => {
    const end = durationEnd("legend", legendStart, { unit: "rounds" });
    expect(hasExpired(end, { round: 2, place: 6, count: 3 })).toBe(false);
    expect(hasExpired(end, { round: 3, place: 2, count: 16 })).toBe(false);
    expect(hasExpired(end, { round: 3, place: 3, count: 14 })).toBe(true);
    expect(hasExpired(end, { round: 4, place: 0, count: 20 })).toBe(true);
  });

  it("L9: N rounds count from count to count N times", () => {
    expect(durationEnd("legend", legendStart, { unit: "rounds", amount: 3 }).at?.round).toBe(5);
  });

  // T4: players at 20, 19, 18 and a non-player at 10; the cap moves the non-player ahead of the third player.
  // The tracker's moments carry each combatant's count; only the place may decide.
  const capped = [{ count: 20 }, { count: 19 }, { count: 10 }, { count: 18 }]
    .map(({ count }, place) => ({ round: 3, place, count }));

  it("L9 (I): the place in the order decides, not the count: a lower count the T4 cap moved ahead has not passed it", () => {
    const end = durationEnd("lot", { round: 2, place: 3, count: 18 }, { unit: "rounds" });
    expect(capped.map((now) => hasExpired(end, now))).toEqual([false, false, false, true]);
  });

  it("L9 (I): an effect begun by the moved-up non-player ends at its place, before the later, higher count", () => {
    const end = durationEnd("lot", { round: 2, place: 2, count: 10 }, { unit: "rounds" });
    expect(capped.map((now) => hasExpired(end, now))).toEqual([false, false, true, true]);
  });

  it("L9: under Agility the place decides too", () => {
    const end = durationEnd("agility", { round: 1, place: 2 }, { unit: "rounds" });
    expect(hasExpired(end, { round: 2, place: 1 })).toBe(false);
    expect(hasExpired(end, { round: 2, place: 2 })).toBe(true);
  });

  it("L9: a turn lasts until the end of the current turn", () => {
    const end = durationEnd("legend", legendStart, { unit: "turns" });
    expect(end.at).toEqual({ round: 2, phase: "action", place: 3, boundary: "end", count: 14 });
    expect(hasExpired(end, { round: 2, place: 3, count: 14 })).toBe(false);
    expect(hasExpired(end, { round: 2, place: 4, count: 9 })).toBe(true);
    expect(hasExpired(end, { round: 3, place: 0, count: 20 })).toBe(true);
  });

  it("L9: N turns last through the Nth of the actor's turns, this one first", () => {
    expect(durationEnd("lot", { round: 1, place: 0 }, { unit: "turns", amount: 2 }).at)
      .toMatchObject({ round: 2, place: 0, boundary: "end" });
  });

  it("L9: encounter ends with the combat; scene on the GM ending it; quest on the GM ending the quest", () => {
    expect(durationEnd("legend", legendStart, { unit: "encounter" }))
      .toEqual({ at: null, on: ["combatEnd", "sceneEnd", "questEnd"] });
    expect(durationEnd("legend", legendStart, { unit: "scene" })).toEqual({ at: null, on: ["sceneEnd", "questEnd"] });
    expect(durationEnd("sides", legendStart, { unit: "quest" })).toEqual({ at: null, on: ["questEnd"] });
  });

  it("L9: an untimed duration never expires by the turn clock", () => {
    expect(hasExpired(durationEnd("legend", legendStart, { unit: "scene" }), { round: 99, place: 0 })).toBe(false);
  });
});

describe("Lur-Asko durations (Z9, Z5)", () => {
  const start: DurationStart = { round: 2, place: 1 };

  it("Z9: one round lasts through the next movement phase and ends right before the actor's next turn", () => {
    const end = durationEnd("lurasko", start, { unit: "rounds" });
    expect(hasExpired(end, { round: 3, phase: "movement", place: 0 })).toBe(false);
    expect(hasExpired(end, { round: 3, phase: "action", place: 0 })).toBe(false);
    expect(hasExpired(end, { round: 3, phase: "action", place: 1 })).toBe(true);
  });

  it("Z9: 3 turns: this turn and the next two, stopping right before the fourth", () => {
    const end = durationEnd("lurasko", start, { unit: "turns", amount: 3 });
    expect(end.at).toMatchObject({ round: 5, place: 1, boundary: "start" });
    expect(hasExpired(end, { round: 4, phase: "action", place: 1 })).toBe(false);
    expect(hasExpired(end, { round: 5, phase: "action", place: 1 })).toBe(true);
  });

  it("Z9: one that starts in the movement phase ticks at the start of each movement phase", () => {
    const end = durationEnd("lurasko", { round: 2, place: 4, phase: "movement" }, { unit: "rounds", amount: 2 });
    expect(end.at).toEqual({ round: 4, phase: "movement", place: 0, boundary: "start", count: null });
    expect(hasExpired(end, { round: 3, phase: "action", place: 9 })).toBe(false);
    expect(hasExpired(end, { round: 4, phase: "movement", place: 0 })).toBe(true);
  });

  it("Z5: a reposition does not move the end: it stays at the place the actor held when it started", () => {
    const end = durationEnd("lurasko", start, { unit: "rounds" });
    expect(hasExpired(end, { round: 3, phase: "action", place: 1 })).toBe(true);
    expect(end.at?.place).toBe(1);
  });
});

describe("duration input checks", () => {
  it("bad starts and durations throw, naming the field", () => {
    expect(() => durationEnd("legend", { round: 1, place: 0, phase: "movement" }, { unit: "rounds" }))
      .toThrow(/start.phase/);
    expect(() => durationEnd("legend", { round: 0, place: 0 }, { unit: "rounds" })).toThrow(RulesRangeError);
    expect(() => durationEnd("legend", { round: 1, place: -1 }, { unit: "rounds" })).toThrow(/start.place/);
    expect(() => durationEnd("legend", { round: 1, place: 0, count: Number.NaN }, { unit: "rounds" }))
      .toThrow(/start.count/);
    expect(() => durationEnd("legend", { round: 1, place: 0 }, { unit: "rounds", amount: 0 })).toThrow(/amount/);
    expect(() => durationEnd("legend", { round: 1, place: 0 }, { unit: "days" as "rounds" })).toThrow(RulesTypeError);
    expect(() => durationEnd("d&d" as "legend", { round: 1, place: 0 }, { unit: "rounds" })).toThrow(/preset/);
  });

  it("a bad moment throws", () => {
    const end = durationEnd("legend", legendStart, { unit: "rounds" });
    expect(() => hasExpired(end, { round: 1.5, place: 0 })).toThrow(/now.round/);
    expect(() => hasExpired(end, { round: 1, place: 0, phase: "lunch" as "action" })).toThrow(/now.phase/);
  });
});

describe("duration properties (L9, Z9)", () => {
  /** Every turn start of a combat with `places` turns a round, in time order, movement phases first. */
  function* timeline(rounds: number, places: number, movement: boolean): Generator<CombatNow> {
    for (let round = 1; round <= rounds; round++) {
      if (movement) yield { round, phase: "movement", place: 0 };
      for (let place = 0; place < places; place++) yield { round, phase: "action", place };
    }
  }

  const cases = fc.record({
    preset: fc.constantFrom(...PRESET_IDS),
    places: fc.integer({ min: 1, max: 6 }),
    round: fc.integer({ min: 1, max: 4 }),
    amount: fc.integer({ min: 1, max: 5 }),
    unit: fc.constantFrom("turns" as const, "rounds" as const),
  }).chain((c) => fc.record({ place: fc.integer({ min: 0, max: c.places - 1 }) }).map((p) => ({ ...c, ...p })));

  it("an N-turn or N-round effect begun on the actor's turn covers exactly N of its turns, and once over stays over", () => {
    fc.assert(fc.property(cases, ({ preset, places, round, amount, unit, place }) => {
      const end = durationEnd(preset, { round, place }, { unit, amount });
      let ownTurns = 0;
      let over = false;
      for (const now of timeline(round + amount + 2, places, preset === "lurasko")) {
        if (now.round < round || (now.round === round && now.phase === "action" && now.place < place)) continue;
        if (now.round === round && now.phase === "movement") continue;
        const expired = hasExpired(end, now);
        if (over) expect(expired).toBe(true);
        over = expired;
        if (!expired && now.phase === "action" && now.place === place) ownTurns++;
      }
      expect(ownTurns).toBe(amount);
      expect(over).toBe(true);
    }));
  });
});
