import { describe, expect, it } from "vitest";
import { keepsOrder } from "../../src/documents/combat/turn-order.js";
import { combatWorld, turnNames } from "./world.js";

describe("keepsOrder: which Combatant batches leave the turns as they are (issue 16, Speed)", () => {
  it("turn states and movement choices, nested or dotted, keep the order", () => {
    expect(keepsOrder([{ _id: "a", system: { acted: true, hasActed: true } }, { _id: "b", system: { spent: {} } },
      { _id: "c", "system.flatFooted": false, "system.movement": { round: 2 } }, { _id: "d", system: {
        guardedRound: 3 } }])).toBe(true);
  });

  it("anything the order or a pass reads does not: initiative, group, defeat, delay, marks, tie-break, place", () => {
    for (const change of [{ initiative: 3 }, { group: "g" }, { defeated: true }, { system: { delay: { round: 2 } } },
      { system: { acted: true, surprised: true } }, { "system.tieBreak": 4 }, { "system.repositioned": 2 },
      { system: null }]) {
      expect(keepsOrder([{ _id: "a", system: { acted: true } }, { _id: "b", ...change }])).toBe(false);
    }
  });
});

describe("FrayCombat keeps its turns through turn-state writes", () => {
  it("a batch of turn states keeps the same turns; one that changes the order sorts them again", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 15 }, { name: "b", initiative: 9 },
      { name: "c", initiative: 4 }]);
    await combat.startCombat();
    await world.settle(combat);
    const turns = combat.turns;
    await combat.nextTurn();
    await world.settle(combat);
    expect(by("a").system.acted).toBe(true);
    expect(combat.turns).toBe(turns);
    await by("c").update({ initiative: 20 });
    expect(combat.turns).not.toBe(turns);
    expect(turnNames(combat)).toEqual(["c", "a", "b"]);
  });

  it("L6: a delay written after the turns were kept still takes the delayer out of the pass", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 15 }, { name: "b", initiative: 9 },
      { name: "c", initiative: 4 }]);
    await combat.startCombat();
    await world.settle(combat);
    await combat.nextTurn();
    await world.settle(combat);
    expect(combat.combatant?.name).toBe("b");
    await by("c").update({ "system.delay": { round: 1, score: 4 } } as never);
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name]).toEqual([2, "a"]);
  });
});
