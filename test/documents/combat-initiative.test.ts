import { describe, expect, it } from "vitest";
import { placeToken } from "../foundry/combat.js";
import { scriptFaces, type Roll } from "../foundry/dice.js";
import { combatWorld, turnNames } from "./world.js";

/** The operations since `start`, as "action Document×count". */
const opsSince = (ops: { action: string; documentName: string; count: number }[], start: number) =>
  ops.slice(start).map((o) => `${o.action} ${o.documentName}×${o.count}`);

describe("rolling initiative (real Rolls, one card, one batch per collection)", () => {
  it("L1: rollAll gives d20 + DEX modifier + bonus exactly, in one Combatant batch and one card", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", dex: 14, system: {} }, { name: "b", dex: 10 }]);
    await by("a").actor!.update({ "system.initiative.bonus": 1 } as never);
    scriptFaces([20, 11], [20, 7]);
    const start = world.foundry.operations.length;
    await combat.rollAll();
    expect([by("a").initiative, by("b").initiative]).toEqual([14, 7]);
    expect(opsSince(world.foundry.operations, start)).toEqual(["update Combatant×2", "create ChatMessage×1"]);
    const card = world.foundry.game.messages.contents.at(-1) as unknown as { type: string; rolls: Roll[];
      system: { entries: { name: string; total: number; formula: string }[] } };
    expect(card.type).toBe("initiative");
    expect(card.rolls.map((roll) => `${roll.formula} = ${roll.total}`)).toEqual(["1d20 + 3 = 14", "1d20 = 7"]);
    expect(card.system.entries.map((e) => `${e.name} ${e.total} ${e.formula}`)).toEqual(["a 14 1d20 + 3", "b 7 1d20"]);
  });

  it("the card says Initiative once: it is spoken by the user who rolled, not by an alias repeating its title",
    async () => {
      const world = await combatWorld("legend");
      const { combat } = await world.fight([{ name: "a", dex: 14 }]);
      scriptFaces([20, 11]);
      await combat.rollAll();
      const card = world.foundry.game.messages.contents.at(-1) as unknown as { speaker: { alias: string } };
      expect(card.speaker.alias).toBe("Gamemaster");
    });

  it("L2: equal totals are settled by a reroll kept in system.tieBreak, so the order stays", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", dex: 12 }, { name: "b", dex: 12 }]);
    scriptFaces([20, 9], [20, 9], [20, 3], [20, 15]);
    await combat.rollAll();
    expect([by("a").initiative, by("b").initiative]).toEqual([10, 10]);
    expect(turnNames(combat)).toEqual(["b", "a"]);
    expect(by("b").system.tieBreak! > by("a").system.tieBreak!).toBe(true);
  });

  it("S1: one d8 per side; the party adds its best DEX modifier; the side group carries the total", async () => {
    const world = await combatWorld("sides");
    const { combat, by } = await world.fight([{ name: "hero", player: true, dex: 14, disposition: 1 },
      { name: "orc", dex: 10, disposition: -1 }]);
    scriptFaces([8, 3], [8, 6]);
    const start = world.foundry.operations.length;
    await combat.rollAll();
    expect([by("hero").initiative, by("orc").initiative]).toEqual([4, 6]);
    expect(combat.sideGroup("party")?.initiative).toBe(4);
    expect(turnNames(combat)).toEqual(["orc", "hero"]);
    expect(opsSince(world.foundry.operations, start))
      .toEqual(["update CombatantGroup×2", "update Combatant×2", "create ChatMessage×1"]);
  });

  it("S1: the party's line shows the side's d8 + its best DEX modifier; one Roll per side, tie rolls their own",
    async () => {
      const world = await combatWorld("sides");
      // Sides' modifiers (the SWN table): DEX 14 → +1, DEX 18 → +2, DEX 10 → 0.
      const { combat, by } = await world.fight([{ name: "p1", player: true, dex: 14, disposition: 1 },
        { name: "p2", player: true, dex: 18, disposition: 1 }, { name: "boss", dex: 10, disposition: -1 }]);
      scriptFaces([8, 3], [8, 6]);
      await combat.rollAll();
      // Party 3 + 2 = 5; the boss's side 6, on its own.
      expect(["p1", "p2", "boss"].map((n) => by(n).initiative)).toEqual([5, 5, 6]);
      const card = world.foundry.game.messages.contents.at(-1) as unknown as { rolls: Roll[];
        system: { entries: { name: string; total: number; formula: string }[] } };
      expect(card.system.entries.map((e) => `${e.name} ${e.total} ${e.formula}`))
        .toEqual(["boss 6 1d8", "p1 5 1d8 + 2", "p2 5 1d8 + 2"]);
      expect(card.rolls.map((roll) => `${roll.formula} = ${roll.total}`)).toEqual(["1d8 + 2 = 5", "1d8 = 6"]);
    });

  it("S1: a side of one NPC gets its score in the tracker, by Roll All, Roll NPCs or its own roll", async () => {
    const world = await combatWorld("sides");
    const { combat, by } = await world.fight([{ name: "p1", player: true, dex: 14, disposition: 1 },
      { name: "boss", dex: 10, disposition: -1 }]);
    scriptFaces([8, 7]);
    await combat.rollNPC();
    expect([by("boss").initiative, combat.sideGroup("enemies")?.initiative, by("p1").initiative]).toEqual([7, 7, null]);
    await combat.resetAll();
    scriptFaces([8, 2]);
    await combat.rollInitiative(by("boss").id!);
    expect([by("boss").initiative, combat.sideGroup("enemies")?.initiative]).toEqual([2, 2]);
    scriptFaces([8, 4]);
    await combat.rollAll();
    expect([by("p1").initiative, by("boss").initiative]).toEqual([5, 2]);
    await combat.startCombat();
    await world.settle(combat);
    expect(combat.combatant?.name).toBe("p1");
  });

  it("S1: a boss added just before Roll All (its side still joining) keeps the score the card gives it", async () => {
    const world = await combatWorld("sides");
    const { combat, by } = await world.fight([{ name: "p1", player: true, dex: 14, disposition: 1 }]);
    const Actor = world.foundry.CONFIG.Actor!.documentClass as unknown as
      { create(d: object): Promise<{ id: string }> };
    const boss = await Actor.create({ name: "boss", type: "npc" });
    const token = placeToken(boss as never, { disposition: -1 });
    await combat.createEmbeddedDocuments("Combatant", [{ name: "boss", actorId: boss.id, tokenId: token.id }] as never);
    scriptFaces([8, 3], [8, 6]);
    await combat.rollAll();
    await world.settle(combat);
    expect([by("p1").initiative, by("boss").initiative, combat.sideGroup("enemies")?.initiative]).toEqual([4, 6, 6]);
    expect(turnNames(combat)).toEqual(["boss", "p1"]);
  });

  it("S1 (I): tied non-party sides reroll: each side's d8 and each tie die is its own Roll on the card", async () => {
    const world = await combatWorld("sides");
    const { combat } = await world.fight([{ name: "boss", dex: 10, disposition: -1 },
      { name: "stranger", dex: 10, disposition: 0 }]);
    scriptFaces([8, 4], [8, 4], [8, 2], [8, 6]);
    await combat.rollAll();
    expect(turnNames(combat)).toEqual(["stranger", "boss"]);
    const card = world.foundry.game.messages.contents.at(-1) as unknown as { rolls: Roll[] };
    expect(card.rolls.map((roll) => `${roll.formula} = ${roll.total}`))
      .toEqual(["1d8 = 4", "1d8 = 4", "1d8 = 2", "1d8 = 6"]);
  });

  it("L3: an enemy group's members show the group's roll (d20 + its best modifier), rolled once", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "g1", dex: 10 }, { name: "g2", dex: 14 }]);
    await combat.createEnemyGroup([by("g1").id!, by("g2").id!]);
    scriptFaces([20, 9]);
    await combat.rollAll();
    const card = world.foundry.game.messages.contents.at(-1) as unknown as { rolls: Roll[];
      system: { entries: { name: string; total: number; formula: string }[] } };
    expect(card.system.entries.map((e) => `${e.name} ${e.total} ${e.formula}`))
      .toEqual(["g1 11 1d20 + 2", "g2 11 1d20 + 2"]);
    expect(card.rolls.map((roll) => `${roll.formula} = ${roll.total}`)).toEqual(["1d20 + 2 = 11"]);
  });

  it("Z1: the zones score is the margin, DEX target number minus a d12", async () => {
    const world = await combatWorld("lurasko");
    const { combat, by } = await world.fight([{ name: "a", dex: 12 }]);
    scriptFaces([12, 5]);
    await combat.rollAll();
    expect(by("a").initiative).toBe(7);
  });

  it("A1: agility rolls no dice: the score is the Agility modifier", async () => {
    const world = await combatWorld("agility");
    const { combat, by } = await world.fight([{ name: "a", agi: 2 }]);
    scriptFaces();
    await combat.rollAll();
    expect(by("a").initiative).toBe(2);
  });

  it("T4: rollNPC leaves player characters unrolled (LoT, T1: d20 + the initiative bonus; Dexterity adds nothing)",
    async () => {
      const world = await combatWorld("lot");
      const { combat, by } = await world.fight([{ name: "pc", player: true, dex: 10 }, { name: "npc", dex: 10 }]);
      await by("npc").actor!.update({ "system.initiative.bonus": 2 } as never);
      scriptFaces([20, 4]);
      await combat.rollNPC();
      expect([by("pc").initiative, by("npc").initiative]).toEqual([null, 6]);
    });

  it("reads the combat's own rulebook's attributes: a Lur-Asko fight rolls on Lur-Asko's DEX after a switch", async () => {
    const world = await combatWorld("lurasko");
    const { combat, by } = await world.fight([{ name: "a", dex: 12 }]);
    await by("a").actor!.update({ "system.attributeSets.lurasko.dex.value": 11,
      "system.attributeSets.legend.dex.value": 3 } as never);
    await world.foundry.game.settings.set("fray", "preset", "legend");
    scriptFaces([12, 5]);
    await combat.rollAll();
    expect(by("a").initiative).toBe(6);
  });

  it("stuck dice end with the deterministic order and a notice, never a hang", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "a", dex: 10 }, { name: "b", dex: 10 }]);
    (world.foundry.CONFIG.Dice as { randomUniform: () => number }).randomUniform = () => 0.5;
    await combat.rollAll();
    expect(world.foundry.notices.at(-1)?.message).toMatch(/kept tying/);
    expect([by("a").initiative, by("b").initiative]).toEqual([10, 10]);
    expect(turnNames(combat)).toEqual(["a", "b"]);
  });

  it("a player rolls their own combatant through the GM, never another's; a player can't rollAll", async () => {
    const world = await combatWorld("legend");
    const { combat, by } = await world.fight([{ name: "mine", player: true, dex: 10 }, { name: "npc", dex: 10 }]);
    world.foundry.loginAs(world.foundry.player);
    scriptFaces([20, 12]);
    await combat.rollInitiative([by("mine").id!, by("npc").id!]);
    expect([by("mine").initiative, by("npc").initiative]).toEqual([12, null]);
    expect(world.foundry.notices.at(-1)?.message).toMatch(/don't control npc/);
    await combat.rollAll();
    expect(by("npc").initiative).toBeNull();
  });
});

