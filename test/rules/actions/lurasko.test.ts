import { describe, expect, it } from "vitest";
import { actionPool, refreshActions, spendAction } from "../../../src/rules/actions/index.js";

describe("Lur-Asko actions (Z6, seed 001)", () => {
  it("Z6 (I): one turn in the action phase gives one major action and free actions", () => {
    expect(actionPool("lurasko")).toEqual({ major: 1, free: Infinity });
    expect(spendAction("lurasko", { major: 1 }, "major"))
      .toMatchObject({ ok: false, reason: "FRAY.RULES.Actions.NoMajorLeft" });
    expect(spendAction("lurasko", { major: 1, free: 9 }, "free").ok).toBe(true);
  });

  it("Z7: no actions at all in the movement phase, not even free ones", () => {
    expect(spendAction("lurasko", {}, "free", { phase: "movement" })).toEqual({
      ok: false, reason: "FRAY.RULES.Actions.NotInMovementPhase", data: { kind: "free" },
    });
  });

  it("Z6: actions only on one's own turn; the turn start renews them", () => {
    expect(spendAction("lurasko", {}, "major", { onTurn: false }).ok).toBe(false);
    expect(refreshActions("lurasko", { major: 1, free: 2 }, "turnStart")).toEqual({ major: 0, free: 0 });
    expect(refreshActions("lurasko", { major: 1 }, "roundStart")).toEqual({ major: 1 });
  });
});
