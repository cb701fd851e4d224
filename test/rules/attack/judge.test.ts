import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { judgeAttack, type AttackInput } from "../../../src/rules/attack/index.js";
import type { PresetId } from "../../../src/rules/presets.js";
import { RulesRangeError, RulesTypeError } from "../../../src/rules/validate.js";

describe("judgeAttack — d20 vs AC (L8, S5)", () => {
  it.each(["legend", "lurasko", "sides"] as PresetId[])("S5: %s hits when d20 + bonus reaches the AC", (preset) => {
    expect(judgeAttack(preset, { natural: 10, bonus: 5, defense: 15 })).toMatchObject({ total: 15, hit: true });
    expect(judgeAttack(preset, { natural: 9, bonus: 5, defense: 15 })).toMatchObject({ total: 14, hit: false });
  });

  it("L8: a natural 20 that hits is a critical", () => {
    expect(judgeAttack("legend", { natural: 20, bonus: 0, defense: 18 })).toMatchObject({ hit: true, critical: true });
  });

  it("L8: a natural 20 that misses is no critical (and no automatic hit)", () => {
    expect(judgeAttack("legend", { natural: 20, bonus: 2, defense: 25 })).toMatchObject({ hit: false, critical: false });
  });

  it("L8: a widened threat range (18–20) threatens on 18, not on 17", () => {
    expect(judgeAttack("legend", { natural: 18, bonus: 5, defense: 15, threat: 18 }).critical).toBe(true);
    expect(judgeAttack("legend", { natural: 17, bonus: 5, defense: 15, threat: 18 }).critical).toBe(false);
  });

  it("L8: a natural 19 is no critical with the default threat of 20", () => {
    expect(judgeAttack("sides", { natural: 19, bonus: 5, defense: 15 }).critical).toBe(false);
  });

  it("S5: a natural 1 is judged by its total like any roll (no fumble by these rulebooks)", () => {
    expect(judgeAttack("sides", { natural: 1, bonus: 14, defense: 15 })).toMatchObject({ hit: true, fumble: false });
  });
});

describe("judgeAttack — agility (A3, A7, A8)", () => {
  it("A3: d20 + Accuracy ≥ 10 + Agility hits", () => {
    expect(judgeAttack("agility", { natural: 10, bonus: 2, defense: 12 })).toMatchObject({ hit: true, needed: 12 });
    expect(judgeAttack("agility", { natural: 9, bonus: 2, defense: 12 }).hit).toBe(false);
  });

  it("A3: a flat-footed target is hit on 5, whatever its Agility", () => {
    const r = judgeAttack("agility", { natural: 4, bonus: 1, defense: 16, flatFooted: true });
    expect(r).toMatchObject({ needed: 5, hit: true });
    expect(judgeAttack("agility", { natural: 3, bonus: 1, defense: 16, flatFooted: true }).hit).toBe(false);
  });

  it("A3: a prone target is hit on 5 + its Agility modifier (from defense − 10 unless given)", () => {
    expect(judgeAttack("agility", { natural: 8, bonus: 0, defense: 13, prone: true })).toMatchObject({
      needed: 8, hit: true,
    });
    expect(judgeAttack("agility", { natural: 7, bonus: 0, defense: 13, prone: true }).hit).toBe(false);
    expect(judgeAttack("agility", { natural: 6, bonus: 0, defense: 13, prone: true, defenderAgility: 1 }).needed)
      .toBe(6);
  });

  it("A3 (I): prone and flat-footed together take the lower target", () => {
    expect(judgeAttack("agility", { natural: 5, bonus: 0, defense: 8, prone: true, flatFooted: true }).needed)
      .toBe(3);
    expect(judgeAttack("agility", { natural: 5, bonus: 0, defense: 14, prone: true, flatFooted: true }).needed)
      .toBe(5);
  });

  it("A8: a natural 1 always misses and is a fumble, even against a flat-footed target", () => {
    expect(judgeAttack("agility", { natural: 1, bonus: 12, defense: 10, flatFooted: true })).toMatchObject({
      hit: false, fumble: true, critical: false,
    });
  });

  it("A7 (I): a natural 20 always hits and is a critical", () => {
    expect(judgeAttack("agility", { natural: 20, bonus: -3, defense: 24 })).toMatchObject({
      hit: true, critical: true, fumble: false,
    });
  });

  it("A7: the threat range is a Legend rule; agility criticals need a natural 20", () => {
    expect(judgeAttack("agility", { natural: 19, bonus: 5, defense: 10, threat: 15 }).critical).toBe(false);
  });
});

