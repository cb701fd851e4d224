import { describe, expect, it } from "vitest";
import { actingIds, afterLastTurn, beforeFirstTurn, dispositionOf, openingPhase, opensWithSurprise, sideOf }
  from "../../../src/rules/index.js";
import type { Entrant } from "../../../src/rules/index.js";

const aware: Entrant[] = [{ id: "p", side: "party" }, { id: "g", side: "enemies" }];
const ambushed: Entrant[] = [{ id: "p", side: "party" }, { id: "q", side: "party" },
  { id: "g", side: "enemies", surprised: true }, { id: "h", side: "enemies", surprised: true }];

describe("sides from tokens", () => {
  it("S1: friendly joins the party, hostile and secret the enemies, neutral the neutral side", () => {
    const side = (disposition: number, character: boolean) => sideOf(dispositionOf(disposition), character);
    expect(side(1, false)).toBe("party");
    expect(side(-1, true)).toBe("enemies");
    expect(side(-2, true)).toBe("enemies");
    expect(side(0, true)).toBe("neutral");
  });

  it("S1: without a token (or with an unknown disposition) a character joins the party and an NPC the enemies", () => {
    expect(sideOf(dispositionOf(null), true)).toBe("party");
    expect(sideOf(dispositionOf(7), false)).toBe("enemies");
  });
});

describe("opening rounds and phases", () => {
  it("L4: a surprise round only when a whole side is unaware, with only the aware acting", () => {
    expect(opensWithSurprise("d20", aware)).toBe(false);
    expect(opensWithSurprise("d20", ambushed)).toBe(true);
    expect(actingIds("d20", { round: 1, phase: "action", surpriseRound: true }, ambushed)).toEqual(["p", "q"]);
    expect(actingIds("d20", { round: 2, phase: "action", surpriseRound: true }, ambushed)).toEqual(["p", "q", "g", "h"]);
  });

  it("S3: a wholly surprised side loses its first turn", () => {
    expect(opensWithSurprise("sides", ambushed)).toBe(true);
    expect(actingIds("sides", { round: 1, phase: "action", surpriseRound: true }, ambushed)).toEqual(["p", "q"]);
  });

  it("Z6: round 1 runs in the action phase unless a side is wholly surprised", () => {
    expect(openingPhase("zones", aware)).toBe("action");
    expect(openingPhase("zones", ambushed)).toBe("movement");
    expect(openingPhase("d20", ambushed)).toBe("action");
    expect(opensWithSurprise("zones", ambushed)).toBe(false);
  });

  it("Z6: in round 1's movement phase only the side not surprised moves; from round 2 everyone", () => {
    expect(actingIds("zones", { round: 1, phase: "movement" }, ambushed)).toEqual(["p", "q"]);
    expect(actingIds("zones", { round: 2, phase: "movement" }, ambushed)).toEqual(["p", "q", "g", "h"]);
    expect(actingIds("zones", { round: 1, phase: "action" }, ambushed)).toEqual(["p", "q", "g", "h"]);
  });

  it("Z6: the end of a movement phase starts the action phase of the same round; an action phase the next round", () => {
    expect(afterLastTurn("zones", { round: 2, phase: "movement" })).toEqual({ round: 2, phase: "action" });
    expect(afterLastTurn("zones", { round: 1, phase: "action" })).toEqual({ round: 2, phase: "movement" });
    expect(afterLastTurn("d20", { round: 3, phase: "action", surpriseRound: true }))
      .toEqual({ round: 4, phase: "action", surpriseRound: true });
  });

  it("Z6: going back from an action phase's first turn returns to its movement phase, else the round before", () => {
    expect(beforeFirstTurn("zones", { round: 2, phase: "action" }, true)).toEqual({ round: 2, phase: "movement" });
    expect(beforeFirstTurn("zones", { round: 2, phase: "movement" }, true)).toEqual({ round: 1, phase: "action" });
    expect(beforeFirstTurn("zones", { round: 1, phase: "action" }, false)).toBeNull();
    expect(beforeFirstTurn("sides", { round: 3, phase: "action" }, false)).toEqual({ round: 2, phase: "action" });
  });

  it("bad input throws", () => {
    expect(() => afterLastTurn("zones", { round: 0, phase: "action" })).toThrow(/state\.round/);
    expect(() => actingIds("d20", { round: 1, phase: "dance" as "action" }, aware)).toThrow(/state\.phase/);
  });
});
