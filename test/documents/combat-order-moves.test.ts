import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { combatWorld, turnNames } from "./world.js";

/** A zones fight: two heroes (party, the player's), two orcs (enemies), margins 6, 4, 2, 0: h1, h2, o1, o2. */
async function zonesFight() {
  const world = await combatWorld("lurasko");
  const fight = await world.fight([{ name: "h1", player: true, disposition: 1, initiative: 6 },
    { name: "h2", player: true, disposition: 1, initiative: 4 }, { name: "o1", disposition: -1, initiative: 2 },
    { name: "o2", disposition: -1, initiative: 0 }]);
  return { world, ...fight };
}

describe("changing places in a zones order (Z4, Z5)", () => {
  it("Z4: right after the order is made a character moves down; the stored score keeps every client's order",
    async () => {
      const { combat, by } = await zonesFight();
      expect(turnNames(combat)).toEqual(["h1", "h2", "o1", "o2"]);
      expect(await by("o1").moveDown(3)).toBe(true);
      expect(turnNames(combat)).toEqual(["h1", "h2", "o2", "o1"]);
      expect(by("o1").initiative).toBe(-1);
    });

  it("Z4: the decisions go from the second-to-last upwards; the latest to decide may go on moving down", async () => {
    const { world, combat, by } = await zonesFight();
    // h1, h2, o1, o2: o1 decides first, then h2, then h1; o2, the last, has nothing lower to move to.
    expect(await by("h1").moveDown(1)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message)
      .toBe("The decisions to move down go from the second-to-last upwards: o1 decides first.");
    expect(await by("h2").keepPlace()).toBe(false);
    expect(await by("o1").keepPlace()).toBe(true);
    expect(await by("h2").moveDown(2)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toBe("Nobody may move between two adjacent enemy turns.");
    expect(await by("h2").moveDown(3)).toBe(true);
    expect(turnNames(combat)).toEqual(["h1", "o1", "o2", "h2"]);
    // o2, passed by h2, is second-to-last now and decides before h1 (I).
    expect(await by("h1").keepPlace()).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/o2 decides first/);
    expect(await by("o2").keepPlace()).toBe(true);
    expect(await by("h1").moveDown(1)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/adjacent enemy/);
    expect(await by("h1").moveDown(3)).toBe(true);
    expect(turnNames(combat)).toEqual(["o1", "o2", "h2", "h1"]);
    expect(await by("o1").moveDown(1)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toBe("Everyone has decided whether to move down.");
  });

  it("Z4: a new roll opens the decisions again", async () => {
    const { combat, by } = await zonesFight();
    expect(await by("o1").keepPlace()).toBe(true);
    await combat.resetAll();
    scriptFaces([12, 1], [12, 2], [12, 3], [12, 4]);
    await combat.rollAll();
    expect([by("o1").initiative === null, by("o1").system.orderDecision]).toEqual([false, null]);
  });

  it("Z4, Z5: a move between two adjacent enemy turns is refused with the rule's reason, nothing written", async () => {
    const { world, combat, by } = await zonesFight();
    expect(await by("o1").keepPlace()).toBe(true);
    expect(await by("h2").keepPlace()).toBe(true);
    expect(await by("h1").moveDown(2)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toBe("Nobody may move between two adjacent enemy turns.");
    expect([by("h1").initiative, turnNames(combat)]).toEqual([6, ["h1", "h2", "o1", "o2"]]);
  });

  it("Z4: only down, and only before anyone has acted", async () => {
    const { world, combat, by } = await zonesFight();
    expect(await by("o1").keepPlace()).toBe(true);
    expect(await by("h2").moveDown(0)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/only move down/);
    await combat.startCombat();
    await combat.nextTurn();
    await world.settle(combat);
    expect(await by("o2").moveDown(3)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/right after the order is made/);
  });

  it("Z5: from round 2 a character gives up its action-phase turn for a new place, which the order keeps", async () => {
    const { world, combat, by } = await zonesFight();
    await combat.startCombat();
    expect(await by("o2").reposition(1)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/first round/);
    await combat.nextRound();
    for (let i = 0; i < 4; i += 1) await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([2, "action", "h1"]);
    // h2 gives up its turn for the top place, taken when the round ends.
    expect(await by("h2").reposition(0)).toBe(true);
    expect(turnNames(combat)).toEqual(["h1", "h2", "o1", "o2"]);
    expect(combat.combatant?.name).toBe("h1");
    await combat.nextTurn();
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("o2");
    await combat.nextTurn();
    await world.settle(combat);
    expect(turnNames(combat)).toEqual(["h2", "h1", "o1", "o2"]);
    expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([3, "movement", "h2"]);
    expect(by("h2").system.repositionTo).toBeNull();
  });

  it("Z5: when several give up their turn, the lowest takes its place first and those who were higher decide last",
    async () => {
      const { combat, by } = await zonesFight();
      await combat.startCombat();
      await combat.nextRound();
      for (let i = 0; i < 4; i += 1) await combat.nextTurn();
      // h1, h2, o1, o2 in round 2's action phase. h1 asks for the last place, then o2 (lower) for the top.
      expect(await by("h1").reposition(3)).toBe(true);
      expect(await by("o2").reposition(0)).toBe(true);
      await combat.nextTurn();
      await combat.nextTurn();
      // o2 decides first: o2, h1, h2, o1; then h1, who was higher, takes the last place: o2, h2, o1, h1.
      expect([combat.round, combat.system.phase]).toEqual([3, "movement"]);
      expect(turnNames(combat)).toEqual(["o2", "h2", "o1", "h1"]);
      expect(combat.combatant?.name).toBe("o2");
    });

  it("Z5: the last in the order asking on its own turn ends the round, and its place is taken as that round ends",
    async () => {
      const { world, combat, by } = await zonesFight();
      await combat.startCombat();
      await combat.nextRound();
      for (let i = 0; i < 4; i += 1) await combat.nextTurn();
      for (let i = 0; i < 3; i += 1) await combat.nextTurn();
      await world.settle(combat);
      expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([2, "action", "o2"]);
      // o2, the last, gives up its turn for the top place: round 2 ends, and round 3 opens with o2 on top
      // (o2, h1, h2, o1: above h1 only, so between no two adjacent enemy turns).
      expect(await by("o2").reposition(0)).toBe(true);
      await world.settle(combat);
      expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([3, "movement", "o2"]);
      expect(turnNames(combat)).toEqual(["o2", "h1", "h2", "o1"]);
      expect(by("o2").system.repositionTo).toBeNull();
      // Round 3 is no round given up: o2 takes the first action-phase turn.
      for (let i = 0; i < 4; i += 1) await combat.nextTurn();
      await world.settle(combat);
      expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([3, "action", "o2"]);
    });

  it("Z5: the last asker's place is taken first as the round ends; a higher asker's place it spoils is kept, with a notice",
    async () => {
      const world = await combatWorld("lurasko");
      const { combat, by } = await world.fight([{ name: "o1", disposition: -1, initiative: 6 },
        { name: "h1", player: true, disposition: 1, initiative: 4 },
        { name: "h2", player: true, disposition: 1, initiative: 2 }, { name: "o2", disposition: -1, initiative: 0 }]);
      await combat.startCombat();
      await combat.nextRound();
      for (let i = 0; i < 6; i += 1) await combat.nextTurn();
      await world.settle(combat);
      expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([2, "action", "h2"]);
      // h2 asks for place 1 (o1, h2, h1, o2: beside its ally h1), then o2, the last, for the top.
      expect(await by("h2").reposition(1)).toBe(true);
      expect(await by("o2").reposition(0)).toBe(true);
      await world.settle(combat);
      // o2, the lowest, decides first: o2, o1, h1, h2; place 1 now lies between o2 and o1, so h2 keeps its place.
      expect([combat.round, combat.system.phase]).toEqual([3, "movement"]);
      expect(turnNames(combat)).toEqual(["o2", "o1", "h1", "h2"]);
      expect(world.foundry.notices.at(-1)?.message)
        .toBe("h2 keeps its place: the place asked for now lies between two adjacent enemy turns.");
    });

  it("Z5: on its own action-phase turn the turn passes at once; after its turn has passed it is refused", async () => {
    const { world, combat, by } = await zonesFight();
    await combat.startCombat();
    await combat.nextRound();
    for (let i = 0; i < 4; i += 1) await combat.nextTurn();
    await world.settle(combat);
    expect(await by("h1").reposition(3)).toBe(true);
    expect(turnNames(combat)).toEqual(["h1", "h2", "o1", "o2"]);
    expect(combat.combatant?.name).toBe("h2");
    await combat.nextTurn();
    expect(await by("h2").reposition(2)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/before that turn has passed/);
  });

  it("Z4, Z5: a player moves their own character through the GM, never another's; other models refuse", async () => {
    const { world, combat, by } = await zonesFight();
    expect(await by("o1").keepPlace()).toBe(true);
    world.foundry.loginAs(world.foundry.player);
    expect(await by("h2").moveDown(2)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/adjacent enemy/);
    expect(await by("h2").moveDown(3)).toBe(true);
    expect(await by("o1").moveDown(3)).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/don't control o1/);
    expect(turnNames(combat)).toEqual(["h1", "o1", "o2", "h2"]);
    const legend = await combatWorld("legend");
    const other = await legend.fight([{ name: "a", initiative: 3 }, { name: "b", initiative: 1 }]);
    expect(await other.by("a").moveDown(1)).toBe(false);
    expect(legend.foundry.notices.at(-1)?.message).toMatch(/Lur-Asko/);
  });
});