describe("enemy groups and side turns", () => {
  it("L3, T3: a group shares one roll; LoT refuses a fourth member with the rule's reason", async () => {
    const world = await combatWorld("lot");
    const { combat, by } = await world.fight(["g1", "g2", "g3", "g4"].map((name) => ({ name, dex: 0 })));
    expect(await combat.createEnemyGroup(["g1", "g2", "g3", "g4"].map((n) => by(n).id!))).toBeNull();
    expect(world.foundry.notices.at(-1)?.message).toMatch(/3 members/);
    const group = await combat.createEnemyGroup(["g1", "g2", "g3"].map((n) => by(n).id!));
    expect(await by("g4").moveToGroup(group)).toBe(false);
    scriptFaces([20, 9], [20, 2]);
    await combat.rollAll();
    expect(["g1", "g2", "g3", "g4"].map((n) => by(n).initiative)).toEqual([9, 9, 9, 2]);
    expect(await by("g3").moveToGroup(null)).toBe(true);
    expect(by("g3").groupDocument).toBeNull();
  });

  it("S2: a member of the active side who has not acted takes the turn; the other side can't", async () => {
    const world = await combatWorld("sides");
    const { combat, by } = await world.fight([{ name: "p1", player: true, disposition: 1 },
      { name: "p2", player: true, disposition: 1 }, { name: "orc", disposition: -1 }]);
    scriptFaces([8, 8], [8, 1]);
    await combat.rollAll();
    await combat.startCombat();
    await world.settle(combat);
    const other = turnNames(combat).find((n) => n !== combat.combatant?.name && n !== "orc")!;
    expect(await combat.takeTurn(by(other).id!)).toBe(true);
    expect(combat.combatant?.name).toBe(other);
    expect(await combat.takeTurn(by("orc").id!)).toBe(false);
  });

  it("S2: after a member took the turn out of order, its owner's End turn goes back to the member who has not acted",
    async () => {
      const world = await combatWorld("sides");
      const { combat, by } = await world.fight([{ name: "p1", type: "character", disposition: 1 },
        { name: "p2", player: true, disposition: 1 }, { name: "orc", disposition: -1 }]);
      scriptFaces([8, 8], [8, 1]);
      await combat.rollAll();
      await combat.startCombat();
      await world.settle(combat);
      expect(combat.combatant?.name).toBe("p1");
      expect(await combat.takeTurn(by("p2").id!)).toBe(true);
      world.foundry.loginAs(world.foundry.player);
      await combat.nextTurn();
      await world.settle(combat);
      expect([combat.combatant?.name, by("p2").system.acted, by("p1").system.acted]).toEqual(["p1", true, false]);
      world.foundry.loginAs(world.foundry.gm);
      await combat.nextTurn();
      await world.settle(combat);
      expect([combat.combatant?.name, by("p1").system.acted]).toEqual(["orc", true]);
    });
});
