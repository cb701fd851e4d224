import { beforeEach, describe, expect, it } from "vitest";
import type { FoundryStandIn } from "../index.js";
import { standIn } from "./helpers.js";
import { Hooks } from "../hooks.js";
import type { Document } from "../documents.js";
import type { Combat } from "../combat.js";
import { honourV13TimeOption } from "../game-time.js";

// Contract: game.time (foundry.helpers.GameTime: worldTime, advance) and the time a combat's turns take
// (CONFIG.time turnTime/roundTime; hookEvents.combatTurn v13 updateOptions {advanceTime, direction}, v14
// hookEvents.combatRound {direction, worldTime: {delta}}; hookEvents.updateWorldTime(worldTime, dt, options, userId)).

let stand: FoundryStandIn;
let combat: Combat;
const time = () => (stand.game.time as { worldTime: number }).worldTime;

/** The delta a turn or round hook's update options carry, in the generation's shape. */
const delta = (options: Record<string, unknown>) => (stand.generation === 14
  ? (options.worldTime as { delta: number }).delta
  : (options.worldTime as { delta: number } | undefined)?.delta ?? options.advanceTime as number);

beforeEach(async () => {
  stand = standIn().foundry;
  const Combat = stand.CONFIG.Combat!.documentClass as typeof Document;
  combat = (await Combat.create({})) as unknown as Combat;
  await combat.createEmbeddedDocuments("Combatant", [{ name: "a", initiative: 3 }, { name: "b", initiative: 2 }]);
});

describe("world time in combat", () => {
  it("CONFIG.time: a turn takes 0 seconds and a round 6 unless configured; game.time.worldTime starts at 0", () => {
    expect(stand.CONFIG.time).toMatchObject({ turnTime: 0, roundTime: 6 });
    expect(time()).toBe(0);
  });

  it("starting the combat takes no time (foundryvtt#12015); nextTurn takes turnTime, nextRound roundTime, and the "
    + "combatTurn/combatRound hooks carry the delta (v13 advanceTime, v14 worldTime.delta)", async () => {
    stand.CONFIG.time!.turnTime = 2;
    const seen: number[] = [];
    Hooks.on("combatTurn", (_c, _d, options) => { seen.push(delta(options as Record<string, unknown>)); });
    Hooks.on("combatRound", (_c, _d, options) => { seen.push(delta(options as Record<string, unknown>)); });
    await combat.startCombat();
    expect(time()).toBe(0);
    await combat.nextTurn();
    expect(time()).toBe(2);
    await combat.nextTurn();
    expect(time()).toBe(10);
    expect(seen).toEqual([2, 8]);
  });

  it("time passes for the turns a change skips (foundryvtt#12018) and goes back with the turn (foundryvtt#12016)",
    async () => {
      stand.CONFIG.time!.turnTime = 2;
      await combat.startCombat();
      await combat.nextRound();
      expect(time()).toBe(4 + 6);
      await combat.nextTurn();
      await combat.previousTurn();
      expect(time()).toBe(10);
      await combat.previousTurn();
      expect(time()).toBe(10 - 2 - 6);
    });

  it("the world time has changed before the Combat update reaches the clients (foundryvtt#11619); "
    + "updateWorldTime(worldTime, dt, options, userId) fires", async () => {
    await combat.startCombat();
    const order: string[] = [];
    Hooks.on("updateWorldTime", (worldTime, dt, _options, userId) => { order.push(`time ${worldTime} ${dt} ${userId}`); });
    Hooks.on("updateCombat", () => { order.push(`combat at ${time()}`); });
    await combat.nextRound();
    expect(order).toEqual([`time 6 6 ${stand.gm.id}`, "combat at 6"]);
  });

  it("game.time.advance needs the right to change world settings (core.time)", async () => {
    stand.loginAs(stand.player);
    const clock = stand.game.time as { advance(d: number): Promise<number> };
    await expect(clock.advance(60)).rejects.toThrow(/permission/);
    stand.loginAs(stand.gm);
    expect(await clock.advance(60)).toBe(60);
  });
});

describe("the option v13 honours for a Combat operation's time (hookEvents.combatTurn v13: advanceTime; "
  + "foundryvtt#10924: worldTime.delta)", () => {
  it.each(["advanceTime", "worldTime"] as const)("v13 honouring %s: core's nextRound passes it and the time moves "
    + "once; an update carrying only the other option moves nothing", async (option) => {
    if (stand.generation === 14) return;
    honourV13TimeOption(option);
    try {
      await combat.startCombat();
      await combat.nextRound();
      expect(time()).toBe(6);
      const other = option === "advanceTime" ? { worldTime: { delta: 60 } } : { advanceTime: 60 };
      await combat.update({ round: 3 }, other);
      expect(time()).toBe(6);
    } finally {
      honourV13TimeOption();
    }
  });

  it("v14 honours worldTime.delta only (api v14 hookEvents.combatRound)", async () => {
    if (stand.generation !== 14) return;
    await combat.startCombat();
    await combat.update({ round: 2 }, { advanceTime: 60 });
    expect(time()).toBe(0);
    await combat.update({ round: 3 }, { worldTime: { delta: 60 } });
    expect(time()).toBe(60);
  });
});
