import { afterEach, describe, expect, it } from "vitest";
import { honourV13TimeOption } from "../foundry/game-time.js";
import type { FrayCombat } from "../../src/documents/combat/combat.js";
import { combatWorld, heroFirstFight } from "./world.js";

// T13 / CONFIG.time: a round takes 6 s of world time (Combat#getTimeDelta). Foundry's public word on which update
// option v13 honours for it disagrees (hookEvents.combatTurn v13: `advanceTime`; foundryvtt#10924: `worldTime:
// {delta}`), so Fray's turns must move the world time once whichever it is: the stand-in plays both.

const time = (world: { foundry: { game: Record<string, unknown> } }) => (world.foundry.game.time as {
  worldTime: number }).worldTime;

afterEach(() => honourV13TimeOption());

describe.each(["advanceTime", "worldTime"] as const)("world time when v13 honours %s (v14: worldTime.delta)",
  (option) => {
    it("T13: the GM's Next Turn past the last turn and Next Round each take one round, 6 s; Previous Round gives "
      + "them back", async () => {
      const world = await combatWorld("legend");
      honourV13TimeOption(option);
      const { combat } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 5 }]);
      await combat.startCombat();
      await world.settle(combat);
      expect(time(world)).toBe(0);
      await combat.nextTurn();
      await combat.nextTurn();
      await world.settle(combat);
      expect([combat.round, time(world)]).toEqual([2, 6]);
      await combat.nextRound();
      await world.settle(combat);
      expect([combat.round, time(world)]).toEqual([3, 12]);
      await combat.previousRound();
      await world.settle(combat);
      expect([combat.round, time(world)]).toEqual([2, 6]);
    });

    it("T13: a player ending the round's last turn moves the world time 6 s, once (the active GM times it in v13)",
      async () => {
        const world = await combatWorld("legend");
        honourV13TimeOption(option);
        const { combat } = await world.fight([{ name: "orc", initiative: 20 },
          { name: "hero", player: true, initiative: 5 }]);
        await combat.startCombat();
        await combat.nextTurn();
        await world.settle(combat);
        world.foundry.loginAs(world.foundry.player);
        await (combat as FrayCombat).nextTurn();
        await world.settle(combat);
        expect([combat.round, combat.combatant?.name, time(world)]).toEqual([2, "orc", 6]);
      });
  });

describe("world time of a move the GM undoes", () => {
  it("T13: a macro's base nextRound by a player is undone, and the world time with it", async () => {
    const { world, combat } = await heroFirstFight();
    const base = Object.getPrototypeOf(Object.getPrototypeOf(combat)) as { nextRound(): Promise<unknown> };
    await base.nextRound.call(combat);
    await world.settle(combat);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([combat.round, time(world)]).toEqual([1, 0]);
  });
});
