import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackOutcome } from "../../../src/rules/cards/outcome.js";
import { scriptedDice, seededDice } from "../../../src/rules/dice.js";
import { PRESET_IDS } from "../../../src/rules/presets.js";

const noDice = scriptedDice([]);

describe("attackOutcome (L8, S6–S9, A3, A7, A8, T7, T8)", () => {
  it("L8: a natural 20 that hits is a critical; the card shows the total and the AC needed", () => {
    expect(attackOutcome("legend", { attack: { natural: 20, bonus: 3, defense: 15 } }, noDice)).toMatchObject({
      outcome: "critical", natural: 20, total: 23, needed: 15, shock: null, escalation: null, notes: [],
    });
  });

  it("criticals off (\"none\"): a natural 20 that hits is a plain hit, under every judge, and rolls no escalation",
    () => {
      // L8: 20 + 3 = 23 ≥ AC 15 hits; A3: a natural 20 hits 10 + 2; T7: 20 counts 25 + 3 = 28 > 15.
      expect(attackOutcome("legend", { attack: { natural: 20, bonus: 3, defense: 15 }, criticals: "none" }, noDice))
        .toMatchObject({ outcome: "hit", total: 23, escalation: null });
      expect(attackOutcome("agility", { attack: { natural: 20, bonus: 0, defense: 12 }, criticals: "none" }, noDice))
        .toMatchObject({ outcome: "hit", escalation: null });
      expect(attackOutcome("lot", { attack: { natural: 20, bonus: 3, defense: 15, critThreshold: 20 },
        criticals: "none" }, noDice)).toMatchObject({ outcome: "hit", total: 28, critThreshold: null });
    });

  it("S7: a miss with Shock 2/AC 15 against AC 13 deals 2 + STR", () => {
    const out = attackOutcome("sides", { attack: { natural: 5, bonus: 2, defense: 13 },
      shock: { damage: 2, maxAc: 15, attributeMod: 1 } }, noDice);
    expect(out).toMatchObject({ outcome: "miss", shock: { amount: 3, negatedBy: null, shieldUsed: false } });
  });

  it("S7: AC above the rating negates the Shock, and the card says why", () => {
    const out = attackOutcome("sides", { attack: { natural: 5, bonus: 2, defense: 16 },
      shock: { damage: 2, maxAc: 15 } }, noDice);
    expect(out.shock).toEqual({ amount: 0, negatedBy: "ac", shieldUsed: false });
  });

  it("S8: a ready shield ignores the first Shock of the round and is used up", () => {
    const out = attackOutcome("sides", { attack: { natural: 2, bonus: 0, defense: 12 },
      shock: { damage: 2, maxAc: null, shieldReady: true } }, noDice);
    expect(out.shock).toEqual({ amount: 0, negatedBy: "shield", shieldUsed: true });
  });

  it("S8: Total Defense adds 2 to AC and stops the Shock, the Swarm's too", () => {
    const out = attackOutcome("sides", { attack: { natural: 12, bonus: 0, defense: 12 }, totalDefense: true,
      shock: { damage: 2, maxAc: null, swarm: true } }, noDice);
    expect(out).toMatchObject({ outcome: "miss", needed: 14, shock: { amount: 0, negatedBy: "totalDefense" } });
    expect(out.notes).toEqual(["FRAY.CHAT.Note.totalDefense", "FRAY.CHAT.Note.swarmShock"]);
  });

  it("S9: a Swarm's Shock ignores AC and shields", () => {
    const out = attackOutcome("sides", { attack: { natural: 2, bonus: 0, defense: 18 },
      shock: { damage: 2, maxAc: 15, swarm: true, shieldReady: true } }, noDice);
    expect(out.shock).toEqual({ amount: 2, negatedBy: null, shieldUsed: false });
  });

  it("S6: a hit records the Shock floor its damage can't go under, and spends no shield", () => {
    const out = attackOutcome("sides", { attack: { natural: 15, bonus: 0, defense: 12 },
      shock: { damage: 3, maxAc: null, attributeMod: 1 } }, noDice);
    expect(out).toMatchObject({ outcome: "hit", shock: null, shockFloor: 4 });
  });

  it("S6, S8: a hit on a target in Total Defense has no Shock floor, since a miss would have dealt none", () => {
    const out = attackOutcome("sides", { attack: { natural: 19, bonus: 0, defense: 12 }, totalDefense: true,
      shock: { damage: 3, maxAc: null } }, noDice);
    expect(out).toMatchObject({ outcome: "hit", shockFloor: 0 });
  });

  it("A3: a flat-footed target is hit on 5, with a note", () => {
    const out = attackOutcome("agility", { attack: { natural: 5, bonus: 0, defense: 13, flatFooted: true } }, noDice);
    expect(out).toMatchObject({ outcome: "hit", needed: 5, notes: ["FRAY.CHAT.Note.flatFooted"] });
  });

  it("A10, A3: a channeling target (Agility +3: 10 + 3 = 13) is flat-footed: 5 + 0 hits on 5, 4 misses; the note "
    + "says it is the channeling", () => {
    const out = attackOutcome("agility", { attack: { natural: 5, bonus: 0, defense: 13 }, channeling: true }, noDice);
    expect(out).toMatchObject({ outcome: "hit", needed: 5, notes: ["FRAY.CHAT.Note.channeling"] });
    const low = attackOutcome("agility", { attack: { natural: 4, bonus: 0, defense: 13 }, channeling: true }, noDice);
    expect(low).toMatchObject({ outcome: "miss", needed: 5 });
    const plain = attackOutcome("agility", { attack: { natural: 5, bonus: 0, defense: 13 } }, noDice);
    expect(plain).toMatchObject({ outcome: "miss", needed: 13, notes: [] });
  });

  it("A10: a channeling target whose defense is already 5 or less (Agility −5: 5) is hit on 5 with no note", () => {
    const out = attackOutcome("agility", { attack: { natural: 5, bonus: 0, defense: 5 }, channeling: true }, noDice);
    expect(out).toMatchObject({ outcome: "hit", needed: 5, notes: [] });
  });

  it("A7: a natural 20 rolls the chain: d4 4, d6 6 is decisive — ×4 and the target defeated", () => {
    const out = attackOutcome("agility", { attack: { natural: 20, bonus: 0, defense: 12 } }, scriptedDice([4, 6]));
    expect(out.escalation).toEqual({ kind: "critical", level: 3, rolls: [4, 6], multiplier: 4, targetDefeated: true,
      freeHit: false, freeHitCritical: false, attackerDies: false });
  });

  it("A8: a natural 1 in the target's melee zone, d4 4 then d6 2: a tragedy, the free hit is critical", () => {
    const out = attackOutcome("agility", { attack: { natural: 1, bonus: 30, defense: 12 }, inMeleeZone: true },
      scriptedDice([4, 2]));
    expect(out).toMatchObject({ outcome: "fumble", notes: ["FRAY.RULES.Attack.Fumble"] });
    expect(out.escalation).toMatchObject({ kind: "fumble", level: 2, freeHit: true, freeHitCritical: true,
      attackerDies: false });
  });

  it("A8: a tragedy's free hit is a critical whatever the d20 shows: a natural 3 + 0 against 10 + 2 = 12 would miss; "
    + "here it is a critical, d4 2 stops the chain at ×2", () => {
    const out = attackOutcome("agility", { attack: { natural: 3, bonus: 0, defense: 12 }, tragedyFreeHit: true },
      scriptedDice([2]));
    expect(out).toMatchObject({ outcome: "critical", natural: 3, total: 3 });
    expect(out.escalation).toMatchObject({ kind: "critical", level: 1, rolls: [2], multiplier: 2 });
    expect(out.notes).toEqual(["FRAY.CHAT.Note.tragedyFreeHit"]);
    const one = attackOutcome("agility", { attack: { natural: 1, bonus: 0, defense: 12 }, tragedyFreeHit: true },
      scriptedDice([1]));
    expect(one.outcome).toBe("critical");
  });

  it("T7: a natural 20 counts as 25 + bonus and is critical above the threshold", () => {
    const out = attackOutcome("lot", { attack: { natural: 20, bonus: 2, defense: 20, critThreshold: 26 } }, noDice);
    expect(out).toMatchObject({ outcome: "critical", total: 27, critThreshold: 26, escalation: null });
    expect(out.notes).toContain("FRAY.CHAT.Note.natural20");
  });

  it("T7: on a tie the player wins; a non-player attacking a player loses the tie", () => {
    const player = attackOutcome("lot", { attack: { natural: 10, bonus: 2, defense: 12, attackerIsPlayer: true } },
      noDice);
    const monster = attackOutcome("lot", { attack: { natural: 10, bonus: 2, defense: 12, defenderIsPlayer: true } },
      noDice);
    expect([player.outcome, player.tie]).toEqual(["hit", "attacker"]);
    expect([monster.outcome, monster.tie]).toEqual(["miss", "defender"]);
    expect(monster.notes).toContain("FRAY.CHAT.Note.tie.defender");
  });

  it("T7: a natural 1 is a mishap, still judged by its total", () => {
    const out = attackOutcome("lot", { attack: { natural: 1, bonus: 20, defense: 12 } }, noDice);
    expect(out).toMatchObject({ outcome: "hit", notes: ["FRAY.RULES.Attack.Mishap"], escalation: null });
  });

  it("T8: 7 AP with a cost-2 weapon: three swings land on a hit; a miss spends one swing's AP", () => {
    const hit = attackOutcome("lot", { attack: { natural: 15, bonus: 0, defense: 12 }, ap: { ap: 7, apCost: 2 } },
      noDice);
    const miss = attackOutcome("lot", { attack: { natural: 3, bonus: 0, defense: 12 }, ap: { ap: 7, apCost: 2 } },
      noDice);
    expect(hit.ap).toEqual({ swings: 3, apSpent: 6, apLeft: 1 });
    expect(miss.ap).toEqual({ swings: 0, apSpent: 2, apLeft: 5 });
    expect(miss.notes).toContain("FRAY.CHAT.Note.apMiss");
  });

  it("property: a hit never carries Shock, a miss never a Shock floor, and the outcome agrees with hit", () => {
    fc.assert(fc.property(fc.constantFrom(...PRESET_IDS), fc.integer({ min: 1, max: 20 }),
      fc.integer({ min: -5, max: 15 }), fc.integer({ min: 5, max: 30 }), fc.integer({ min: 0, max: 6 }),
      fc.option(fc.integer({ min: 8, max: 20 })), fc.boolean(), fc.integer(),
      (preset, natural, bonus, defense, damage, maxAc, shieldReady, seed) => {
        const out = attackOutcome(preset, { attack: { natural, bonus, defense },
          shock: { damage, maxAc, shieldReady } }, seededDice(seed));
        const hit = out.outcome === "hit" || out.outcome === "critical";
        expect(hit ? out.shock : out.shockFloor).toBeFalsy();
        if (out.escalation) expect(out.escalation.level).toBeLessThanOrEqual(3);
      }));
  });
});
