import { describe, expect, it } from "vitest";
import { actionPool, refreshActions, spendAction } from "../../../src/rules/actions/index.js";

/** Spends each kind in turn on the lot economy; returns the ledger or the first refusal's reason. */
function run(kinds: string[], onTurn = true): Record<string, number> | string {
  let spent: Record<string, number> = {};
  for (const kind of kinds) {
    const r = spendAction("lot", spent, kind, { onTurn });
    if (!r.ok) return r.reason;
    spent = r.spent;
  }
  return spent;
}

describe("LoT actions (T6)", () => {
  it("T6: 2 Full, 1 Swift, 1 Free, 1 Reaction a turn", () => {
    expect(actionPool("lot")).toEqual({ full: 2, swift: 1, free: 1, reaction: 1 });
  });

  it("T6: a Full may be spent as two Swift", () => {
    expect(run(["swift", "swift", "swift"])).toMatchObject({ full: 1, fullAsSwift: 1, swift: 3 });
    expect(run(["swift", "swift", "swift", "swift", "swift"])).toMatchObject({ full: 2, swift: 5 });
    expect(run(["swift", "swift", "swift", "swift", "swift", "swift"])).toBe("FRAY.RULES.Actions.NoSwiftLeft");
  });

  it("T6: a Swift may be spent as two Free", () => {
    expect(run(["free", "free", "free"])).toMatchObject({ swift: 1, swiftAsFree: 1, free: 3 });
  });

  it("T6: with the Swift gone, a Free converts a Full to two Swift and one of them to two Free", () => {
    expect(run(["swift", "free", "free"])).toMatchObject({ full: 1, fullAsSwift: 1, swift: 2, swiftAsFree: 1 });
    expect(run(["swift", "free", "free", "swift"])).toMatchObject({ full: 1, swift: 3 });
  });

  it("T6: two Fulls, then no third", () => {
    expect(run(["full", "full", "full"])).toBe("FRAY.RULES.Actions.NoFullLeft");
    expect(run(["full", "full", "swift", "free", "free"])).toBe("FRAY.RULES.Actions.NoFreeLeft");
  });

  it("T6: one Reaction a turn, off turn too, renewed at the turn's start", () => {
    const once = run(["reaction"], false);
    expect(once).toMatchObject({ reaction: 1 });
    expect(run(["reaction", "reaction"], false)).toBe("FRAY.RULES.Actions.NoReactionLeft");
    expect(refreshActions("lot", once as Record<string, number>, "turnStart")).toMatchObject({ reaction: 0 });
  });

  it("T8: the AP spent on swings (`ap`) is the rotation's: a turn's start keeps it, the round's start clears it", () => {
    const spent = { full: 2, ap: 3 };
    expect(refreshActions("lot", spent, "turnStart")).toMatchObject({ full: 0, ap: 3 });
    expect(refreshActions("lot", spent, "roundStart")).toMatchObject({ ap: 0 });
  });

  it("T6: Full, Swift and Free actions only on one's own turn", () => {
    expect(run(["swift"], false)).toBe("FRAY.RULES.Actions.OnlyOnTurn");
  });
});
