import { describe, expect, it } from "vitest";
import { applyDamage, type Target } from "../../../src/rules/damage/index.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

const hp = (value: number, max = value) => ({ value, max });

describe("applyDamage — damage reduction (T9)", () => {
  it("T9: each point of DR reduces damage of its kinds by 1", () => {
    const r = applyDamage({ hp: hp(30), dr: { physical: 3 } }, [{ amount: 10 }]);
    expect(r).toMatchObject({ hp: 23, hpLost: 7, netToHp: 7 });
  });

  it("T9: physical DR doesn't reduce elemental or arcane damage, and each kind uses its own DR", () => {
    const target: Target = { hp: hp(50), dr: { physical: 5, elemental: 2, arcane: 1 } };
    const r = applyDamage(target, [{ amount: 6, kind: "elemental" }, { amount: 6, kind: "arcane" }]);
    expect(r.netToHp).toBe(4 + 5);
  });

  it("T9: a hit with no kind is physical", () => {
    expect(applyDamage({ hp: hp(20), dr: { physical: 4, elemental: 9 } }, [{ amount: 5 }]).netToHp).toBe(1);
  });

  it("T9: per hit, three swings of 4 against DR 3 deal 1 each", () => {
    const hits = [{ amount: 4 }, { amount: 4 }, { amount: 4 }];
    expect(applyDamage({ hp: hp(40), dr: { physical: 3 } }, hits, { drPer: "hit" }).netToHp).toBe(3);
  });

  it("T9: per attack, three swings of 4 are totalled and DR 3 comes off once", () => {
    const hits = [{ amount: 4 }, { amount: 4 }, { amount: 4 }];
    expect(applyDamage({ hp: hp(40), dr: { physical: 3 } }, hits, { drPer: "attack" }).netToHp).toBe(9);
  });

  it("T9: per attack, the total is reduced per kind", () => {
    const hits = [{ amount: 4 }, { amount: 4, kind: "elemental" as const }, { amount: 1 }];
    const r = applyDamage({ hp: hp(40), dr: { physical: 3, elemental: 1 } }, hits, { drPer: "attack" });
    expect(r.netToHp).toBe((4 + 1 - 3) + (4 - 1));
  });

  it("T9: DR above the damage deals 0, never a negative amount (no healing)", () => {
    const r = applyDamage({ hp: hp(10, 20), dr: { physical: 9 } }, [{ amount: 2 }]);
    expect(r).toMatchObject({ hp: 10, hpLost: 0, netToHp: 0 });
  });

  it("T9: LoT's example, 8 swings of a d10 (here 5 each) against DR 2 per hit deal 24", () => {
    const hits = Array.from({ length: 8 }, () => ({ amount: 5 }));
    expect(applyDamage({ hp: hp(100), dr: { physical: 2 } }, hits).netToHp).toBe(24);
  });

  it("applies nothing for an empty list of hits", () => {
    expect(applyDamage({ hp: hp(10) }, [])).toMatchObject({ hp: 10, hpLost: 0, wound: false, statusBlocked: false });
  });
});

