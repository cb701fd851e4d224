import { describe, expect, it } from "vitest";
import { placeToken } from "../foundry/combat.js";
import { combatWorld, heroFirstFight as heroFirst } from "../documents/world.js";

// Item 6 of "Trust", the combat: what a player's client sends is judged on the active GM's client, whatever the
// player's own client was made to skip (a macro, the browser console).

describe("Trust 6: the update option phaseFrom counts only from a GM", () => {
  it("a player ending their turn with a forged phaseFrom ends no other's turn and refreshes nobody twice",
    async () => {
      const { world, combat, by } = await heroFirst();
      const ogre = by("ogre");
      expect(ogre.system.acted).toBe(false);
      await combat.update({ turn: 1 }, { phaseFrom: { combatantId: ogre.id, turn: 2 } } as never);
      await world.settle(combat);
      expect([combat.combatant?.name, by("hero").system.acted, ogre.system.acted]).toEqual(["orc", true, false]);
    });

});

describe("Trust 6: startCombat on a started fight does nothing", () => {
  it("the round, the turn and everyone's state stay; nothing is written", async () => {
    const { world, combat, by } = await heroFirst();
    world.foundry.loginAs(world.foundry.gm);
    await combat.nextTurn();
    await world.settle(combat);
    expect(await by("orc").spendAction("standard")).toBe(true);
    const before = world.foundry.operations.length;
    await combat.startCombat();
    await world.settle(combat);
    expect([combat.round, combat.combatant?.name, by("orc").system.spent.standard, by("hero").system.acted])
      .toEqual([1, "orc", 1, true]);
    expect(world.foundry.operations.slice(before)).toEqual([]);
  });
});

describe("Trust 6: a player rolls initiative once a fight", () => {
  it("a player's reroll mid-fight is refused with a notice; before the fight and for the GM a roll stands",
    async () => {
      const world = await combatWorld("legend");
      const { combat, by } = await world.fight([{ name: "hero", player: true }, { name: "orc", initiative: 10 }]);
      world.foundry.loginAs(world.foundry.player);
      await combat.rollInitiative([by("hero").id!]);
      await combat.rollInitiative([by("hero").id!]);
      expect(by("hero").initiative).not.toBeNull();
      world.foundry.loginAs(world.foundry.gm);
      await combat.startCombat();
      await world.settle(combat);
      world.foundry.loginAs(world.foundry.player);
      const rolled = by("hero").initiative;
      const cards = world.foundry.game.messages.size;
      for (let i = 0; i < 3; i++) await by("hero").rollOwn();
      await combat.rollInitiative([by("hero").id!]);
      expect([by("hero").initiative, world.foundry.game.messages.size]).toEqual([rolled, cards]);
      expect(world.foundry.notices.at(-1)).toMatchObject({ type: "warn",
        message: expect.stringMatching(/only the GM may roll it again/) });
      world.foundry.loginAs(world.foundry.gm);
      await combat.rollInitiative([by("hero").id!]);
      expect(world.foundry.game.messages.size).toBe(cards + 1);
    });
});

describe("Trust 6: an enemy group left empty is deleted", () => {
  /** Two goblins (unlinked tokens of one actor) that share an enemy group under LoT. */
  async function goblins() {
    const world = await combatWorld("lot");
    const { combat } = await world.fight([{ name: "hero", player: true, initiative: 3 }]);
    const Actor = world.foundry.CONFIG.Actor!.documentClass as unknown as {
      create(d: object): Promise<{ id: string }> };
    const actor = await Actor.create({ name: "Goblin", type: "npc" });
    await combat.createEmbeddedDocuments("Combatant", [1, 2].map((i) => ({ name: `Goblin ${i}`, actorId: actor.id,
      tokenId: placeToken(actor as never, { name: `Goblin ${i}` }).id })) as never);
    await world.settle(combat);
    const members = combat.combatants.contents.filter((c) => c.name?.startsWith("Goblin"));
    const group = members[0]!._source.group as string;
    expect(members.map((c) => c._source.group)).toEqual([group, group]);
    return { world, combat, members, group };
  }

  it("its last member deleted: the group goes too; a member left keeps it", async () => {
    const { world, combat, members, group } = await goblins();
    await members[0]!.delete();
    await world.settle(combat);
    expect(combat.groups.has(group)).toBe(true);
    await members[1]!.delete();
    await world.settle(combat);
    expect(combat.groups.has(group)).toBe(false);
  });

  it("its members moved out by the GM: the group goes once the last has left", async () => {
    const { world, combat, members, group } = await goblins();
    await combat.updateEmbeddedDocuments("Combatant", members.map((c) => ({ _id: c.id, group: null })));
    await world.settle(combat);
    expect([combat.groups.has(group), combat.groups.size]).toEqual([false, 0]);
  });
});
