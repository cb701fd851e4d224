import { describe, expect, it } from "vitest";
import { combatWorld } from "./world.js";

describe("FrayCombat rounds, phases and surprise", () => {
  it("Z6: round 1 runs in the action phase; then every round a movement phase and an action phase", async () => {
    const world = await combatWorld("lurasko");
    const { combat } = await world.fight([{ name: "a", initiative: 5 }, { name: "b", initiative: 2 }]);
    await combat.startCombat();
    expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([1, "action", "a"]);
    await combat.nextTurn();
    await combat.nextTurn();
    expect([combat.round, combat.system.phase, combat.turn]).toEqual([2, "movement", 0]);
    await combat.nextTurn();
    await combat.nextTurn();
    expect([combat.round, combat.system.phase, combat.turn]).toEqual([2, "action", 0]);
    await combat.previousTurn();
    expect([combat.round, combat.system.phase, combat.turn]).toEqual([2, "movement", 1]);
  });

  it("Z6: with a side wholly surprised, round 1 opens with a movement phase for the other side only", async () => {
    const world = await combatWorld("lurasko");
    const { combat } = await world.fight([{ name: "guard", initiative: 9, disposition: -1,
      system: { surprised: true } }, { name: "hero", player: true, initiative: 2 }]);
    await combat.startCombat();
    expect([combat.system.phase, combat.combatant?.name]).toEqual(["movement", "hero"]);
    await combat.nextTurn();
    expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([1, "action", "hero"]);
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("guard");
  });

  it("L4: a surprise round runs first with only the aware; everyone acts from round 2", async () => {
    const world = await combatWorld("legend");
    const { combat } = await world.fight([{ name: "orc", initiative: 18, system: { surprised: true } },
      { name: "hero", player: true, initiative: 3 }]);
    await combat.startCombat();
    expect([combat.system.surpriseRound, combat.combatant?.name]).toEqual([true, "hero"]);
    await combat.nextTurn();
    expect([combat.round, combat.combatant?.name]).toEqual([2, "orc"]);
  });

  it("S3: a wholly surprised side loses its first turn", async () => {
    const world = await combatWorld("sides");
    const { combat } = await world.fight([{ name: "orc", disposition: -1, system: { surprised: true } },
      { name: "hero", player: true }]);
    await combat.updateEmbeddedDocuments("CombatantGroup", combat.groups.map((g) => ({ _id: g.id,
      initiative: g.name === "Party" ? 2 : 8 })) as never);
    await combat.startCombat();
    expect(combat.combatant?.name).toBe("hero");
    await combat.nextTurn();
    expect([combat.round, combat.combatant?.name]).toEqual([2, "orc"]);
  });

  it("only the GM changes rounds; a player ends only their own turn, each with a localized notice", async () => {
    const world = await combatWorld("legend");
    const { combat } = await world.fight([{ name: "orc", initiative: 18 }, { name: "hero", player: true, initiative: 3 }]);
    await combat.startCombat();
    world.foundry.loginAs(world.foundry.player);
    await combat.nextTurn();
    expect(combat.turn).toBe(0);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/owner of the combatant whose turn/);
    world.foundry.loginAs(world.foundry.gm);
    await combat.nextTurn();
    world.foundry.loginAs(world.foundry.player);
    await combat.nextRound();
    await combat.previousRound();
    expect([combat.round, world.foundry.notices.at(-1)?.message]).toEqual([1, expect.stringMatching(/Only the GM/)]);
  });

  it("a player ending the round's last turn, their own, has the active GM start the next round", async () => {
    const world = await combatWorld("legend");
    const { combat } = await world.fight([{ name: "orc", initiative: 18 }, { name: "hero", player: true, initiative: 3 }]);
    await combat.startCombat();
    await combat.nextTurn();
    world.foundry.loginAs(world.foundry.player);
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name]).toEqual([2, "orc"]);
    expect(world.foundry.game.user).toBe(world.foundry.player);
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/owner of the combatant whose turn/);
  });

  it("hooks: combatStart, combatTurn and combatRound before each write, combatTurnChange after", async () => {
    const world = await combatWorld("legend");
    const { combat } = await world.fight([{ name: "a", initiative: 2 }, { name: "b", initiative: 1 }]);
    const seen: string[] = [];
    for (const hook of ["combatStart", "combatTurn", "combatRound", "combatTurnChange"] as const) {
      Hooks.on(hook, () => { seen.push(`${hook}@${combat.round}.${combat.turn}`); });
    }
    await combat.startCombat();
    await combat.nextTurn();
    await combat.nextTurn();
    expect(seen).toEqual(["combatStart@0.null", "combatTurnChange@1.0", "combatTurn@1.0", "combatTurnChange@1.1",
      "combatRound@1.1", "combatTurnChange@2.0"]);
  });

  it("nextTurn writes one Combat update", async () => {
    const world = await combatWorld("legend");
    const { combat } = await world.fight([{ name: "a", initiative: 2 }, { name: "b", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    const start = world.foundry.operations.length;
    await combat.nextTurn();
    expect(world.foundry.operations.slice(start).filter((o) => o.documentName === "Combat")).toHaveLength(1);
  });
});

describe("bad input", () => {
  it("a combat with no combatants: starting gives a notice, moving does nothing, nothing throws", async () => {
    const world = await combatWorld("sides");
    const { combat } = await world.fight([]);
    await combat.startCombat();
    expect(world.foundry.notices.at(-1)?.message).toMatch(/no combatants/);
    await combat.nextTurn();
    await combat.previousTurn();
    await combat.previousRound();
    expect(combat.round).toBe(0);
  });

  it("a combatant whose actor was deleted, and an actor with no DEX, still sort and take turns", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "gone", initiative: 5 }, { name: "plain", initiative: 5 }]);
    await by("gone").actor!.delete();
    combat.setupTurns();
    await combat.startCombat();
    await combat.nextTurn();
    await world.settle(combat);
    expect(combat.turns.map((c) => c.name)).toEqual(["gone", "plain"]);
    expect(combat.combatant?.name).toBe("plain");
  });

  it("two GMs online: the turn events run once, on the active GM; the turn is one Combat update", async () => {
    const world = await combatWorld("legend");
    const second = world.foundry.game.users.add("gm0000000000000b", "Second GM", 4);
    const { combat, by } = await world.fight([{ name: "a", initiative: 2 }, { name: "b", initiative: 1 }]);
    world.foundry.loginAs(second);
    await combat.startCombat();
    await world.settle(combat);
    const start = world.foundry.operations.length;
    await combat.nextTurn();
    await world.settle(combat);
    expect(world.foundry.operations.slice(start).map((o) => `${o.action} ${o.documentName}`))
      .toEqual(["update Combat"]);
    expect(by("a").system.acted).toBe(true);
  });
});
