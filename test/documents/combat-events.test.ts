import { describe, expect, it } from "vitest";
import { answerDialogs } from "../foundry/dialog.js";
import { USER_ROLES } from "../foundry/users.js";
import type { FrayCombat } from "../../src/documents/combat/combat.js";
import type { FrayCombatant } from "../../src/documents/combat/combatant.js";
import { combatWorld } from "./world.js";

/** Gives `combatant`'s actor an effect with a Fray clock, started at `start` in `combat`. */
async function clocked(combat: FrayCombat, combatant: FrayCombatant, name: string, duration: object) {
  await combatant.actor!.createEmbeddedDocuments("ActiveEffect", [{ name,
    flags: { fray: { duration: { ...duration, combat: combat.id } } } }] as never);
}

const effectNames = (combatant: FrayCombatant) => combatant.actor!.effects.map((e) => e.name);

describe("turn events (the active GM writes what the rules say)", () => {
  it("L5: under legend everyone starts flat-footed and stops at its own first turn", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    expect([by("a").system.flatFooted, by("b").system.flatFooted]).toEqual([false, true]);
    await combat.nextTurn();
    await world.settle(combat);
    expect(by("b").system.flatFooted).toBe(false);
  });

  it("L7: actions come back at a turn's start; S2: a turn's end marks the combatant as having acted", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    expect(await by("a").spendAction("standard")).toBe(true);
    expect(by("a").system.spent.standard).toBe(1);
    await combat.nextTurn();
    await world.settle(combat);
    expect(by("a").system.acted).toBe(true);
    await combat.nextTurn();
    await world.settle(combat);
    expect([by("a").system.spent.standard, by("a").system.acted]).toEqual([0, false]);
  });

  it("S8: a shield spent in round 1 is ready in round 2 and, once the combat ends, in the next fight's round 1",
    async () => {
      const world = await combatWorld("sides");
      const { combat, by } = await world.fight([{ name: "hero", player: true }]);
      await combat.rollAll();
      await combat.startCombat();
      await world.settle(combat);
      const actor = by("hero").actor!;
      await actor.update({ "system.shield.usedInRound": 1 } as never);
      expect(by("hero").system).not.toHaveProperty("shieldUsed");
      await combat.nextRound();
      await world.settle(combat);
      expect((actor.system as unknown as { shield: { usedInRound: number | null } }).shield.usedInRound).toBe(1);
      answerDialogs(true);
      await combat.endCombat();
      await world.settle(combat);
      expect((actor.system as unknown as { shield: { usedInRound: number | null } }).shield.usedInRound).toBeNull();
    });

  it("L9: a 1-round effect ends right before its starter's turn comes round again; encounter effects at the end", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 1 }]);
    await combat.startCombat();
    await combat.nextTurn();
    await world.settle(combat);
    await clocked(combat, by("a"), "bless", { unit: "rounds", amount: 1, start: { round: 1, place: 1, count: 1 } });
    await clocked(combat, by("a"), "rage", { unit: "encounter", start: { round: 1, place: 1 } });
    await clocked(combat, by("a"), "quest", { unit: "quest", start: { round: 1, place: 1 } });
    await clocked(combat, by("a"), "broken", { unit: "weeks", start: { round: 1, place: 1 } });
    await combat.nextTurn();
    await world.settle(combat);
    expect(effectNames(by("a"))).toContain("bless");
    await combat.nextTurn();
    await world.settle(combat);
    expect(effectNames(by("a"))).toEqual(["rage", "quest", "broken"]);
    const actor = by("a").actor!;
    answerDialogs(true);
    await combat.endCombat();
    await world.settle(combat);
    expect(actor.effects.map((e) => e.name)).toEqual(["quest", "broken"]);
  });

  it("Z9: an effect started in the movement phase ends at the next movement phase", async () => {
    const world = await combatWorld("lurasko");
    const { combat, by } = await world.fight([{ name: "a", initiative: 5 }, { name: "b", initiative: 2 }]);
    await combat.startCombat();
    await combat.nextRound();
    await world.settle(combat);
    await clocked(combat, by("b"), "dash", { unit: "rounds", start: { round: 2, place: 1, phase: "movement" } });
    await combat.nextTurn();
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.system.phase, effectNames(by("b"))]).toEqual(["action", ["dash"]]);
    await combat.nextTurn();
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.round, combat.system.phase, effectNames(by("b"))]).toEqual([3, "movement", []]);
  });

  it("Z6: the action phase's first turn runs its turn events (its actions come back)", async () => {
    const world = await combatWorld("lurasko");
    const { combat, by } = await world.fight([{ name: "a", initiative: 5 }]);
    await combat.startCombat();
    await combat.nextRound();
    await world.settle(combat);
    await by("a").update({ "system.spent": { major: 1 } } as never);
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.system.phase, by("a").system.spent.major ?? 0]).toEqual(["action", 0]);
  });

  it("L7, S2: a round change records its end of turn, round start and start of turn in its one Combat update "
    + "(issue 32)", async () => {
    const world = await combatWorld("legend");
    const fighters = Array.from({ length: 30 }, (_, i) => ({ name: `c${i}`, initiative: i }));
    const { combat } = await world.fight(fighters);
    await combat.startCombat();
    await world.settle(combat);
    const start = world.foundry.operations.length;
    await combat.nextRound();
    await world.settle(combat);
    expect(world.foundry.operations.slice(start).map((o) => `${o.action} ${o.documentName}`))
      .toEqual(["update Combat"]);
  });
});

