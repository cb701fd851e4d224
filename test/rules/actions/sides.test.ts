import { describe, expect, it } from "vitest";
import { actionPool, refreshActions, spendAction } from "../../../src/rules/actions/index.js";

/** Spends and expects success; returns the new ledger. */
function spend(spent: Record<string, number>, kind: string, onTurn = true): Record<string, number> {
  const r = spendAction("sides", spent, kind, { onTurn });
  if (!r.ok) throw new Error(`${kind} refused: ${r.reason}`);
  return r.spent;
}

describe("side-initiative actions (S4, S10)", () => {
  it("S4: 1 Main, 1 Move, Free and Instant actions as plausible", () => {
    expect(actionPool("sides")).toEqual({ main: 1, move: 1, free: Infinity, instant: Infinity });
  });

  it("S4: a Main may be spent for a second Move", () => {
    const spent = spend(spend({}, "move"), "move");
    expect(spent).toMatchObject({ move: 1, main: 1, mainAsMove: 1 });
    expect(spendAction("sides", spent, "main")).toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoMainLeft" });
  });

  it("S4: no third Move", () => {
    expect(spendAction("sides", { main: 1, move: 1 }, "move"))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoMoveLeft" });
  });

  it("S4: Snap Attack and Total Defense give up the Main, even off turn", () => {
    expect(spend({}, "snapAttack", false)).toMatchObject({ main: 1, snapAttack: 1, instant: 1 });
    expect(spend({}, "totalDefense", false)).toMatchObject({ main: 1, totalDefense: 1 });
  });

  it("S4: Snap Attack and Total Defense are refused once the Main is spent", () => {
    expect(spendAction("sides", { main: 1 }, "totalDefense", { onTurn: false })).toEqual({
      ok: false, reason: "FRAY.RULES.Actions.MainSpent", data: { kind: "totalDefense" },
    });
  });

  it("S4: a Snap Attack before one's turn leaves no Main for the turn (the round refreshes, not the turn)", () => {
    const spent = refreshActions("sides", spend({}, "snapAttack", false), "turnStart");
    expect(spendAction("sides", spent, "main").ok).toBe(false);
    expect(spendAction("sides", refreshActions("sides", spent, "roundStart"), "main").ok).toBe(true);
  });

  it("S4: Instants any time, Free actions on one's turn, both unlimited", () => {
    let spent = {};
    for (let i = 0; i < 20; i++) spent = spend(spend(spent, "instant", false), "free");
    expect(spent).toMatchObject({ instant: 20, free: 20 });
    expect(spendAction("sides", spent, "free", { onTurn: false }).ok).toBe(false);
  });

  it("S10: a Charge spends both Main and Move", () => {
    expect(spend({}, "charge")).toMatchObject({ main: 1, move: 1, charge: 1 });
    expect(spendAction("sides", { move: 1 }, "charge"))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.ChargeNeedsBoth" });
  });
});
