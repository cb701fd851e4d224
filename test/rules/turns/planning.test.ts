import { describe, expect, it } from "vitest";
import { actingIds, afterLastTurn, beforeFirstTurn, openingPhase, opensWithPlanning, planners, roundPhaseOf,
  spendAction } from "../../../src/rules/index.js";
import type { Entrant } from "../../../src/rules/index.js";

// T5: before round 1 the side that initiated the encounter may take one swift action each (not an attack).

/** The party ambushes two goblins: Ann is marked as the one who started it; Bo is on her side, unmarked. */
const ambush: Entrant[] = [{ id: "gob1", side: "enemies" }, { id: "ann", side: "party", initiator: true },
  { id: "gob2", side: "enemies" }, { id: "bo", side: "party" }];

describe("T5: the planning phase", () => {
  it("T5: the whole side of whoever started the encounter plans, in the order given; no mark, no planners", () => {
    expect(planners(ambush)).toEqual(["ann", "bo"]);
    expect(planners(ambush.map((e) => ({ ...e, initiator: false })))).toEqual([]);
    const both = ambush.map((e) => (e.id === "gob2" ? { ...e, initiator: true } : e));
    expect(planners(both)).toEqual(["gob1", "ann", "gob2", "bo"]);
  });

  it("T5: a d20 fight with the rule on and an initiator opens in the planning phase; otherwise in the action phase",
    () => {
      expect(opensWithPlanning("d20", ambush, true)).toBe(true);
      expect(openingPhase("d20", ambush, { planning: true })).toBe("planning");
      expect(openingPhase("d20", ambush, { planning: false })).toBe("action");
      expect(openingPhase("d20", ambush)).toBe("action");
      expect(openingPhase("d20", ambush.map((e) => ({ ...e, initiator: false })), { planning: true })).toBe("action");
      expect(openingPhase("agility", ambush, { planning: true })).toBe("action");
      expect(openingPhase("sides", ambush, { planning: true })).toBe("action");
      expect(openingPhase("zones", ambush, { planning: true })).toBe("action");
    });

  it("T5: in the planning phase only the planners take a turn; round 1's action phase follows, then round 2", () => {
    const planning = { round: 1, phase: "planning" as const };
    expect(actingIds("d20", planning, ambush)).toEqual(["ann", "bo"]);
    expect(afterLastTurn("d20", planning)).toEqual({ round: 1, phase: "action" });
    expect(actingIds("d20", { round: 1, phase: "action" }, ambush)).toEqual(["gob1", "ann", "gob2", "bo"]);
    expect(afterLastTurn("d20", { round: 1, phase: "action" })).toEqual({ round: 2, phase: "action" });
  });

  it("T5: back from round 1's first turn goes to the planning phase when the fight had one; nothing is before it",
    () => {
      const first = { round: 1, phase: "action" as const };
      expect(beforeFirstTurn("d20", first, false, true)).toEqual({ round: 1, phase: "planning" });
      expect(beforeFirstTurn("d20", first, false, false)).toBeNull();
      expect(beforeFirstTurn("d20", first, false)).toBeNull();
      expect(beforeFirstTurn("d20", { round: 1, phase: "planning" }, false, true)).toBeNull();
      expect(beforeFirstTurn("d20", { round: 2, phase: "action" }, false, true)).toEqual({ round: 1, phase: "action" });
    });

  it("T5: the planning phase is only before round 1", () => {
    expect(() => actingIds("d20", { round: 2, phase: "planning" }, ambush)).toThrow(/state.round/);
    expect(() => beforeFirstTurn("d20", { round: 1, phase: "action" }, false, "yes" as never)).toThrow(/hadPlanning/);
    expect(() => openingPhase("d20", ambush, { planning: 1 as never })).toThrow(/options.planning/);
  });

  it("T5 (I): effect clocks and the zones rules read the planning phase as round 1's action phase", () => {
    expect(roundPhaseOf("planning")).toBe("action");
    expect(roundPhaseOf("movement")).toBe("movement");
    expect(roundPhaseOf("action")).toBe("action");
    expect(() => roundPhaseOf("dawn" as never)).toThrow(/phase/);
  });
});

describe("T5: one swift action each in the planning phase", () => {
  const planning = { phase: "planning" as const };

  it("T5: one swift action on one's own turn; a second is refused", () => {
    const first = spendAction("lot", {}, "swift", planning);
    expect(first).toEqual({ ok: true, spent: { swift: 1 } });
    expect(spendAction("lot", first.ok ? first.spent : {}, "swift", planning))
      .toEqual({ ok: false, reason: "FRAY.RULES.Actions.PlanningOneSwift", data: { kind: "swift" } });
  });

  it("T5, T6: no attack (a Full action), no Full, Free or Reaction in the planning phase", () => {
    for (const kind of ["full", "free", "reaction"]) {
      expect(spendAction("lot", {}, kind, planning))
        .toEqual({ ok: false, reason: "FRAY.RULES.Actions.PlanningOneSwift", data: { kind } });
    }
  });

  it("T5: off one's own turn even the swift is refused", () => {
    expect(spendAction("lot", {}, "swift", { ...planning, onTurn: false }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.OnlyOnTurn" });
  });
});
