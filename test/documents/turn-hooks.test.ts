import { describe, expect, it } from "vitest";
import { trackerConfig } from "../foundry/combat.js";
import { combatWorld } from "./world.js";
import type { TurnPayload } from "../../src/documents/hooks.js";

/** Each turn hook called: its name, whose turn, the round and turn index, and whether a GM's client ran it. */
function recordTurns(): (string | number | boolean | null)[][] {
  const seen: (string | number | boolean | null)[][] = [];
  const record = (hook: string) => (p: TurnPayload) => {
    seen.push([hook, p.combatant.name ?? "", p.round, p.turn, game.user!.isGM, p.combat === game.combat]);
  };
  Hooks.on("fray.turnStart", record("start"));
  Hooks.on("fray.turnEnd", record("end"));
  return seen;
}

describe("fray.turnStart and fray.turnEnd (the active GM's turn events)", () => {
  it("L7: each turn taken starts and ends with its combat, combatant, round and turn, on the GM's client even when "
    + "the player passes; pips are back at its start", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9, player: true },
      { name: "b", initiative: 5 }]);
    const seen = recordTurns();
    let spentAtStart: unknown = null;
    Hooks.on("fray.turnStart", (p) => { if (p.round === 2) spentAtStart = { ...p.combatant.system.spent }; });
    await combat.startCombat();
    await world.settle(combat);
    await by("a").update({ "system.spent": { standard: 1 } } as never);
    world.foundry.loginAs(world.foundry.player);
    await combat.nextTurn();
    await world.settle(combat);
    world.foundry.loginAs(world.foundry.gm);
    await combat.nextTurn();
    await world.settle(combat);
    expect(seen).toEqual([
      ["start", "a", 1, 0, true, true],
      ["end", "a", 1, 0, true, true], ["start", "b", 1, 1, true, true],
      ["end", "b", 1, 1, true, true], ["start", "a", 2, 0, true, true]]);
    // L7: a's standard action, spent in round 1, is back when its round-2 turn starts.
    expect(spentAtStart).toMatchObject({ standard: 0 });
  });

  it("Skip Defeated: a defeated creature's turn passed over calls neither hook", async () => {
    const world = await combatWorld("legend");
    trackerConfig.skipDefeated = true;
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 5 },
      { name: "c", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    await by("b").update({ defeated: true } as never);
    const seen = recordTurns();
    await combat.nextTurn();
    await world.settle(combat);
    expect(seen.map(([hook, name, round, turn]) => [hook, name, round, turn])).toEqual([
      ["end", "a", 1, 0], ["start", "c", 1, 2]]);
  });
});
