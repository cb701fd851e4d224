import { beforeEach, describe, expect, it } from "vitest";
import type { Document } from "../documents.js";
import type { FoundryStandIn } from "../index.js";
import { standIn } from "./helpers.js";

let foundry: FoundryStandIn;
let cls: (name: string) => typeof Document;
let combat: Document;
let mine: Document;
let theirs: Document;

beforeEach(async () => {
  ({ foundry, cls } = standIn());
  const Actor = cls("Actor");
  const hero = (await Actor.create({ name: "Hero", type: "pc", ownership: { [foundry.player.id]: 3 } }))!;
  const orc = (await Actor.create({ name: "Orc", type: "pc" }))!;
  combat = (await cls("Combat").create({ round: 1, turn: 0 }))!;
  const made = await combat.createEmbeddedDocuments("Combatant", [{ actorId: hero.id }, { actorId: orc.id }]);
  [mine, theirs] = made as [Document, Document];
  foundry.loginAs(foundry.player);
});

describe("Combat and Combatant permissions", () => {
  it("foundry.documents.BaseCombat: only a GM writes a Combat's system or other fields", async () => {
    await expect(combat.update({ system: { phase: 2 } })).rejects.toThrow(/permission/);
    await expect(combat.update({ active: true })).rejects.toThrow(/permission/);
    foundry.loginAs(foundry.gm);
    await combat.update({ active: true });
    expect(combat._source.active).toBe(true);
  });

  it("Combat#_canChangeTurn: the owner of the current combatant may advance the turn", async () => {
    await combat.update({ turn: 1 });
    expect(combat._source.turn).toBe(1);
  });

  it("Combat#_canChangeTurn: a player who does not own the current combatant may not change the turn or round", async () => {
    foundry.loginAs(foundry.gm);
    await combat.update({ turn: 1 });
    foundry.loginAs(foundry.player);
    await expect(combat.update({ turn: 0 })).rejects.toThrow(/permission/);
    await expect(combat.update({ round: 2, turn: 0 })).rejects.toThrow(/permission/);
    expect(combat._source).toMatchObject({ round: 1, turn: 1 });
  });

  it("Combat#_canChangeRound: the owner of the current combatant may start the next round", async () => {
    await combat.update({ round: 2, turn: 0 });
    expect(combat._source).toMatchObject({ round: 2, turn: 0 });
  });

  it("foundry.documents.BaseCombatant: the owner of a combatant's actor may set its initiative", async () => {
    await mine.update({ initiative: 14 });
    expect(mine._source.initiative).toBe(14);
  });

  it("foundry.documents.BaseCombatant: a player may not set another's initiative, nor other fields of their own", async () => {
    await expect(theirs.update({ initiative: 3 })).rejects.toThrow(/permission/);
    await expect(mine.update({ hidden: true })).rejects.toThrow(/permission/);
    expect(theirs._source.initiative).toBeNull();
  });

  it("foundry.documents.BaseCombatant: the owner may write its flags, not another's (the-metalworks/cosmere-rpg#391 "
    + "keeps player-written combatant state in flags)", async () => {
    await mine.update({ "flags.fray.zone": { zone: "Marsh", group: null, engagement: null } });
    expect(mine.getFlag("fray", "zone")).toMatchObject({ zone: "Marsh" });
    await expect(theirs.update({ "flags.fray.zone": { zone: "Marsh" } })).rejects.toThrow(/permission/);
  });

  it("foundry.documents.BaseCombatantGroup: a player may not create a group", async () => {
    await expect(combat.createEmbeddedDocuments("CombatantGroup", [{ name: "Side A" }])).rejects.toThrow(/permission/);
  });
});

describe("ChatMessage permissions", () => {
  it("foundry.documents.BaseChatMessage: the author updates and deletes their message", async () => {
    const message = (await cls("ChatMessage").create({ content: "mine" }))!;
    expect(message._source.author).toBe(foundry.player.id);
    await message.update({ content: "edited" });
    expect(message._source.content).toBe("edited");
    await message.delete();
    expect(foundry.game.messages.size).toBe(0);
  });

  it("foundry.documents.BaseChatMessage: only its author or a GM updates a message", async () => {
    foundry.loginAs(foundry.gm);
    const message = (await cls("ChatMessage").create({ content: "GM says" }))!;
    foundry.loginAs(foundry.player);
    await expect(message.update({ content: "no" })).rejects.toThrow(/permission/);
    await expect(message.delete()).rejects.toThrow(/permission/);
    await expect(cls("ChatMessage").create({ content: "forged", author: foundry.gm.id })).rejects.toThrow(/permission/);
    foundry.loginAs(foundry.gm);
    await message.update({ content: "yes" });
    expect(message._source.content).toBe("yes");
  });
});

describe("the server checks Foundry's own rules, not a system's client subclass", () => {
  it("Combat#_canChangeRound: a subclass refusing players binds only its own client; the owner of the current "
    + "combatant still changes the round directly or through the base class (yearzero-combat-fvtt#85)", async () => {
    class Strict extends (cls("Combat") as unknown as new (...a: never[]) => Document) {
      _canChangeRound(user: { isGM: boolean }) { return user.isGM; }
    }
    Object.setPrototypeOf(combat, Strict.prototype);
    await combat.update({ round: 2, turn: 0 });
    expect(combat._source).toMatchObject({ round: 2, turn: 0 });
    const Base = cls("Combat") as unknown as { prototype: { nextRound(this: Document): Promise<unknown> } };
    await Base.prototype.nextRound.call(combat);
    expect(combat._source.round).toBe(3);
  });

  it("foundry.documents.BaseCombatant: the owner may write its system data and defeated (cosmere-rpg PR 391, "
    + "draw-steel PR 134: v13 opens combatant system to its owner), not its hidden, group, name or img", async () => {
    await mine.update({ system: { spent: 9 }, defeated: true });
    expect(mine._source).toMatchObject({ system: { spent: 9 }, defeated: true });
    for (const change of [{ hidden: true }, { group: "xxxxxxxxxxxxxxxx" }, { name: "Renamed" }, { img: "a.webp" }]) {
      await expect(mine.update(change)).rejects.toThrow(/permission/);
    }
    await expect(theirs.update({ system: { spent: 9 } })).rejects.toThrow(/permission/);
  });

  it("foundry.documents.BaseCombatant: the owner of an actor may add its combatant and remove it (BaseCombatant "
    + "overrides only #canCreate and #canUpdate, so deleting follows ownership), not another's", async () => {
    const Actor = cls("Actor");
    foundry.loginAs(foundry.gm);
    const pet = (await Actor.create({ name: "Pet", type: "pc", ownership: { [foundry.player.id]: 3 } }))!;
    foundry.loginAs(foundry.player);
    const [added] = await combat.createEmbeddedDocuments("Combatant", [{ actorId: pet.id }]);
    await added!.delete();
    await expect(theirs.delete()).rejects.toThrow(/permission/);
    expect(combat.getEmbeddedCollection("Combatant").size).toBe(2);
  });
});