describe("actions, delay and permissions", () => {
  it("a refusal is a localized notice with the rule's reason, and nothing is written", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", initiative: 9 }, { name: "b", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    expect(await by("b").spendAction("standard")).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toBe("The standard action can only be taken on your own turn.");
    expect(await by("a").spendAction("dance")).toBe(false);
    expect(world.foundry.notices.at(-1)?.type).toBe("warn");
    expect(by("b").system.spent.standard ?? 0).toBe(0);
  });

  it("a player spends their own combatant's actions through the GM, never another player's", async () => {
    const world = await combatWorld("lot");
    const { combat, by } = await world.fight([{ name: "mine", player: true, initiative: 9 },
      { name: "theirs", type: "character", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    world.foundry.loginAs(world.foundry.player);
    expect(await by("mine").spendAction("full")).toBe(true);
    expect(by("mine").system.spent.full).toBe(1);
    expect(await by("theirs").spendAction("reaction")).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toBe("You don't control theirs.");
    expect(by("theirs").system.spent).toEqual({});
  });

  it("with only an Assistant GM connected, a player's action is spent through the Assistant, and the turn the "
    + "player ends runs its turn events there (Users#activeGM: non-assistant if possible)", async () => {
    const world = await combatWorld("lot");
    const { combat, by } = await world.fight([{ name: "mine", player: true, initiative: 9 },
      { name: "orc", initiative: 1 }]);
    await combat.startCombat();
    await world.settle(combat);
    const assistant = world.foundry.game.users.add("as0000000000000a", "Assistant", USER_ROLES.ASSISTANT);
    world.foundry.gm.active = false;
    world.foundry.loginAs(world.foundry.player);
    expect(await by("mine").spendAction("full")).toBe(true);
    expect(by("mine").system.spent.full).toBe(1);
    expect(world.foundry.notices).toEqual([]);
    await combat.nextTurn();
    await world.settle(combat);
    expect([combat.combatant?.name, by("mine").system.hasActed]).toEqual(["orc", true]);
    expect(world.foundry.game.users.activeGM).toBe(assistant);
  });

  it("with no GM connected a player's action is refused with a notice", async () => {
    const world = await combatWorld("lot");
    const { combat, by } = await world.fight([{ name: "mine", player: true, initiative: 9 }]);
    await combat.startCombat();
    world.foundry.gm.active = false;
    world.foundry.loginAs(world.foundry.player);
    expect(await by("mine").spendAction("full")).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/No GM/);
  });

  it("L6: a delaying combatant leaves the order, then re-enters after the one whose turn it is, on its count", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "d", initiative: 15 }, { name: "x", initiative: 10 },
      { name: "y", initiative: 5 }]);
    await combat.startCombat();
    expect(await by("d").delayTurn()).toBe(true);
    expect([by("d").isDelaying, combat.combatant?.name]).toEqual([true, "x"]);
    expect(await by("x").delayTurn()).toBe(true);
    expect(await by("d").reenter()).toBe(true);
    expect([by("d").initiative, by("d").isDelaying]).toEqual([5, false]);
    expect(combat.turns.map((c) => c.name)).toEqual(["x", "y", "d"]);
    expect(combat.combatant?.name).toBe("y");
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("d");
    expect(await by("y").reenter()).toBe(false);
  });

  it("L6: delaying is refused off one's turn and under rulebooks without it", async () => {
    const world = await combatWorld("sides");
    const { combat, by } = await world.fight([{ name: "a" }]);
    await combat.rollAll();
    await combat.startCombat();
    expect(await by("a").delayTurn()).toBe(false);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/no delaying/);
  });
});
