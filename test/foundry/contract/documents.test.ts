import { beforeEach, describe, expect, it } from "vitest";
import { Roll } from "../dice.js";
import type { Document } from "../documents.js";
import type { FoundryStandIn } from "../index.js";
import { standIn } from "./helpers.js";

let foundry: FoundryStandIn;
let cls: (name: string) => typeof Document;
beforeEach(() => ({ foundry, cls } = standIn()));

describe("documents per type", () => {
  it("foundry.documents.BaseCombat: a Combat has no name and its type defaults to base", async () => {
    const combat = (await cls("Combat").create({ name: "Brawl" }))!;
    expect("name" in combat._source).toBe(false);
    expect(combat.type).toBe("base");
    expect(combat._source).toMatchObject({ round: 0, turn: null, active: false });
  });

  it("foundry.documents.BaseChatMessage: a ChatMessage has no name, type base, and ChatMessageData defaults", async () => {
    const message = (await cls("ChatMessage").create({ content: "<p>Hi</p>", name: "x" }))!;
    expect("name" in message._source).toBe(false);
    expect(message._source).toMatchObject({ type: "base", author: foundry.gm.id, content: "<p>Hi</p>", whisper: [],
      blind: false, rolls: [], flags: {}, system: {}, speaker: { scene: null, actor: null, token: null } });
    expect(typeof message._source.timestamp).toBe("number");
  });

  it("foundry.documents.BaseChatMessage: rolls are stored as JSON strings", async () => {
    const roll = await new Roll("1d20").evaluate();
    const message = (await cls("ChatMessage").create({ rolls: [roll.toJSON()] }))!;
    expect(message._source.rolls).toEqual([JSON.stringify(roll.toJSON())]);
  });

  it("foundry.documents.BaseCombatant: a Combatant's name is optional and its type defaults to base", async () => {
    const combat = (await cls("Combat").create({}))!;
    const [combatant] = await combat.createEmbeddedDocuments("Combatant", [{ initiative: 12 }]);
    expect(combatant!.name).toBeUndefined();
    expect(combatant!.type).toBe("base");
  });

  it("foundry.documents.BaseCombatantGroup: a CombatantGroup's type defaults to base", async () => {
    const combat = (await cls("Combat").create({}))!;
    const [group] = await combat.createEmbeddedDocuments("CombatantGroup", [{}]);
    expect(group!.type).toBe("base");
  });

  it("foundry.documents.BaseActor: an Actor requires a type and a non-blank name", async () => {
    await expect(cls("Actor").create({ name: "Ada" })).rejects.toThrow(/type/);
    await expect(cls("Actor").create({ name: " ", type: "pc" })).rejects.toThrow(/name/);
    await expect(cls("Actor").create({ name: "Ada", type: "dragon" })).rejects.toThrow(/type/);
  });

  it("Actor#getRollData: the actor's system data, which a Roll's @references read (foundryvtt.com/api "
    + "classes/foundry.documents.Actor.html#getrolldata: by default it returns this.system)", async () => {
    const actor = (await cls("Actor").create({ name: "Ada", type: "pc" }))!;
    const data = (actor as unknown as { getRollData(): unknown }).getRollData();
    expect(data).toBe(actor.system);
  });

  it("foundry.documents.BaseItem: an Item requires a type", async () => {
    await expect(cls("Item").create({ name: "Rope" })).rejects.toThrow(/type/);
  });

  it("CONST.USER_PERMISSIONS: ACTOR_CREATE and ITEM_CREATE default to ASSISTANT, so a player can't create them", async () => {
    expect(foundry.player.can("ACTOR_CREATE")).toBe(false);
    expect(foundry.player.can("ITEM_CREATE")).toBe(false);
    expect(foundry.gm.can("ACTOR_CREATE")).toBe(true);
    foundry.loginAs(foundry.player);
    await expect(cls("Actor").create({ name: "Ada", type: "pc" })).rejects.toThrow(/permission/);
    await expect(cls("Item").create({ name: "Rope", type: "gear" })).rejects.toThrow(/permission/);
    expect(foundry.game.actors.size + foundry.game.items.size).toBe(0);
  });

  it("User#can: a permission granted to the PLAYER role in game.permissions lets a player create an Actor", async () => {
    (foundry.game.permissions as Record<string, number[]>).ACTOR_CREATE!.push(1);
    foundry.loginAs(foundry.player);
    expect(foundry.player.can("ACTOR_CREATE")).toBe(true);
    await expect(cls("Actor").create({ name: "Ada", type: "pc" })).resolves.toBeDefined();
  });

  it("User#hasRole: roles compare by rank", () => {
    expect(foundry.player.can("PLAYER")).toBe(true);
    expect(foundry.player.can("TRUSTED")).toBe(false);
    expect(foundry.gm.can("ASSISTANT")).toBe(true);
  });
});
