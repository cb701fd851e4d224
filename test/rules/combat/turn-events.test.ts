import { describe, expect, it } from "vitest";
import { atCombatStart, atRoundStart, atTurnEnd, atTurnStart, clockExpired, endsWithCombat, initiativeStat, readClock }
  from "../../../src/rules/combat/index.js";

describe("turn events", () => {
  it("L5: under legend everyone starts flat-footed and stops at its first turn; other rulebooks never", () => {
    const legend = atCombatStart("legend");
    expect(legend.flatFooted).toBe(true);
    expect(atTurnStart("legend", legend, 1).flatFooted).toBe(false);
    expect(atCombatStart("lot").flatFooted).toBe(false);
  });

  it("L7: a turn's start renews standard, move and swift; the immediate comes back only at the round's start", () => {
    const spent = { standard: 1, move: 1, swift: 1, free: 2, immediate: 1, swiftImmediate: 2 };
    const state = { ...atCombatStart("legend"), spent };
    const started = atTurnStart("legend", state, 2);
    expect(started.spent).toMatchObject({ standard: 0, move: 0, swift: 0, free: 0, immediate: 1 });
    expect(atRoundStart("legend", state).spent).toMatchObject({ immediate: 0, swiftImmediate: 0, standard: 1 });
  });

  it("S2: the end of a turn marks the combatant as having acted; a new round clears it", () => {
    const ended = atTurnEnd("sides", atCombatStart("sides"));
    expect(ended).toMatchObject({ acted: true, hasActed: true });
    expect(atRoundStart("sides", ended)).toMatchObject({ acted: false, hasActed: true });
  });

  it("L6, A1: a turn ended by delaying is no turn taken: the delayer has not acted (this round or this fight)", () => {
    const ended = atTurnEnd("legend", atCombatStart("legend"), true);
    expect(ended).toMatchObject({ acted: false, hasActed: false });
    expect(atTurnEnd("agility", { ...atCombatStart("agility"), hasActed: true }, true))
      .toMatchObject({ acted: false, hasActed: true });
  });

  it("S8: the turn state carries no shield (the actor's round-keyed shield state needs no reset)", () => {
    expect(Object.keys(atRoundStart("sides", atCombatStart("sides")))).not.toContain("shieldUsed");
  });

  it("bad state throws", () => {
    expect(() => atTurnEnd("legend", { ...atCombatStart("legend"), acted: "yes" as unknown as boolean }))
      .toThrow(/state\.acted/);
  });
});

describe("effect clocks", () => {
  const clock = { unit: "rounds" as const, amount: 1, start: { round: 1, place: 2 } };

  it("L9: a 1-round effect ends right before its starter's place comes round again", () => {
    expect(clockExpired("legend", clock, { round: 2, place: 1 })).toBe(false);
    expect(clockExpired("legend", clock, { round: 2, place: 2 })).toBe(true);
  });

  it("Z9: an effect started in the movement phase ticks at the next movement phase", () => {
    const moving = { unit: "rounds" as const, start: { round: 2, place: 3, phase: "movement" as const } };
    expect(clockExpired("lurasko", moving, { round: 2, place: 0, phase: "action" })).toBe(false);
    expect(clockExpired("lurasko", moving, { round: 3, place: 0, phase: "movement" })).toBe(true);
  });

  it("L9: turns, rounds and encounter durations end with the combat; scene and quest ones don't", () => {
    expect(endsWithCombat("legend", clock)).toBe(true);
    expect(endsWithCombat("legend", { unit: "encounter", start: { round: 1, place: 0 } })).toBe(true);
    expect(endsWithCombat("legend", { unit: "scene", start: { round: 1, place: 0 } })).toBe(false);
  });

  it("a stored clock the rules can't read is ignored, not thrown", () => {
    expect(readClock("legend", clock)).toEqual(clock);
    expect(readClock("legend", { unit: "weeks", start: { round: 1, place: 0 } })).toBeNull();
    expect(readClock("legend", { unit: "rounds" })).toBeNull();
    expect(readClock("legend", "3 rounds")).toBeNull();
  });
});

describe("the initiative stat of an actor", () => {
  it("L1, S1: the DEX modifier as each rulebook reads DEX; Z1 the DEX score; A1 the Agility modifier", () => {
    expect(initiativeStat("legend", { dex: 14 })).toBe(2);
    expect(initiativeStat("lurasko", { dex: 7 })).toBe(7);
    expect(initiativeStat("agility", { dex: 14, agi: -1 })).toBe(-1);
  });

  it("T1: LoT's initiative reads no attribute (everyone starts at +0): a Dexterity +3 adds nothing", () => {
    expect(initiativeStat("lot", { dex: 3 })).toBeNull();
  });

  it("an actor with no DEX has no stat (null), never NaN", () => {
    expect(initiativeStat("legend", {})).toBeNull();
    expect(initiativeStat("legend", { dex: Number.NaN })).toBeNull();
    expect(initiativeStat("agility", { dex: 12, agi: null })).toBeNull();
  });
});
