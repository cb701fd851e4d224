import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { tableFight, type TableCard } from "./world.js";

/**
 * Sides (seed 002), two rounds played by the GM (Brann and the bandit) and a player (Vessa), every number worked by
 * hand from RULES.md. Sides' attribute modifiers: 10 → +0, 14 and 16 → +1, 18 → +2.
 * - Vessa (the player's): STR 14 (+1), DEX 16 (+1), AC 13, HP 12; a sword 1d8 on STR (S6: + STR 1), Shock 2/AC 15.
 * - Brann (the GM's character): STR 10 (+0), DEX 18 (+2), AC 14, HP 10; a spear 1d6 on STR, Shock 1/AC 13.
 * - A bandit (NPC): attack bonus +2, AC 12, HP 10; a club 1d6, Shock 1/– (whatever the AC).
 */
async function sidesFight() {
  return tableFight("sides", [
    { name: "Vessa", type: "character", player: true, disposition: 1, system: { attributes: { str: { value: 14 },
      dex: { value: 16 } }, defenses: { ac: 13 }, hp: { value: 12, max: 12 } },
    weapon: { damage: { formula: "1d8" }, attributes: ["str"], shock: { damage: 2, maxAc: 15 } } },
    { name: "Brann", type: "character", disposition: 1, system: { attributes: { str: { value: 10 },
      dex: { value: 18 } }, defenses: { ac: 14 }, hp: { value: 10, max: 10 } },
    weapon: { damage: { formula: "1d6" }, attributes: ["str"], shock: { damage: 1, maxAc: 13 } } },
    { name: "Bandit", type: "npc", disposition: -1, system: { attackBonus: 2, defenses: { ac: 12 },
      hp: { value: 10, max: 10 } }, weapon: { damage: { formula: "1d6" }, shock: { damage: 1, maxAc: null } } },
  ]);
}

