import { describe, expect, it } from "vitest";
import type { OperationRecord } from "../foundry/world.js";
import type { PresetId } from "../../src/rules/presets.js";
import { combatWorld, type CombatWorld } from "./world.js";

/** The five turn models, by the rulebook that runs each (legend and lot both d20). */
const MODELS: PresetId[] = ["legend", "lot", "sides", "lurasko", "agility"];

/** The operations since `start`, as "action Document×count". */
const since = (ops: OperationRecord[], start: number) => ops.slice(start).map((o) => `${o.action} ${o.documentName}×${o.count}`);

/** A fight of `count` (a tenth of them player characters on the party's side, the rest hostile). */
async function bigFight(world: CombatWorld, count: number) {
  return world.fight(Array.from({ length: count }, (_, i) => ({ name: `c${i}`, dex: 8 + (i % 9), agi: i % 5,
    player: i % 10 === 0, disposition: i % 10 === 0 ? 1 : -1 })));
}

describe("database operations of a fight (issue 10, Speed)", () => {
  it.each(MODELS)("%s: rollAll with 100 combatants writes one Combatant batch, at most one CombatantGroup batch "
    + "and one ChatMessage", async (preset) => {
    const world = await combatWorld(preset);
    const { combat } = await bigFight(world, 100);
    if (preset === "legend") await combat.createEnemyGroup(combat.combatants.contents.slice(1, 4).map((c) => c.id!));
    const start = world.foundry.operations.length;
    await combat.rollAll();
    const ops = since(world.foundry.operations, start);
    const grouped = preset === "legend" || preset === "sides";
    expect(ops.filter((op) => op.startsWith("update CombatantGroup"))).toHaveLength(grouped ? 1 : 0);
    expect(ops.filter((op) => !op.startsWith("update CombatantGroup")))
      .toEqual(["update Combatant×100", "create ChatMessage×1"]);
    expect(combat.combatants.contents.every((c) => typeof c.initiative === "number")).toBe(true);
  });

  it.each(MODELS)("%s: nextTurn with 100 combatants writes one Combat update, as core's does (issue 32: the turn "
    + "that ends and the turn that starts are recorded on the combat's clock in that update)", async (preset) => {
    const world = await combatWorld(preset);
    const { combat } = await bigFight(world, 100);
    await combat.rollAll();
    await combat.startCombat();
    await world.settle(combat);
    const start = world.foundry.operations.length;
    await combat.nextTurn();
    await world.settle(combat);
    expect(since(world.foundry.operations, start)).toEqual(["update Combat×1"]);
    expect(combat.turn).not.toBe(0);
  });

  it.each(MODELS)("%s: every turn of a round of 100 combatants, the round change included, is one Combat update; "
    + "S2: everyone has acted at the round's end, no one once the next starts", async (preset) => {
    const world = await combatWorld(preset);
    const { combat } = await bigFight(world, 100);
    await combat.rollAll();
    await combat.startCombat();
    await world.settle(combat);
    const start = world.foundry.operations.length;
    let turns = 0;
    while (combat.turn !== combat.turns.length - 1) {
      await combat.nextTurn();
      await world.settle(combat);
      turns += 1;
    }
    const [last, first] = [combat.combatant!, combat.turns[0]!];
    const system = (c: Combatant.Implementation) => c.system as unknown as { acted: boolean; hasActed: boolean };
    expect(combat.combatants.contents.filter((c) => !system(c).acted).map((c) => c.id)).toEqual([last.id]);
    await combat.nextTurn();
    await world.settle(combat);
    turns += 1;
    expect([combat.round, combat.combatant?.id]).toEqual([2, first.id]);
    expect(since(world.foundry.operations, start)).toEqual(Array(turns).fill("update Combat×1"));
    expect(combat.combatants.contents.filter((c) => system(c).acted)).toEqual([]);
    expect(system(last).hasActed).toBe(true);
  });

  it("Z6: the nextTurn that ends the movement phase writes one Combat update",
    async () => {
      const world = await combatWorld("lurasko");
      const { combat } = await bigFight(world, 100);
      await combat.rollAll();
      await combat.startCombat();
      await combat.nextRound();
      await world.settle(combat);
      expect(combat.system.phase).toBe("movement");
      await combat.update({ turn: combat.turns.length - 1 }, { turnEvents: false } as never);
      const start = world.foundry.operations.length;
      await combat.nextTurn();
      await world.settle(combat);
      expect([combat.system.phase, since(world.foundry.operations, start)]).toEqual(["action", ["update Combat×1"]]);
    });
});
