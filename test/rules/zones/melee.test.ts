import { describe, expect, it } from "vitest";
import { RulesRangeError, RulesTypeError, zoneAttack } from "../../../src/rules/index.js";

const open = { melee: true, attackerProtected: false, protectedTargets: [], disadvantage: 0 };

describe("zone combat on an attack (zoneAttack)", () => {
  it("Z14: no melee attack by a protected character, nor on one; ranged attacks are untouched", () => {
    expect(zoneAttack({ ...open, attackerProtected: true }))
      .toEqual({ ok: false, reason: "FRAY.ZONE.GroupDefense.NoMeleeWhileProtected", data: {} });
    expect(zoneAttack({ ...open, protectedTargets: ["Bo", "Cy"] }))
      .toEqual({ ok: false, reason: "FRAY.ZONE.GroupDefense.NoMeleeAgainstProtected", data: { names: "Bo, Cy" } });
    expect(zoneAttack({ ...open, melee: false, attackerProtected: true, protectedTargets: ["Bo"], disadvantage: 2 }))
      .toEqual({ ok: true, disadvantage: 0 });
  });

  it("Z13: a melee attack carries the breakout's degrees of disadvantage", () => {
    expect(zoneAttack({ ...open, disadvantage: 2 })).toEqual({ ok: true, disadvantage: 2 });
  });

  it("bad input throws a rules error", () => {
    expect(() => zoneAttack({ ...open, disadvantage: -1 })).toThrow(RulesRangeError);
    expect(() => zoneAttack({ ...open, protectedTargets: [""] })).toThrow(RulesTypeError);
  });
});
