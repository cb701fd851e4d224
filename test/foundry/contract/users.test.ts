import { describe, expect, it } from "vitest";
import { ForcedDeletion } from "../operators.js";
import { release } from "../release.js";
import { USER_ROLES } from "../users.js";
import { world } from "../world.js";
import { standIn } from "./helpers.js";

describe("User documents (foundryvtt.com/api/v13 BaseUser, User#setFlag)", () => {
  it("BaseUser: a player updates the flags of its own User document (game.user.setFlag, as modules do)", async () => {
    const { foundry } = standIn();
    foundry.loginAs(foundry.player);
    await foundry.player.setFlag("fray", "note", { a: 1 });
    expect(foundry.player.getFlag("fray", "note")).toEqual({ a: 1 });
    expect(world.operations.at(-1)).toMatchObject({ action: "update", documentName: "User" });
  });

  it("BaseUser: a player may not update another user's User document; a GM may update anyone's", async () => {
    const { foundry } = standIn();
    const other = foundry.game.users.add("pl0000000000000b", "Other", USER_ROLES.PLAYER);
    foundry.loginAs(foundry.player);
    await expect(other.setFlag("fray", "note", 1)).rejects.toThrow(/permission/);
    expect(other.getFlag("fray", "note")).toBeUndefined();
    foundry.loginAs(foundry.gm);
    await other.setFlag("fray", "note", 2);
    expect(other.getFlag("fray", "note")).toBe(2);
  });

  it("Document#update: the generation's deletion (`-=key` in v13, `_del` in v14) deletes the key", async () => {
    const { foundry } = standIn();
    foundry.loginAs(foundry.player);
    await foundry.player.update({ "flags.fray.requests.n1": { x: 1 }, "flags.fray.requests.n2": { x: 2 } });
    await foundry.player.update(release.generation === 14 ? { "flags.fray.requests.n1": ForcedDeletion.instance }
      : { "flags.fray.requests.-=n1": null });
    expect(foundry.player.getFlag("fray", "requests")).toEqual({ n2: { x: 2 } });
    await foundry.player.unsetFlag("fray", "requests");
    expect(foundry.player.getFlag("fray", "requests")).toBeUndefined();
  });

  it("User#query: the handler runs on the queried client across its awaits; the asker's own work keeps its user",
    async () => {
      const { foundry } = standIn();
      foundry.loginAs(foundry.player);
      const seen: string[] = [];
      // Gates, not timers: the asker works while the handler waits, however busy the machine is.
      let entered!: () => void;
      const inHandler = new Promise<void>((done) => { entered = done; });
      let release!: () => void;
      const gate = new Promise<void>((done) => { release = done; });
      foundry.game.users.queries["test.who"] = async () => {
        seen.push(foundry.game.users.current!.id);
        entered();
        await gate;
        seen.push(foundry.game.users.current!.id);
        return foundry.game.users.current!.id;
      };
      const answer = foundry.gm.query("test.who", {});
      await inHandler;
      seen.push(`asker:${foundry.game.users.current!.id}`);
      release();
      expect(await answer).toBe(foundry.gm.id);
      expect(seen).toEqual([foundry.gm.id, `asker:${foundry.player.id}`, foundry.gm.id]);
      expect(foundry.game.users.current).toBe(foundry.player);
    });
});

describe("a User update is confirmed by the server (foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#update)",
  () => {
    it("Document#update returns a Promise the server resolves: until it does, every client's copy is unchanged",
      async () => {
        const { foundry } = standIn();
        foundry.loginAs(foundry.player);
        const pending = foundry.player.setFlag("fray", "note", 1);
        expect(foundry.player.getFlag("fray", "note")).toBeUndefined();
        await foundry.game.users.runOn(foundry.gm, async () => {
          expect(foundry.player.getFlag("fray", "note")).toBeUndefined();
        });
        await pending;
        expect(foundry.player.getFlag("fray", "note")).toBe(1);
      });
  });