describe("judgeAttack — LoT (T7)", () => {
  const lot = (input: Partial<AttackInput>) => judgeAttack("lot", { natural: 10, bonus: 0, defense: 15, ...input });

  it("T7: a natural 20 counts as 25 + bonuses", () => {
    expect(lot({ natural: 20, bonus: 3 }).total).toBe(28);
  });

  it("T7: a natural 20 is not an automatic hit", () => {
    expect(lot({ natural: 20, bonus: 0, defense: 26 }).hit).toBe(false);
  });

  it("T7: beating Dodge or Armor hits", () => {
    expect(lot({ natural: 12, bonus: 4 }).hit).toBe(true);
    expect(lot({ natural: 10, bonus: 4 }).hit).toBe(false);
  });

  it("T7: ties go to the player — a player attacking an NPC hits on a tie", () => {
    expect(lot({ natural: 11, bonus: 4, attackerIsPlayer: true }).hit).toBe(true);
  });

  it("T7: ties go to the player — an NPC attacking a player misses on a tie", () => {
    expect(lot({ natural: 11, bonus: 4, defenderIsPlayer: true }).hit).toBe(false);
  });

  it("T7: in PvP the defender wins ties", () => {
    expect(lot({ natural: 11, bonus: 4, attackerIsPlayer: true, defenderIsPlayer: true }).hit).toBe(false);
  });

  it("T7 (I): NPC against NPC, the defender wins ties", () => {
    expect(lot({ natural: 11, bonus: 4 }).hit).toBe(false);
  });

  it("T7: a hit totalling above the critical threshold is a critical; reaching it is not", () => {
    expect(lot({ natural: 19, bonus: 2, critThreshold: 20 }).critical).toBe(true);
    expect(lot({ natural: 18, bonus: 2, critThreshold: 20 }).critical).toBe(false);
  });

  it("T7: a natural 20 counts as 25 towards the critical threshold", () => {
    expect(lot({ natural: 20, bonus: 0, critThreshold: 24 }).critical).toBe(true);
  });

  it("T7: a miss is never a critical, and no threshold means no criticals", () => {
    expect(lot({ natural: 20, bonus: 0, defense: 30, critThreshold: 10 }).critical).toBe(false);
    expect(lot({ natural: 20, bonus: 10 }).critical).toBe(false);
  });

  it("T7: a natural 1 is a mishap, returned as data, and still judged by its total", () => {
    expect(lot({ natural: 1, bonus: 2 })).toMatchObject({ fumble: true, mishap: true, hit: false });
    expect(lot({ natural: 1, bonus: 20 })).toMatchObject({ mishap: true, hit: true });
  });
});

describe("judgeAttack — validation and properties", () => {
  it("rejects an unknown preset with a RulesTypeError naming the field", () => {
    expect(() => judgeAttack("gurps" as PresetId, { natural: 1, bonus: 0, defense: 10 })).toThrow(RulesTypeError);
    expect(() => judgeAttack("gurps" as PresetId, { natural: 1, bonus: 0, defense: 10 })).toThrow(/preset/);
  });

  it.each([
    ["natural 0", { natural: 0 }, /input\.natural/],
    ["natural 21", { natural: 21 }, /input\.natural/],
    ["natural 2.5", { natural: 2.5 }, /input\.natural/],
    ["NaN bonus", { bonus: Number.NaN }, /input\.bonus/],
    ["infinite defense", { defense: Number.POSITIVE_INFINITY }, /input\.defense/],
    ["threat 0", { threat: 0 }, /input\.threat/],
  ])("rejects %s", (_label, change, field) => {
    expect(() => judgeAttack("legend", { natural: 10, bonus: 0, defense: 10, ...change })).toThrow(RulesRangeError);
    expect(() => judgeAttack("legend", { natural: 10, bonus: 0, defense: 10, ...change })).toThrow(field);
  });

  it("rejects a fractional critical threshold and defender Agility", () => {
    expect(() => judgeAttack("lot", { natural: 10, bonus: 0, defense: 10, critThreshold: 1.5 }))
      .toThrow(/input\.critThreshold/);
    expect(() => judgeAttack("agility", { natural: 10, bonus: 0, defense: 10, prone: true, defenderAgility: 0.5 }))
      .toThrow(/input\.defenderAgility/);
  });

  it("L8, S5: d20 vs AC hits exactly when the total reaches the AC; criticals only on hits", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -10, max: 20 }),
      fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 20 }), (natural, bonus, defense, threat) => {
        const r = judgeAttack("legend", { natural, bonus, defense, threat });
        expect(r.hit).toBe(natural + bonus >= defense);
        expect(r.critical).toBe(r.hit && natural >= threat);
      }));
  });

  it("A3, T7: a higher bonus never turns a hit into a miss", () => {
    fc.assert(fc.property(fc.constantFrom<PresetId>("agility", "lot"), fc.integer({ min: 1, max: 20 }),
      fc.integer({ min: -10, max: 20 }), fc.integer({ min: 0, max: 40 }), fc.boolean(), fc.boolean(),
      (preset, natural, bonus, defense, attackerIsPlayer, prone) => {
        const input = { natural, bonus, defense, attackerIsPlayer, prone };
        if (judgeAttack(preset, input).hit) expect(judgeAttack(preset, { ...input, bonus: bonus + 1 }).hit).toBe(true);
      }));
  });
});
