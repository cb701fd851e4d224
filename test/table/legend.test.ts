import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { tableFight, type TableCard } from "./world.js";

/**
 * Legend (seed 000), two rounds played by the GM (Bren and the ghoul) and a player (Ada), every number worked by
 * hand from RULES.md. Legend's modifiers: (score − 10) / 2, rounded down.
 * - Ada (the player's, level 3): STR 16 (+3), DEX 14 (+2), AC 15, HP 24; a longsword 1d8 + 3 on STR, threat 19–20.
 * - Bren (the GM's character): STR 12 (+1), DEX 10 (+0), AC 14, HP 20; a mace 1d6 + 1 on STR.
 * - A ghoul (NPC): DEX 12 (+1), attack +4, AC 13, HP 18; claws 1d6 + 2.
 */
async function legendFight() {
  return tableFight("legend", [
    { name: "Ada", type: "character", player: true, disposition: 1, system: { level: 3, attributes: {
      str: { value: 16 }, dex: { value: 14 } }, defenses: { ac: 15 }, hp: { value: 24, max: 24 } },
    weapon: { damage: { formula: "1d8 + 3" }, attributes: ["str"], threat: 19 } },
    { name: "Bren", type: "character", disposition: 1, system: { attributes: { str: { value: 12 },
      dex: { value: 10 } }, defenses: { ac: 14 }, hp: { value: 20, max: 20 } },
    weapon: { damage: { formula: "1d6 + 1" }, attributes: ["str"] } },
    { name: "Ghoul", type: "npc", disposition: -1, system: { attributes: { dex: { value: 12 } }, attackBonus: 4,
      defenses: { ac: 13 }, hp: { value: 18, max: 18 } }, weapon: { damage: { formula: "1d6 + 2" } } },
  ]);
}

describe("a Legend fight played at the table (L1, L2, L5–L8)", () => {
  it("two rounds: d20 initiative and its tie, flat-footed, standard actions, a critical, a delay", async () => {
    const f = await legendFight();
    const { combat, by } = f;
    // L1: Ada 10 + 2 = 12, Bren 15 + 0 = 15, the ghoul 11 + 1 = 12; L2: Ada's +2 beats the ghoul's +1.
    scriptFaces([20, 10], [20, 15], [20, 11]);
    await combat.rollAll();
    expect(["Ada", "Bren", "Ghoul"].map((n) => by(n).initiative)).toEqual([12, 15, 12]);
    await combat.startCombat();
    await f.settle();
    expect(combat.turns.map((c) => c.name)).toEqual(["Bren", "Ada", "Ghoul"]);
    // L5: flat-footed until one's first turn.
    expect(["Bren", "Ada", "Ghoul"].map((n) => by(n).system.flatFooted)).toEqual([false, true, true]);

    // Round 1. L6: Bren (the GM's) delays on 15.
    f.as("gm");
    expect(await by("Bren").delayTurn()).toBe(true);
    await f.settle();
    expect([combat.combatant?.name, by("Ada").system.flatFooted]).toEqual(["Ada", false]);
    // The player's Ada: natural 19 + STR 3 = 22 hits AC 13 and threatens (19–20): L8 critical, +2 × level 3 = +6.
    f.as("player");
    scriptFaces([20, 19]);
    const crit = (await f.attack("Ada", "Ghoul"))!;
    expect(crit.system.targets[0]!.outcome).toMatchObject({ outcome: "critical", natural: 19, total: 22 });
    expect(by("Ada").system.spent).toMatchObject({ standard: 1 });
    // d8 5 + 3 = 8, + 6 = 14: the ghoul 18 → 4.
    scriptFaces([8, 5]);
    const cleave = await f.api.damage(crit) as unknown as TableCard;
    expect(cleave.system.targets[0]!.hits!.map((h) => h.amount)).toEqual([14]);
    await f.api.apply(cleave, cleave.system.targets[0]!.tokenUuid);
    expect(f.hp("Ghoul")).toBe(4);
    // L7: one standard action a turn.
    scriptFaces();
    expect(await f.attack("Ada", "Ghoul")).toBeNull();
    // L6: Bren re-enters on Ada's count, 12, after everyone holding 12.
    f.as("gm");
    expect(await by("Bren").reenter()).toBe(true);
    expect(combat.turns.map((c) => c.name)).toEqual(["Ada", "Ghoul", "Bren"]);
    expect([combat.combatant?.name, by("Bren").initiative]).toEqual(["Ada", 12]);
    f.as("player");
    await combat.nextTurn();
    await f.settle();
    // The ghoul: d20 5 + 4 = 9 misses AC 15.
    f.as("gm");
    expect([combat.combatant?.name, by("Ghoul").system.flatFooted]).toEqual(["Ghoul", false]);
    scriptFaces([20, 5]);
    expect((await f.attack("Ghoul", "Ada"))!.system.targets[0]!.outcome).toMatchObject({ outcome: "miss", total: 9 });
    await combat.nextTurn();
    await f.settle();
    // Bren: d20 12 + 1 = 13 hits AC 13; d6 3 + 1 = 4 takes the ghoul's last 4 HP.
    expect(combat.combatant?.name).toBe("Bren");
    scriptFaces([20, 12]);
    const mace = (await f.attack("Bren", "Ghoul"))!;
    scriptFaces([6, 3]);
    const blow = await f.api.damage(mace) as unknown as TableCard;
    await f.api.apply(blow, blow.system.targets[0]!.tokenUuid);
    expect([f.hp("Ghoul"), f.hp("Ada"), f.hp("Bren")]).toEqual([0, 24, 20]);
    await combat.nextTurn();
    await f.settle();

    // Round 2: Bren keeps the count he re-entered on; each standard action comes back as its turn starts (L7).
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Ada"]);
    expect(combat.turns.map((c) => `${c.name} ${c.initiative}`)).toEqual(["Ada 12", "Ghoul 12", "Bren 12"]);
    expect(["Ada", "Ghoul", "Bren"].map((n) => by(n).system.spent.standard ?? 0)).toEqual([0, 1, 1]);
    await combat.nextTurn();
    await f.settle();
    expect([combat.combatant?.name, by("Ghoul").system.spent.standard ?? 0]).toEqual(["Ghoul", 0]);
  });
});