describe("applyDamage — overshield (T11)", () => {
  it("T11: the overshield takes damage before HP, and HP is untouched while it holds", () => {
    const r = applyDamage({ hp: hp(20), overshield: { value: 10 } }, [{ amount: 6 }]);
    expect(r).toMatchObject({ hp: 20, overshield: 4, overshieldLost: 6, hpLost: 0, overshieldBroken: false });
  });

  it("T11: an attack that doesn't break the overshield can't apply status effects", () => {
    expect(applyDamage({ hp: hp(20), overshield: { value: 10 } }, [{ amount: 6 }]).statusBlocked).toBe(true);
  });

  it("T11: an attack that breaks the overshield applies its status effects", () => {
    const r = applyDamage({ hp: hp(20), overshield: { value: 6 } }, [{ amount: 6 }]);
    expect(r).toMatchObject({ overshield: 0, overshieldBroken: true, statusBlocked: false, hp: 20 });
  });

  it("T11: the overshield uses only its own DR, not the character's", () => {
    const r = applyDamage({ hp: hp(20), dr: { physical: 5 }, overshield: { value: 10, dr: 2 } }, [{ amount: 6 }]);
    expect(r.overshield).toBe(6);
  });

  it("T11 (I): what the overshield can't hold spills into HP, and the character's DR applies to the spill", () => {
    const target: Target = { hp: hp(20), dr: { physical: 2 }, overshield: { value: 5, dr: 1 } };
    const r = applyDamage(target, [{ amount: 10 }]);
    expect(r).toMatchObject({ overshield: 0, overshieldBroken: true, hp: 18, hpLost: 2, netToHp: 2 });
  });

  it("T11: once broken, the attack's later hits go to HP through the character's DR", () => {
    const target: Target = { hp: hp(30), dr: { physical: 1 }, overshield: { value: 3 } };
    const r = applyDamage(target, [{ amount: 3 }, { amount: 5 }]);
    expect(r).toMatchObject({ overshield: 0, overshieldBroken: true, hp: 26 });
  });

  it("T11: a hit that ignores the overshield goes straight to HP through the character's DR", () => {
    const target: Target = { hp: hp(20), dr: { arcane: 2 }, overshield: { value: 10, dr: 3 } };
    const r = applyDamage(target, [{ amount: 7, kind: "arcane", ignoresOvershield: true }]);
    expect(r).toMatchObject({ hp: 15, overshield: 10, overshieldLost: 0, statusBlocked: false });
  });

  it("T11 (I): a mixed attack that doesn't break the overshield still blocks statuses", () => {
    const r = applyDamage({ hp: hp(20), overshield: { value: 10 } },
      [{ amount: 2 }, { amount: 3, ignoresOvershield: true }]);
    expect(r).toMatchObject({ hp: 17, overshield: 8, statusBlocked: true });
  });

  it("T11 (I): an overshield with no health absorbs nothing, blocks nothing and still counts", () => {
    const r = applyDamage({ hp: hp(20), overshield: { value: 0 } }, [{ amount: 4 }]);
    expect(r).toMatchObject({ hp: 16, overshield: 0, overshieldBroken: false, statusBlocked: false });
  });

  it("T11: a target with no overshield reports null", () => {
    expect(applyDamage({ hp: hp(20), overshield: null }, [{ amount: 4 }]).overshield).toBeNull();
  });

  it("T9/T11: per attack, the overshield's DR comes off the total once", () => {
    const target: Target = { hp: hp(20), overshield: { value: 20, dr: 2 } };
    expect(applyDamage(target, [{ amount: 3 }, { amount: 3 }], { drPer: "attack" }).overshield).toBe(16);
    expect(applyDamage(target, [{ amount: 3 }, { amount: 3 }], { drPer: "hit" }).overshield).toBe(18);
  });
});

describe("applyDamage — HP floor and full-health guard (T10)", () => {
  it("HP floors at 0 and the excess is reported as overkill", () => {
    const r = applyDamage({ hp: hp(5, 20), player: true }, [{ amount: 11 }], { fullHealthGuard: true });
    expect(r).toMatchObject({ hp: 0, hpLost: 5, overkill: 6, unconscious: false });
  });

  it("T10: a player at full HP whom one attack would take below 0 drops to 0 and is unconscious", () => {
    const r = applyDamage({ hp: hp(20), player: true }, [{ amount: 25 }], { fullHealthGuard: true });
    expect(r).toMatchObject({ hp: 0, hpLost: 20, unconscious: true, overkill: 0 });
  });

  it("T10: the guard does nothing for a blow that lands exactly on 0", () => {
    const r = applyDamage({ hp: hp(20), player: true }, [{ amount: 20 }], { fullHealthGuard: true });
    expect(r).toMatchObject({ hp: 0, unconscious: false, overkill: 0 });
  });

  it("T10: the guard protects players only", () => {
    const r = applyDamage({ hp: hp(20), player: false }, [{ amount: 25 }], { fullHealthGuard: true });
    expect(r).toMatchObject({ hp: 0, unconscious: false, overkill: 5 });
  });

  it("T10: the guard is off unless the option turns it on", () => {
    expect(applyDamage({ hp: hp(20), player: true }, [{ amount: 25 }]).unconscious).toBe(false);
  });

  it("T10: the guard counts the whole attack, not each hit", () => {
    const r = applyDamage({ hp: hp(20), player: true }, [{ amount: 15 }, { amount: 15 }], { fullHealthGuard: true });
    expect(r).toMatchObject({ hp: 0, unconscious: true });
  });
});

