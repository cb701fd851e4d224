import { describe, expect, it } from "vitest";
import { mayJoinGroup, PRESET_IDS, RulesRangeError } from "../../../src/rules/index.js";

describe("enemy group sizes (L3, T3)", () => {
  it("T3: a LoT group holds 1 to 3 enemies; a fourth is refused", () => {
    expect(mayJoinGroup("lot", 0)).toEqual({ ok: true });
    expect(mayJoinGroup("lot", 2)).toEqual({ ok: true });
    expect(mayJoinGroup("lot", 3)).toEqual({ ok: false, reason: "FRAY.RULES.Turns.GroupFull", data: { max: 3 } });
  });

  it("L3: a Legend group has no fixed size", () => {
    expect(mayJoinGroup("legend", 40)).toEqual({ ok: true });
    expect(PRESET_IDS.filter((p) => !mayJoinGroup(p, 3).ok)).toEqual(["lot"]);
  });

  it("bad input throws naming the field", () => {
    expect(() => mayJoinGroup("lot", -1)).toThrow(RulesRangeError);
    expect(() => mayJoinGroup("5e" as "lot", 1)).toThrow(/preset/);
  });
});