describe("a Sides fight played at the table (S1, S2, S4–S7)", () => {
  it("two rounds: side initiative, Main actions spent by attacks, a hit raised to its Shock, misses' Shock", async () => {
    const f = await sidesFight();
    const { combat, by } = f;
    // S1: the party's d8 3 + its best DEX modifier (Brann +2) = 5; the enemies' d8 5; the party wins the tie.
    scriptFaces([8, 3], [8, 5]);
    await combat.rollAll();
    expect(["Vessa", "Brann", "Bandit"].map((n) => by(n).initiative)).toEqual([5, 5, 5]);
    const initiative = f.foundry.game.messages.contents.at(-1) as unknown as { rolls: { formula: string;
      total: number }[]; system: { entries: { name: string; formula: string }[] } };
    expect(initiative.rolls.map((r) => `${r.formula} = ${r.total}`)).toEqual(["1d8 + 2 = 5", "1d8 = 5"]);
    expect(initiative.system.entries.map((e) => `${e.name} ${e.formula}`))
      .toEqual(["Vessa 1d8 + 2", "Brann 1d8 + 2", "Bandit 1d8"]);
    await combat.startCombat();
    await f.settle();
    expect([combat.round, combat.combatant?.name]).toEqual([1, "Vessa"]);

    // Round 1, the party. S5: the player's d20 11 + STR 1 = 12 hits AC 12, spending Vessa's Main (S4).
    f.as("player");
    scriptFaces([20, 11]);
    const hit = (await f.attack("Vessa", "Bandit"))!;
    expect(hit.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", natural: 11, total: 12 });
    expect(by("Vessa").system.spent).toMatchObject({ main: 1 });
    // S6: d8 1 + STR 1 = 2, raised to the Shock a miss would deal: 2 + STR 1 = 3 (AC 12 ≤ 15). Bandit 10 → 7.
    scriptFaces([8, 1]);
    const damage = await f.api.damage(hit) as unknown as TableCard;
    expect(damage.system.targets[0]!.hits!.map((h) => h.amount)).toEqual([3]);
    await f.api.apply(damage, damage.system.targets[0]!.tokenUuid);
    expect(f.hp("Bandit")).toBe(7);
    // S4: no second Main this turn: a notice, nothing rolled.
    scriptFaces();
    expect(await f.attack("Vessa", "Bandit")).toBeNull();
    expect(f.notice()).toBe("No Main action left this round.");
    expect(f.hp("Bandit")).toBe(7);
    await combat.nextTurn();
    await f.settle();
    expect(combat.combatant?.name).toBe("Brann");

    // S2: Brann, the GM's. d20 4 + 0 misses AC 12; S7: Shock 1/AC 13 on AC 12: 1 + STR 0 = 1. Bandit 7 → 6.
    f.as("gm");
    scriptFaces([20, 4]);
    const miss = (await f.attack("Brann", "Bandit"))!;
    expect(miss.system.targets[0]!.outcome).toMatchObject({ outcome: "miss", total: 4, shock: { amount: 1 } });
    const shock = await f.api.shock(miss) as unknown as TableCard;
    await f.api.apply(shock, shock.system.targets[0]!.tokenUuid);
    expect([f.hp("Bandit"), by("Brann").system.spent.main]).toEqual([6, 1]);
    await combat.nextTurn();
    await f.settle();
    expect([combat.round, combat.combatant?.name]).toEqual([1, "Bandit"]);

    // The enemies: the bandit's d20 9 + 2 = 11 misses Vessa's AC 13; Shock 1/– deals 1 + 0. Vessa 12 → 11.
    scriptFaces([20, 9]);
    const clubbed = (await f.attack("Bandit", "Vessa"))!;
    expect(clubbed.system.targets[0]!.outcome).toMatchObject({ outcome: "miss", total: 11, shock: { amount: 1 } });
    const bruise = await f.api.shock(clubbed) as unknown as TableCard;
    await f.api.apply(bruise, bruise.system.targets[0]!.tokenUuid);
    expect([f.hp("Vessa"), by("Bandit").system.spent.main]).toEqual([11, 1]);
    await combat.nextTurn();
    await f.settle();

    // Round 2: S1 rolls no new initiative; every Main is back; the party acts first again.
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Vessa"]);
    expect(["Vessa", "Brann", "Bandit"].map((n) => [by(n).initiative, by(n).system.spent.main ?? 0]))
      .toEqual([[5, 0], [5, 0], [5, 0]]);
    // S2: the side acts in any order it likes: the GM has Brann take the turn first; he only ends it, and the turn
    // goes back to Vessa, who has not acted.
    f.as("gm");
    expect(await by("Brann").takeTurn()).toBe(true);
    expect(combat.combatant?.name).toBe("Brann");
    await combat.nextTurn();
    await f.settle();
    expect([combat.combatant?.name, by("Brann").system.acted, by("Vessa").system.acted]).toEqual(["Vessa", true,
      false]);
    // Vessa's natural 20: 20 + 1 = 21 hits; d8 8 + STR 1 = 9 takes the bandit's last 6 HP (HP stops at 0).
    f.as("player");
    scriptFaces([20, 20]);
    const last = (await f.attack("Vessa", "Bandit"))!;
    scriptFaces([8, 8]);
    const finish = await f.api.damage(last) as unknown as TableCard;
    expect(finish.system.targets[0]!.hits!.map((h) => h.amount)).toEqual([9]);
    await f.api.apply(finish, finish.system.targets[0]!.tokenUuid);
    expect([f.hp("Bandit"), f.hp("Vessa"), f.hp("Brann")]).toEqual([0, 11, 10]);
    await combat.nextTurn();
    await f.settle();
    // Every member of the party has acted: the enemies' turn.
    expect([combat.round, combat.combatant?.name, by("Vessa").system.acted]).toEqual([2, "Bandit", true]);
  });
});
