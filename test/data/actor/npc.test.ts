import { describe, expect, it } from "vitest";
import { frayWorld } from "../world.js";

describe("NpcModel", () => {
  it("starts with 1d8 hit dice, attack bonus 0 and morale 7 besides the shared fields", async () => {
    const { Actor } = await frayWorld();
    const npc = (await Actor.create({ name: "Bandit", type: "npc" }))!;
    expect(npc._source.system).toMatchObject({ hitDice: "1d8", attackBonus: 0, morale: 7, hp: { value: 10, max: 10 } });
  });

  it.each(["2d8", "1d8+2", "3", "d6", "4d10 - 1"])("accepts the hit-dice formula %s", async (hitDice) => {
    const { Actor } = await frayWorld();
    const npc = await Actor.create({ name: "Bandit", type: "npc", system: { hitDice } });
    expect(npc?._source.system).toMatchObject({ hitDice });
  });

  it.each(["", "two dice", "2d", "1d8+", "d8*2"])("rejects the hit-dice formula %j", async (hitDice) => {
    const { Actor } = await frayWorld();
    await expect(Actor.create({ name: "Bandit", type: "npc", system: { hitDice } })).rejects.toThrow(/hitDice/);
  });

  it.each([[1, 2], [13, 12], [7.5, 8]])("cleans morale %s to %s (seed 002: 2–12 on 2d6; NumberField#_cleanType)",
    async (morale, stored) => {
      const { Actor } = await frayWorld();
      const npc = await Actor.create({ name: "Bandit", type: "npc", system: { morale } });
      expect(npc!._source.system).toMatchObject({ morale: stored });
    });

  it("rejects a morale that is no number", async () => {
    const { Actor } = await frayWorld();
    await expect(Actor.create({ name: "Bandit", type: "npc", system: { morale: "brave" } })).rejects.toThrow(/morale/);
  });
});
