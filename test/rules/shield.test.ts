import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RulesRangeError, shieldReady, shockOnMiss, useShield, type ShieldState } from "../../src/rules/index.js";

const fresh: ShieldState = { bearing: true, usedInRound: null };

describe("shield against Shock (S8)", () => {
  it("S8: a borne shield ignores the first Shock each round, and is ready again the next round", () => {
    expect(shieldReady(fresh, 1)).toBe(true);
    const first = shockOnMiss({ damage: 3, maxAc: null, targetAc: 14, shieldReady: shieldReady(fresh, 1) });
    expect(first).toMatchObject({ amount: 0, negatedBy: "shield", shieldUsed: true });
    const used = useShield(fresh, 1);
    expect(used).toEqual({ bearing: true, usedInRound: 1 });
    const second = shockOnMiss({ damage: 3, maxAc: null, targetAc: 14, shieldReady: shieldReady(used, 1) });
    expect(second).toMatchObject({ amount: 3, shieldUsed: false });
    expect(shieldReady(used, 2)).toBe(true);
  });

  it("S8: without a shield nothing is ready, and a used shield cannot be used again that round", () => {
    expect(shieldReady({ bearing: false, usedInRound: null }, 1)).toBe(false);
    expect(() => useShield({ bearing: false, usedInRound: null }, 1)).toThrow(RulesRangeError);
    expect(() => useShield(useShield(fresh, 3), 3)).toThrow(/round 3/);
  });

  it("bad state or round throws naming the field", () => {
    expect(() => shieldReady(fresh, 0)).toThrow(/round/);
    expect(() => shieldReady({ bearing: true, usedInRound: 1.5 }, 2)).toThrow(/state.usedInRound/);
    expect(() => shieldReady({ bearing: "yes" as unknown as boolean, usedInRound: null }, 2)).toThrow(/state.bearing/);
  });

  it("S8: over any rounds, a borne shield ignores exactly one Shock in each round that has one", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 12 }), (shocksPerRound) => {
      let state = fresh;
      let ignored = 0;
      shocksPerRound.forEach((shocks, i) => {
        for (let s = 0; s < shocks; s++) {
          if (shieldReady(state, i + 1)) {
            state = useShield(state, i + 1);
            ignored++;
          }
        }
      });
      expect(ignored).toBe(shocksPerRound.length);
    }));
  });
});
