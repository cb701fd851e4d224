import { describe, expect, it } from "vitest";
import { hitAmount } from "../../../src/rules/cards/critical.js";

describe("hitAmount: a hit's damage with the Shock floor and criticals (S6, L8, A7, T7)", () => {
  it("L8: a critical adds 2 × level: 7 at level 5 deals 17", () => {
    const out = hitAmount({ damage: 7, critical: "level", characterLevel: 5 });
    expect(out.amount).toBe(17);
    expect(out.steps.at(-1)).toEqual({ key: "FRAY.CHAT.Step.critical.level",
      data: { amount: 17, extra: 10, level: 5, multiplier: 1, max: 0 } });
  });

  it("A7: a super critical doubles twice, the sneak dice multiplied too: (5 + 3) × 4 = 32", () => {
    const out = hitAmount({ damage: 5, sneak: 3, critical: "escalating", escalation: 2 });
    expect(out).toMatchObject({ amount: 32, defeated: false });
    expect(out.steps[0]).toEqual({ key: "FRAY.CHAT.Step.rolledSneak", data: { amount: 5, sneak: 3 } });
  });

  it("A7: a decisive critical (level 3) defeats the target", () => {
    const out = hitAmount({ damage: 4, critical: "escalating", escalation: 3 });
    expect(out.defeated).toBe(true);
    expect(out.steps.at(-1)!.key).toBe("FRAY.CHAT.Step.defeated");
  });

  it("S6: the wielder's terms add to the roll: 5 + 2 deals 7, and the line says so", () => {
    const out = hitAmount({ damage: 5, terms: 2 });
    expect(out.amount).toBe(7);
    expect(out.steps[0]).toEqual({ key: "FRAY.CHAT.Step.rolledTerms", data: { rolled: 5, terms: "+ 2", amount: 7 } });
  });

  it("S6 (I): a roll of 1 with −3 from the wielder deals 0, never less", () => {
    const out = hitAmount({ damage: 1, terms: -3 });
    expect(out.amount).toBe(0);
    expect(out.steps[0]!.data).toEqual({ rolled: 1, terms: "\u2212 3", amount: 0 });
  });

  it("T7: a critical adds the weapon's maximum: 6 with a d8 weapon deals 14", () => {
    expect(hitAmount({ damage: 6, critical: "max-damage", weaponMax: 8 }).amount).toBe(14);
  });

  it("S6: a hit of 1 with Shock 3 deals 3, and the critical builds on the floor", () => {
    const out = hitAmount({ damage: 1, shockFloor: 3 });
    expect(out.amount).toBe(3);
    expect(out.steps[1]).toEqual({ key: "FRAY.CHAT.Step.shockFloor", data: { amount: 3, rolled: 1 } });
    expect(hitAmount({ damage: 1, shockFloor: 3, critical: "escalating", escalation: 1 }).amount).toBe(6);
  });

  it("no critical rule: the damage stays", () => {
    expect(hitAmount({ damage: 9, critical: "none" }).amount).toBe(9);
  });
});
