import { describe, expect, it } from "vitest";
import { actionPool, refreshActions, spendAction, type SpendContext } from "../../../src/rules/actions/index.js";

/** Spends each kind in turn, returning the final ledger (fails the test on a refusal). */
function spendAll(kinds: string[], start: Record<string, number> = {}, context: SpendContext = {}) {
  return kinds.reduce((spent, kind) => {
    const r = spendAction("legend", spent, kind, context);
    if (!r.ok) throw new Error(`${kind} refused: ${r.reason}`);
    return r.spent;
  }, start);
}

describe("Legend actions (L7)", () => {
  it("L7: 1 standard, 1 move, 1 swift, up to 5 free per turn; one immediate per round", () => {
    expect(actionPool("legend")).toEqual({ standard: 1, move: 1, swift: 1, free: 5, immediate: 1 });
  });

  it("L7: a second standard action is refused with a lang key", () => {
    const spent = spendAll(["standard"]);
    expect(spendAction("legend", spent, "standard")).toEqual({
      ok: false, reason: "FRAY.RULES.Actions.NoStandardLeft", data: { kind: "standard" },
    });
  });

  it("L7: five free actions, not six", () => {
    const spent = spendAll(["free", "free", "free", "free", "free"]);
    expect(spendAction("legend", spent, "free")).toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoFreeLeft" });
  });

  it("L7: one swift a turn", () => {
    expect(spendAction("legend", spendAll(["swift"]), "swift"))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoSwiftLeft" });
  });

  it("L7: an immediate on one's own turn uses up that turn's swift", () => {
    const spent = spendAll(["immediate"]);
    expect(spent).toMatchObject({ swift: 1, immediate: 1 });
    expect(spendAction("legend", spent, "swift")).toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoSwiftLeft" });
  });

  it("L7: an immediate on one's own turn after the swift is refused", () => {
    expect(spendAction("legend", spendAll(["swift"]), "immediate"))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoSwiftLeft" });
  });

  it("L7: off turn, an immediate uses the most recent turn's unspent swift", () => {
    const ended = refreshActions("legend", spendAll(["standard"]), "turnEnd");
    const r = spendAction("legend", ended, "immediate", { onTurn: false });
    expect(r.ok && r.spent).toMatchObject({ priorSwift: 0, immediate: 1 });
    expect(r.ok && (r.spent.owedSwift ?? 0)).toBe(0);
    const next = refreshActions("legend", r.ok ? r.spent : {}, "turnStart");
    expect(spendAction("legend", next, "swift").ok).toBe(true);
  });

  it("L7: off turn with the last swift spent, an immediate takes the next turn's swift", () => {
    const ended = refreshActions("legend", spendAll(["swift"]), "turnEnd");
    const r = spendAction("legend", ended, "immediate", { onTurn: false });
    expect(r.ok && r.spent).toMatchObject({ owedSwift: 1 });
    const next = refreshActions("legend", r.ok ? r.spent : {}, "turnStart");
    expect(spendAction("legend", next, "swift")).toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoSwiftLeft" });
  });

  it("L7: before its first turn a creature has no past swift, so an immediate takes the next one", () => {
    const r = spendAction("legend", {}, "immediate", { onTurn: false });
    expect(r.ok && r.spent).toMatchObject({ owedSwift: 1, swiftImmediate: 1 });
  });

  it("L7: once per round: a second immediate in the same round is refused", () => {
    const spent = spendAll(["immediate"], {}, { onTurn: false });
    expect(spendAction("legend", spent, "immediate", { onTurn: false }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.ImmediateUsed" });
  });

  it("L7: a new round allows another immediate, but not when both past and next swift are gone", () => {
    const spent = refreshActions("legend", spendAll(["immediate"], {}, { onTurn: false }), "roundStart");
    expect(spendAction("legend", spent, "immediate", { onTurn: false }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoSwiftLeft" });
  });

  it("L7: granted extra immediate actions cost no swift", () => {
    const r = spendAction("legend", spendAll(["swift"]), "immediate", { granted: true });
    expect(r.ok && r.spent).toMatchObject({ swift: 1, swiftImmediate: 2 });
  });

  it("L7: granted immediates don't use up the once-a-round immediate", () => {
    const spent = spendAll(["immediate"], {}, { onTurn: false });
    expect(spendAction("legend", spent, "immediate", { granted: true, onTurn: false }).ok).toBe(true);
    const granted = spendAll(["immediate"], {}, { granted: true });
    expect(spendAction("legend", granted, "immediate").ok).toBe(true);
  });

  it("L7: at most 3 swift + immediate actions a round, granted ones included", () => {
    let spent = spendAll(["swift"]);
    spent = spendAll(["immediate", "immediate"], spent, { granted: true });
    expect(spent.swiftImmediate).toBe(3);
    expect(spendAction("legend", spent, "immediate", { granted: true }))
      .toEqual({ ok: false, reason: "FRAY.RULES.Actions.SwiftCap", data: { max: 3 } });
    expect(spendAction("legend", refreshActions("legend", spent, "roundStart"), "immediate", { granted: true }).ok)
      .toBe(true);
  });

  it("L7: standard, move, swift and free actions only on one's own turn", () => {
    expect(spendAction("legend", {}, "move", { onTurn: false }))
      .toEqual({ ok: false, reason: "FRAY.RULES.Actions.OnlyOnTurn", data: { kind: "move" } });
  });

  it("L7: a turn start renews the turn's actions and keeps the round's counts", () => {
    const spent = spendAll(["standard", "move", "swift", "free"]);
    expect(refreshActions("legend", spent, "turnStart"))
      .toMatchObject({ standard: 0, move: 0, swift: 0, free: 0, swiftImmediate: 1 });
  });

  it("L4: in a surprise round, one standard or one move, plus one swift or immediate", () => {
    const surprise = { surpriseRound: true };
    const one = spendAll(["move"], {}, surprise);
    expect(spendAction("legend", one, "standard", surprise))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.SurpriseOneAction" });
    const swift = spendAll(["swift"], {}, surprise);
    expect(spendAction("legend", swift, "immediate", { ...surprise, granted: true }))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.SurpriseOneSwift" });
    expect(spendAction("legend", one, "free", surprise).ok).toBe(true);
  });

  it("L7: the ledger passed in is never changed", () => {
    const spent = { standard: 0 };
    spendAction("legend", spent, "standard");
    expect(spent).toEqual({ standard: 0 });
  });
});
