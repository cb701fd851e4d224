import { describe, expect, it } from "vitest";
import { combatWorld } from "./world.js";

describe("a turn's actions belong to that turn (issue 32)", () => {
  it("L7: a macro on the GM's client that spends right after nextTurn keeps what it spent (no turn-start refresh "
    + "lands after the spend and gives the action back)", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    await combat.nextTurn();
    expect(await by("b").spendAction("standard")).toBe(true);
    await world.settle(combat);
    expect(by("b").system.spent.standard).toBe(1);
    expect(await by("b").spendAction("standard")).toBe(false);
  });

  it("L7: a player's End turn then a spend for the next of their combatants: the active GM records the turn after "
    + "it (two Combat updates: a player may write only the turn), and the spend stays", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "hero", player: true, initiative: 20 },
      { name: "pet", player: true, initiative: 10 }, { name: "orc", initiative: 5 }]);
    await combat.startCombat();
    await world.settle(combat);
    world.foundry.loginAs(world.foundry.player);
    const start = world.foundry.operations.length;
    await combat.nextTurn();
    expect(await by("pet").spendAction("standard")).toBe(true);
    await world.settle(combat);
    expect(by("pet").system.spent.standard).toBe(1);
    // The player's turn, then the GM's record of it (which lands while the request's User write makes the server's
    // round trip); the User writes carry the spend's request, the batch is the spend.
    expect(world.foundry.operations.slice(start).map((o) => `${o.action} ${o.documentName}`))
      .toEqual(["update Combat", "update Combat", "update User", "update User", "update Combatant"]);
  });

  it("L5, L7: a GM's move written past Fray (core's nextTurn, a macro's update) is recorded by the active GM "
    + "after it: the new turn's actions come back and the one before has acted", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 5 },
      { name: "c", initiative: 1 }]);
    await by("b").update({ "system.spent": { standard: 1 } } as never);
    await combat.startCombat();
    await world.settle(combat);
    await combat.update({ turn: 1 });
    await world.settle(combat);
    expect([by("a").system.acted, by("b").system.spent.standard, by("b").system.flatFooted]).toEqual([true, 0, false]);
  });

  it("L4, L5: a fight stepped back before round 1 and started again starts its turn record afresh: everyone "
    + "flat-footed, no one has acted, the actions spent before read from the new first round", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 1 }]);
    await combat.startCombat();
    await combat.nextTurn();
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, by("a").system.flatFooted, by("b").system.hasActed]).toEqual([2, false, true]);
    await combat.previousRound();
    await combat.previousRound();
    expect(combat.round).toBe(0);
    await combat.startCombat();
    await world.settle(combat);
    expect(combat.system.clock.turns).toEqual({ [by("a").id!]: 1 });
    expect(combat.system.clock.acted).toEqual({});
    expect([by("a").system.flatFooted, by("b").system.flatFooted, by("b").system.hasActed, by("a").system.acted])
      .toEqual([false, true, false, false]);
  });
});