describe("applyDamage — wounds (A5)", () => {
  it("A5: a single attack dealing 6 net damage inflicts a wound", () => {
    const r = applyDamage({ hp: hp(30), wounds: 1 }, [{ amount: 6 }], { woundThreshold: 6 });
    expect(r).toMatchObject({ wound: true, wounds: 2 });
  });

  it("A5: 5 net damage inflicts no wound", () => {
    expect(applyDamage({ hp: hp(30) }, [{ amount: 5 }], { woundThreshold: 6 }).wound).toBe(false);
  });

  it("A5: the wound counts net damage, after armor and every other reduction", () => {
    expect(applyDamage({ hp: hp(30), dr: { physical: 3 } }, [{ amount: 8 }], { woundThreshold: 6 }).wound)
      .toBe(false);
  });

  it("A5: the hits of one attack add up towards the threshold", () => {
    expect(applyDamage({ hp: hp(30) }, [{ amount: 3 }, { amount: 3 }], { woundThreshold: 6 }).wound).toBe(true);
  });

  it("A5: damage the overshield absorbs is not net damage", () => {
    const r = applyDamage({ hp: hp(30), overshield: { value: 4 } }, [{ amount: 9 }], { woundThreshold: 6 });
    expect(r).toMatchObject({ wound: false, netToHp: 5 });
  });

  it("A5: damage beyond 0 HP still counts as net damage", () => {
    expect(applyDamage({ hp: hp(3, 30) }, [{ amount: 7 }], { woundThreshold: 6 }).wound).toBe(true);
  });

  it("A5: the threshold is a world setting", () => {
    expect(applyDamage({ hp: hp(30) }, [{ amount: 7 }], { woundThreshold: 8 }).wound).toBe(false);
    expect(applyDamage({ hp: hp(30) }, [{ amount: 8 }], { woundThreshold: 8 }).wound).toBe(true);
  });

  it("A5, T11: a standing overshield the attack does not break blocks the wound, even of a hit that ignores it", () => {
    // 7 ignores the overshield (30 − 7 = 23, 7 ≥ 6); the 2 is absorbed (5 → 3): the overshield held, no wound.
    const r = applyDamage({ hp: hp(30), overshield: { value: 5 } },
      [{ amount: 7, ignoresOvershield: true }, { amount: 2 }], { woundThreshold: 6 });
    expect(r).toMatchObject({ hp: 23, overshield: 3, statusBlocked: true, wound: false, wounds: 0 });
  });

  it("A5: wounds are off when the threshold is null or absent", () => {
    expect(applyDamage({ hp: hp(30) }, [{ amount: 20 }], { woundThreshold: null }).wound).toBe(false);
    expect(applyDamage({ hp: hp(30) }, [{ amount: 20 }]).wounds).toBe(0);
  });
});

describe("applyDamage — input validation", () => {
  const ok: Target = { hp: hp(10) };
  it.each([
    ["NaN", Number.NaN, "hits[1].amount"],
    ["Infinity", Number.POSITIVE_INFINITY, "hits[1].amount"],
    ["a negative amount", -1, "hits[1].amount"],
    ["a fractional amount", 1.5, "hits[1].amount"],
  ])("rejects %s as a hit amount, naming the field", (_label, amount, field) => {
    expect(() => applyDamage(ok, [{ amount }])).toThrow(RulesRangeError);
    expect(() => applyDamage(ok, [{ amount: 1 }, { amount }])).toThrow(field);
  });

  it("rejects an unknown damage kind with a RulesTypeError naming the field", () => {
    const bad = [{ amount: 1, kind: "fire" as unknown as "physical" }];
    expect(() => applyDamage(ok, bad)).toThrow(RulesTypeError);
    expect(() => applyDamage(ok, bad)).toThrow(/hits\[0\]\.kind/);
  });

  it("rejects an unknown DR mode", () => {
    expect(() => applyDamage(ok, [], { drPer: "round" as "hit" })).toThrow(/options\.drPer/);
  });

  it.each([
    ["HP above max", { hp: { value: 11, max: 10 } }, /target\.hp\.value/],
    ["negative HP", { hp: { value: -1, max: 10 } }, /target\.hp\.value/],
    ["NaN max", { hp: { value: 1, max: Number.NaN } }, /target\.hp\.max/],
    ["negative DR", { hp: hp(10), dr: { elemental: -2 } }, /target\.dr\.elemental/],
    ["fractional overshield", { hp: hp(10), overshield: { value: 2.5 } }, /target\.overshield\.value/],
    ["infinite overshield DR", { hp: hp(10), overshield: { value: 2, dr: Infinity } }, /target\.overshield\.dr/],
    ["negative wounds", { hp: hp(10), wounds: -1 }, /target\.wounds/],
  ])("rejects %s", (_label, target, field) => {
    expect(() => applyDamage(target as Target, [])).toThrow(field);
  });

  it("rejects a missing target, a missing hp record and a non-list of hits", () => {
    expect(() => applyDamage(null as unknown as Target, [])).toThrow(RulesTypeError);
    expect(() => applyDamage({} as Target, [])).toThrow(/target\.hp/);
    expect(() => applyDamage(ok, 3 as unknown as [])).toThrow(/hits/);
    expect(() => applyDamage(ok, [null as unknown as { amount: number }])).toThrow(/hits\[0\]/);
  });

  it("rejects a wound threshold below 1 or fractional", () => {
    expect(() => applyDamage(ok, [], { woundThreshold: 0 })).toThrow(/options\.woundThreshold/);
    expect(() => applyDamage(ok, [], { woundThreshold: 5.5 })).toThrow(/options\.woundThreshold/);
  });
});
