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

  it.each(MODELS)("%s: nextTurn with 100 combatants writes one Combat update and one Combatant batch (the turn that "
    + "ends and the turn that starts)", async (preset) => {
    const world = await combatWorld(preset);
    const { combat } = await bigFight(world, 100);
    await combat.rollAll();
    await combat.startCombat();
    await world.settle(combat);
    const start = world.foundry.operations.length;
    await combat.nextTurn();
    await world.settle(combat);
    const ops = since(world.foundry.operations, start);
    expect(ops).toEqual(["update Combat×1", expect.stringMatching(/^update Combatant×[12]$/)]);
    expect(combat.turn).not.toBe(0);
  });

  it.each(MODELS)("%s: nextTurn from the last turn of round 1 writes one Combat update and one Combatant batch (the "
    + "end of turn, the new round and the start of turn together)", async (preset) => {
    const world = await combatWorld(preset);
    const { combat } = await bigFight(world, 100);
    await combat.rollAll();
    await combat.startCombat();
    await world.settle(combat);
    await combat.update({ turn: combat.turns.length - 1 }, { turnEvents: false } as never);
    // Everyone has acted this round (S2), so the new round writes every combatant, with the two turns' changes.
    await combat.updateEmbeddedDocuments("Combatant", combat.combatants.map((c) => ({ _id: c.id!,
      "system.acted": true })), { turnEvents: false } as never);
    const [last, first] = [combat.combatant!, combat.turns[0]!];
    const start = world.foundry.operations.length;
    await combat.nextTurn();
    await world.settle(combat);
    const ops = since(world.foundry.operations, start);
    expect([combat.round, combat.combatant?.id]).toEqual([2, first.id]);
    expect(ops).toEqual(["update Combat×1", "update Combatant×100"]);
    const system = (c: Combatant.Implementation) => c.system as unknown as { acted: boolean; hasActed: boolean };
    expect(combat.combatants.contents.filter((c) => system(c).acted)).toEqual([]);
    expect(system(last).hasActed).toBe(true);
  });

  it("Z6: the nextTurn that ends the movement phase writes one Combat update and one Combatant batch at most",
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
      const ops = since(world.foundry.operations, start);
      expect([combat.system.phase, ops[0]]).toEqual(["action", "update Combat×1"]);
      expect(ops.slice(1)).toEqual(ops.length > 1 ? [expect.stringMatching(/^update Combatant×[12]$/)] : []);
    });
});
