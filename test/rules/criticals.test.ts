import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMBAT_ESCALATION_CAP, criticalDamage, criticalOutcome, escalate, fumbleOutcome, rollSneakDamage,
} from "../../src/rules/criticals.js";
import { type Dice, scriptedDice } from "../../src/rules/dice.js";
import { RulesRangeError, RulesTypeError } from "../../src/rules/validate.js";

describe("escalate (A7, A8)", () => {
  it("A7: a d4 that isn't 4 leaves a plain critical (level 1)", () => {
    expect(escalate(scriptedDice([3]))).toEqual({ level: 1, rolls: [3] });
  });

  it("A7: a 4 on the d4 makes a super critical (level 2), then the d6 is rolled", () => {
    expect(escalate(scriptedDice([4, 5]))).toEqual({ level: 2, rolls: [4, 5] });
  });

  it("A7: a 6 on the d6 makes level 3, then the d8", () => {
    expect(escalate(scriptedDice([4, 6, 7]))).toEqual({ level: 3, rolls: [4, 6, 7] });
  });

  it("A7: the chain goes on: d8 on 8, d10 on 10, d12 …", () => {
    expect(escalate(scriptedDice([4, 6, 8, 10, 1]))).toEqual({ level: 5, rolls: [4, 6, 8, 10, 1] });
  });

  it("A7: the dice asked for grow by two faces each step", () => {
    const asked: number[] = [];
    const dice: Dice = { roll: (faces) => (asked.push(faces), faces === 10 ? 2 : faces) };
    escalate(dice);
    expect(asked).toEqual([4, 6, 8, 10]);
  });

  it("A7, A8: in combat the chain stops at level 3 with no further roll", () => {
    expect(escalate(scriptedDice([4, 6]), COMBAT_ESCALATION_CAP)).toEqual({ level: 3, rolls: [4, 6] });
    expect(escalate(scriptedDice([]), 1)).toEqual({ level: 1, rolls: [] });
  });

  it("rejects a bad cap and a Dice that breaks its promise", () => {
    expect(() => escalate(scriptedDice([4]), 0)).toThrow(/maxLevel/);
    expect(() => escalate({ roll: () => 5 })).toThrow(RulesRangeError);
  });

  it("A7: the level is 1 + the number of top faces rolled in a row", () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { maxLength: 8 }), (tops) => {
      const faces = [...tops.map((top, i) => (top ? 4 + 2 * i : 1)), 1];
      const r = escalate(scriptedDice(faces));
      const run = tops.indexOf(false) === -1 ? tops.length : tops.indexOf(false);
      expect(r.level).toBe(1 + run);
      expect(r.rolls).toHaveLength(run + 1);
    }));
  });
});

describe("critical and fumble outcomes (A7, A8)", () => {
  it("A7: a critical doubles damage", () => {
    expect(criticalOutcome(1)).toEqual({ multiplier: 2, targetDefeated: false });
  });

  it("A7: a super critical doubles it again", () => {
    expect(criticalOutcome(2)).toEqual({ multiplier: 4, targetDefeated: false });
  });

  it("A7: a 6 on the d6 defeats the target outright", () => {
    expect(criticalOutcome(3)).toEqual({ multiplier: 4, targetDefeated: true });
  });

  it("A8: a fumble in the target's melee zone gives it a free hit (using a slot)", () => {
    expect(fumbleOutcome(1, true)).toEqual({
      freeHit: true, freeHitCritical: false, ignoresSlots: false, attackerDies: false,
    });
  });

  it("A8: a tragedy makes the free hit a critical, even with no free-hit slot left", () => {
    expect(fumbleOutcome(2, true)).toEqual({
      freeHit: true, freeHitCritical: true, ignoresSlots: true, attackerDies: false,
    });
  });

  it("A8: a 6 on the tragedy's d6 kills the attacker", () => {
    expect(fumbleOutcome(3, true).attackerDies).toBe(true);
  });

  it("A8 (I): outside the target's melee zone a fumble is only a miss", () => {
    expect(fumbleOutcome(3, false)).toEqual({
      freeHit: false, freeHitCritical: false, ignoresSlots: false, attackerDies: false,
    });
  });

  it("rejects a level below 1", () => {
    expect(() => criticalOutcome(0)).toThrow(/level/);
    expect(() => fumbleOutcome(0.5, true)).toThrow(/level/);
  });
});

describe("criticalDamage (L8, A3, A7, T7)", () => {
  it("L8: a critical adds twice the character level (level 5: +10)", () => {
    expect(criticalDamage("level", { damage: 7, characterLevel: 5 })).toEqual({ damage: 17, defeated: false });
  });

  it("L8: at level 20 a critical adds 40", () => {
    expect(criticalDamage("level", { damage: 1, characterLevel: 20 }).damage).toBe(41);
  });

  it("A7: a critical doubles the damage, a super critical quadruples it", () => {
    expect(criticalDamage("escalating", { damage: 6 }).damage).toBe(12);
    expect(criticalDamage("escalating", { damage: 6, escalation: 2 }).damage).toBe(24);
  });

  it("A3: sneak damage (+1d4) is multiplied by criticals", () => {
    expect(criticalDamage("escalating", { damage: 6, sneak: 3, escalation: 1 }).damage).toBe(18);
    expect(criticalDamage("escalating", { damage: 6, sneak: 3, escalation: 2 }).damage).toBe(36);
  });

  it("A7: at level 3 the target is defeated", () => {
    expect(criticalDamage("escalating", { damage: 6, escalation: 3 }).defeated).toBe(true);
  });

  it("T7: a critical adds the weapon's maximum damage (d10: +10)", () => {
    expect(criticalDamage("max-damage", { damage: 4, weaponMax: 10 })).toEqual({ damage: 14, defeated: false });
  });

  it("criticals off: the damage is unchanged, sneak damage simply added", () => {
    expect(criticalDamage("none", { damage: 4, sneak: 2 })).toEqual({ damage: 6, defeated: false });
  });

  it("rejects an unknown rule and missing or bad inputs, naming the field", () => {
    expect(() => criticalDamage("triple" as "none", { damage: 1 })).toThrow(RulesTypeError);
    expect(() => criticalDamage("level", { damage: 1 })).toThrow(/input\.characterLevel/);
    expect(() => criticalDamage("max-damage", { damage: 1 })).toThrow(/input\.weaponMax/);
    expect(() => criticalDamage("none", { damage: -2 })).toThrow(/input\.damage/);
    expect(() => criticalDamage("escalating", { damage: 2, escalation: 0 })).toThrow(/input\.escalation/);
  });
});

describe("rollSneakDamage (A3)", () => {
  it("A3: an undetected attacker adds 1d4", () => {
    expect(rollSneakDamage(scriptedDice([3]))).toBe(3);
  });

  it("A3: the Sneak attack feat adds another d4", () => {
    expect(rollSneakDamage(scriptedDice([3, 4]), 1)).toBe(7);
  });

  it("rejects a negative number of extra dice", () => {
    expect(() => rollSneakDamage(scriptedDice([1]), -1)).toThrow(/extraDice/);
  });
});
