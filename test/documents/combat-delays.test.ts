import { describe, expect, it } from "vitest";
import { combatWorld, turnNames } from "./world.js";

describe("a delayer who never re-enters (L6, A1)", () => {
  it("L6: a d20 delayer who waits out its round takes its turn on its own count next round, and the delay ends",
    async () => {
      const world = await combatWorld("legend");
      const { combat, by } = await world.fight([{ name: "a", initiative: 15 }, { name: "d", initiative: 10 },
        { name: "z", initiative: 5 }]);
      await combat.startCombat();
      await combat.nextTurn();
      await world.settle(combat);
      expect(await by("d").delayTurn()).toBe(true);
      await world.settle(combat);
      expect(combat.combatant?.name).toBe("z");
      await combat.nextTurn();
      await world.settle(combat);
      expect([combat.round, combat.combatant?.name, by("d").isDelaying]).toEqual([2, "a", true]);
      await combat.nextTurn();
      await world.settle(combat);
      expect([combat.combatant?.name, by("d").isDelaying, by("d").initiative]).toEqual(["d", false, 10]);
      expect(turnNames(combat)).toEqual(["a", "d", "z"]);
    });

  it("L6: a delayer has not acted this round until it re-enters and takes its turn", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 15 }, { name: "d", initiative: 10 },
      { name: "y", initiative: 7 }, { name: "z", initiative: 5 }]);
    await combat.startCombat();
    await combat.nextTurn();
    await world.settle(combat);
    expect(await by("d").delayTurn()).toBe(true);
    await world.settle(combat);
    expect([combat.combatant?.name, by("d").isDelaying, by("d").system.acted, by("a").system.acted])
      .toEqual(["y", true, false, true]);
    // d re-enters on y's count (7), after y: it has acted once that turn is over.
    expect(await by("d").reenter()).toBe(true);
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.combatant?.name, by("d").system.acted]).toEqual(["d", false]);
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.combatant?.name, by("d").system.acted, by("d").system.hasActed]).toEqual(["z", true, true]);
  });

  it("L6: next round a delayer may still act earlier than its own count (on a's count, after a)", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 15 }, { name: "d", initiative: 10 }]);
    await combat.startCombat();
    await combat.nextTurn();
    await by("d").delayTurn();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name]).toEqual([2, "a"]);
    expect(await by("d").reenter()).toBe(true);
    expect([by("d").initiative, by("d").isDelaying]).toEqual([15, false]);
  });

  it("A1: an agility delay lasts for the round: the delayer lost that turn and is back on its place, marker cleared",
    async () => {
      const world = await combatWorld("agility");
      const { combat, by } = await world.fight([{ name: "fast", agi: 16 }, { name: "slow", agi: 10 }]);
      await combat.rollAll();
      await combat.startCombat();
      await world.settle(combat);
      expect(await by("fast").delayTurn()).toBe(true);
      await world.settle(combat);
      expect([combat.combatant?.name, by("fast").isDelaying]).toEqual(["slow", true]);
      await combat.nextTurn();
      await world.settle(combat);
      expect([combat.round, combat.combatant?.name, by("fast").isDelaying]).toEqual([2, "fast", false]);
      expect(by("fast").system.delay).toMatchObject({ round: null, score: null });
    });

  it("L6: when everyone left is delaying, the round still ends and nothing is stuck", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 15 }, { name: "b", initiative: 10 }]);
    await combat.startCombat();
    await by("a").delayTurn();
    await by("b").delayTurn();
    await world.settle(combat);
    expect(combat.round).toBe(2);
    await combat.nextRound();
    await world.settle(combat);
    expect([combat.round, by("a").isDelaying, by("b").isDelaying]).toEqual([3, false, false]);
  });

  it("T14: a LoT delayer doesn't count as a player in a row while it waits; T4 applies again when it re-enters",
    async () => {
      const world = await combatWorld("lot");
      const { combat, by } = await world.fight([{ name: "p1", player: true, initiative: 20 },
        { name: "p2", player: true, initiative: 18 }, { name: "p3", player: true, initiative: 15 },
        { name: "orc", initiative: 10 }]);
      // T4: p1 20, p2 18, then the orc moves up ahead of p3.
      expect(turnNames(combat)).toEqual(["p1", "p2", "orc", "p3"]);
      await combat.startCombat();
      await world.settle(combat);
      expect(await by("p1").delayTurn()).toBe(true);
      await world.settle(combat);
      // p1 waits: only p2 and p3 act as players, two in a row, so the orc keeps its own count (10) after them.
      expect(turnNames(combat)).toEqual(["p1", "p2", "p3", "orc"]);
      expect(combat.combatant?.name).toBe("p2");
      await combat.nextTurn();
      await world.settle(combat);
      expect(combat.combatant?.name).toBe("p3");
      // p1 re-enters on p3's count (15), after p3: p2, p3, p1 would be three players in a row; T4 again puts the
      // orc ahead of p1.
      expect(await by("p1").reenter()).toBe(true);
      await world.settle(combat);
      expect(by("p1").initiative).toBe(15);
      expect(turnNames(combat)).toEqual(["p2", "p3", "orc", "p1"]);
      expect(combat.combatant?.name).toBe("p3");
      await combat.nextTurn();
      await world.settle(combat);
      expect(combat.combatant?.name).toBe("orc");
    });

  it("S2, Z4: sides and zones have no delay: a localized notice and nothing written", async () => {
    for (const preset of ["sides", "lurasko"] as const) {
      const world = await combatWorld(preset);
      const { combat, by } = await world.fight([{ name: "a", initiative: 3 }]);
      await combat.rollAll();
      await combat.startCombat();
      await world.settle(combat);
      expect(await by("a").delayTurn()).toBe(false);
      expect(world.foundry.notices.at(-1)?.message).toMatch(/no delaying/);
      expect(by("a").isDelaying).toBe(false);
    }
  });
});
