import { describe, expect, it } from "vitest";
import { healAction } from "../../../src/rules/cards/heal.js";

describe("healAction (A6, T11)", () => {
  it("A6: a heal of 6 removes the most recent wound and records which", () => {
    const out = healAction({ hp: { value: 3, max: 20 } }, 6, 6, ["w1", "w2"]);
    expect(out).toMatchObject({ ok: true, changes: { hp: { from: 3, to: 9 }, healedWounds: ["w2"] } });
  });

  it("A6: a heal of 5 removes no wound", () => {
    expect(healAction({ hp: { value: 3, max: 20 } }, 5, 6, ["w1"])).toMatchObject({ changes: { healedWounds: [] } });
  });

  it("T11: a heal never restores the overshield, and the card says so", () => {
    const out = healAction({ hp: { value: 3, max: 20 }, overshield: { value: 0 } }, 4, null);
    if (!out.ok) throw new Error(out.reason);
    expect(out.changes.overshield).toBeNull();
    expect(out.steps.map((s) => s.key)).toEqual(["FRAY.CHAT.Step.heal", "FRAY.CHAT.Step.overshieldNotHealed"]);
  });

  it("a heal at full HP changes nothing", () => {
    expect(healAction({ hp: { value: 20, max: 20 } }, 4, 6)).toMatchObject({ changes: { hp: null } });
  });

  it.each([[-1], [Number.NaN], [1.5]])("a heal of %s is refused", (amount) => {
    expect(healAction({ hp: { value: 1, max: 2 } }, amount, 6)).toMatchObject({ ok: false,
      reason: "FRAY.CHAT.Refusal.badAmount" });
  });
});
