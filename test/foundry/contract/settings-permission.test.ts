import { describe, expect, it } from "vitest";
import { USER_ROLES } from "../users.js";
import { standIn } from "./helpers.js";

/**
 * A world setting is a Setting document: ClientSettings#set writes it through the server, which lets a user write it
 * only with the SETTINGS_MODIFY user permission, "Modify configuration settings", an Assistant GM's by default and
 * grantable to any role (foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html#set,
 * foundryvtt.com/api/v13/variables/CONST.USER_PERMISSIONS.html).
 */
describe("world settings and SETTINGS_MODIFY (ClientSettings#set, CONST.USER_PERMISSIONS)", () => {
  /** A stand-in with one world setting registered; the player logged in. */
  function world() {
    const { foundry } = standIn();
    foundry.game.settings.register("test", "record", { scope: "world", type: Object, default: {} });
    foundry.loginAs(foundry.player);
    return foundry;
  }

  it("a player without the permission may not set a world setting", async () => {
    const foundry = world();
    await expect(foundry.game.settings.set("test", "record", { a: 1 })).rejects.toThrow(/permission/);
    expect(foundry.game.settings.get("test", "record")).toEqual({});
  });

  it("a player granted SETTINGS_MODIFY (for their role, or for them alone) may set any world setting", async () => {
    const foundry = world();
    foundry.game.users.permissions.SETTINGS_MODIFY = [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT,
      USER_ROLES.GAMEMASTER];
    await foundry.game.settings.set("test", "record", { a: 1 });
    expect(foundry.game.settings.get("test", "record")).toEqual({ a: 1 });
    foundry.game.users.permissions.SETTINGS_MODIFY = [USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER];
    foundry.player.permissions.SETTINGS_MODIFY = true;
    await foundry.game.settings.set("test", "record", { a: 2 });
    expect(foundry.game.settings.get("test", "record")).toEqual({ a: 2 });
  });

  it("an Assistant GM has it by default; a Gamemaster always", async () => {
    const foundry = world();
    const assistant = foundry.game.users.add("as0000000000000a", "Assistant", USER_ROLES.ASSISTANT);
    foundry.loginAs(assistant);
    await foundry.game.settings.set("test", "record", { a: 3 });
    foundry.loginAs(foundry.gm);
    await foundry.game.settings.set("test", "record", { a: 4 });
    expect(foundry.game.settings.get("test", "record")).toEqual({ a: 4 });
  });
});

/**
 * A JournalEntry is a world document: a user needs JOURNAL_CREATE ("Create Journal Entries") to make one, and the
 * player who makes one owns it; updating or deleting one needs OWNER, which a GM always has and a player only where
 * the entry's ownership grants it (foundryvtt.com/api/v13/classes/foundry.documents.BaseJournalEntry.html,
 * foundryvtt.com/api/v13/variables/CONST.USER_PERMISSIONS.html).
 */
describe("JournalEntry permissions (BaseJournalEntry)", () => {
  it("an entry with ownership default NONE: a player, even one who may create entries, can't update or delete it",
    async () => {
      const { foundry, cls } = standIn();
      const entry = (await cls("JournalEntry").create({ name: "Record", ownership: { default: 0 } }))!;
      foundry.game.users.permissions.JOURNAL_CREATE = [USER_ROLES.PLAYER, USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT,
        USER_ROLES.GAMEMASTER];
      foundry.loginAs(foundry.player);
      await expect(entry.update({ name: "Mine" })).rejects.toThrow(/permission/);
      await expect(entry.delete()).rejects.toThrow(/permission/);
      const own = (await cls("JournalEntry").create({ name: "Look-alike", ownership: { default: 0 } }))!;
      expect((own._source.ownership as Record<string, number>)[foundry.player.id]).toBe(3);
      expect(own.testUserPermission(foundry.player, "OWNER")).toBe(true);
      await own.update({ name: "Mine" });
      expect(foundry.game.journal.size).toBe(2);
    });

  it("a player without JOURNAL_CREATE can't create one", async () => {
    const { foundry, cls } = standIn();
    foundry.loginAs(foundry.player);
    await expect(cls("JournalEntry").create({ name: "Record" })).rejects.toThrow(/permission/);
  });
});
