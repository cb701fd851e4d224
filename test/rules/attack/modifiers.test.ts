import { describe, expect, it } from "vitest";
import {
  AGILITY_TO_HIT, CHARGE, DUAL_WIELD, lotFlankingPenalty, lotSkillBonus, SITUATIONS, situationalToHit, swarmBonus,
  swarmDamage,
} from "../../../src/rules/attack/index.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

describe("T7 skill bonus when not proficient", () => {
  it("T7: a proficient attacker keeps the full bonus", () => {
    expect(lotSkillBonus(7, true)).toBe(7);
  });

  it("T7 (I): a non-proficient attacker halves the bonus, rounding down", () => {
    expect(lotSkillBonus(8, false)).toBe(4);
    expect(lotSkillBonus(7, false)).toBe(3);
  });

  it("T7: a negative bonus is never halved", () => {
    expect(lotSkillBonus(-3, false)).toBe(-3);
  });

  it("rejects a fractional bonus", () => {
    expect(() => lotSkillBonus(2.5, false)).toThrow(/bonus/);
  });
});

describe("LoT flanking (T12)", () => {
  it("T12: one adjacent enemy costs nothing", () => {
    expect(lotFlankingPenalty(1)).toBe(0);
    expect(lotFlankingPenalty(0)).toBe(0);
  });

  it("T12: −2 Dodge and Armor per adjacent enemy beyond the first", () => {
    expect(lotFlankingPenalty(2)).toBe(-2);
    expect(lotFlankingPenalty(4)).toBe(-6);
  });

  it("rejects a negative or fractional count", () => {
    expect(() => lotFlankingPenalty(-1)).toThrow(/adjacentEnemies/);
    expect(() => lotFlankingPenalty(1.5)).toThrow(/adjacentEnemies/);
  });
});

describe("Swarm Attack (S9)", () => {
  it("S9: a swarm of four gives the attacker +6 to hit and +3 damage (three other assailants)", () => {
    expect(swarmBonus(4)).toEqual({ toHit: 6, damage: 3 });
  });

  it("S9: +2 to hit and +1 damage per other assailant", () => {
    expect(swarmBonus(1)).toEqual({ toHit: 0, damage: 0 });
    expect(swarmBonus(2)).toEqual({ toHit: 2, damage: 1 });
    expect(swarmBonus(3)).toEqual({ toHit: 4, damage: 2 });
  });

  it("S9: no more than four allies may commit", () => {
    expect(() => swarmBonus(5)).toThrow(RulesRangeError);
    expect(() => swarmBonus(0)).toThrow(/assailants/);
  });

  it("S9: the damage bonus can't take the damage above the weapon's maximum", () => {
    expect(swarmDamage(7, 3, 8)).toBe(8);
    expect(swarmDamage(3, 3, 8)).toBe(6);
    expect(swarmDamage(8, 3, 8)).toBe(8);
  });

  it("S9: a roll already above the maximum (other bonuses) is not lowered", () => {
    expect(swarmDamage(10, 3, 8)).toBe(10);
  });

  it("rejects negative damage", () => {
    expect(() => swarmDamage(-1, 3, 8)).toThrow(/rolled/);
  });
});

describe("Charge, dual wielding and situational modifiers (S10, S11)", () => {
  it("S10: a charge gives +2 to hit and −2 AC until the end of the round", () => {
    expect(CHARGE).toMatchObject({ toHit: 2, ac: -2, acUntil: "roundEnd" });
  });

  it("S11: dual wielding gives −1 to hit and +2 damage that does not add to Shock", () => {
    expect(DUAL_WIELD).toEqual({ toHit: -1, damage: 2, addsToShock: false });
  });

  it.each([
    ["proneTargetAtRange", -2], ["proneTargetAdjacent", 2], ["attackerProneInMelee", -4],
    ["halfCover", -2], ["fullCover", -4], ["thrownOrOneHandedInMelee", -4], ["unseenKnownPosition", -4],
    ["beyondNormalRange", -2], ["snapAttack", -4], ["charge", 2], ["dualWielding", -1],
  ] as const)("S11: %s changes the attack by %i", (situation, change) => {
    expect(situationalToHit([situation])).toEqual({ toHit: change, possible: true });
  });

  it("S11: a bow in melee or an unseen target in an unknown place can't be attacked", () => {
    expect(situationalToHit(["bowOrCrossbowInMelee"]).possible).toBe(false);
    expect(situationalToHit(["unseenUnknownPosition", "halfCover"])).toEqual({ toHit: -2, possible: false });
  });

  it("S11: situations add up", () => {
    expect(situationalToHit(["halfCover", "proneTargetAdjacent", "dualWielding"]).toHit).toBe(-1);
    expect(situationalToHit([])).toEqual({ toHit: 0, possible: true });
  });

  it("rejects an unknown situation, naming its place in the list", () => {
    expect(() => situationalToHit(["halfCover", "flanked" as "halfCover"])).toThrow(RulesTypeError);
    expect(() => situationalToHit(["halfCover", "flanked" as "halfCover"])).toThrow(/situations\[1\]/);
  });

  it("every situation is listed, and A2/A3's to-hit bonuses are +1", () => {
    expect(SITUATIONS).toHaveLength(13);
    expect(AGILITY_TO_HIT).toEqual({ fromBehind: 1, bonusAction: 1 });
  });
});

describe("LoT Dodge or Armor (T7 (I))", () => {
  it("the better of the two unless the attack names one; a tie checks Dodge", async () => {
    const { lotDefense } = await import("../../../src/rules/attack/lot.js");
    expect(lotDefense({ dodge: 12, armor: 16 })).toEqual({ checked: "armor", value: 16 });
    expect(lotDefense({ dodge: 15, armor: 11 })).toEqual({ checked: "dodge", value: 15 });
    expect(lotDefense({ dodge: 13, armor: 13 })).toEqual({ checked: "dodge", value: 13 });
    expect(lotDefense({ dodge: 12, armor: 16 }, "dodge")).toEqual({ checked: "dodge", value: 12 });
    expect(lotDefense({ dodge: 16, armor: 12 }, "armor")).toEqual({ checked: "armor", value: 12 });
  });

  it("a defender who can't dodge checks Armor, whatever the attack names", async () => {
    const { lotDefense } = await import("../../../src/rules/attack/lot.js");
    expect(lotDefense({ dodge: 18, armor: 11, canDodge: false })).toEqual({ checked: "armor", value: 11 });
    expect(lotDefense({ dodge: 18, armor: 11, canDodge: false }, "dodge")).toEqual({ checked: "armor", value: 11 });
  });

  it("T12: flanking lowers both by the same, so the better stays the better (−2 each for 2 adjacent enemies)",
    async () => {
      const { lotDefense } = await import("../../../src/rules/attack/lot.js");
      const flank = lotFlankingPenalty(2);
      expect(lotDefense({ dodge: 12 + flank, armor: 16 + flank })).toEqual({ checked: "armor", value: 14 });
    });

  it("rejects a named defense that is neither Dodge nor Armor", async () => {
    const { lotDefense } = await import("../../../src/rules/attack/lot.js");
    expect(() => lotDefense({ dodge: 12, armor: 16 }, "ac" as never)).toThrow(/named/);
  });
});
