/**
 * Issue 30, the hotbar: a weapon or ability dropped on a hotbar slot becomes a macro that uses it through
 * `game.fray.api.useItem` for the user's controlled token (or character), with the checks of the sheet's button.
 */
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../../foundry/dice.js";
import type { Macro } from "../../foundry/macro.js";
import { tableFight } from "./world.js";

/** The macro in `slot` of the logged-in user's hotbar. */
const slotted = (slot: number) => {
  const id = (game.user as unknown as { hotbar: Record<string, string> }).hotbar[slot];
  return (game as unknown as { macros: { get(id: string): Macro | undefined } }).macros.get(id ?? "");
};

describe("the hotbar (issue 30)", () => {
  it("L7 (Legend): a weapon dropped on slot 3 becomes the player's script macro naming it by uuid; core's own handling "
    + "is stopped; run with Ada's token selected, it attacks the target and spends her standard action", async () => {
    const { hotbar, spear, adaToken, by, world } = await tableFight();
    expect(await hotbar.drop({ type: "Item", uuid: spear.uuid }, 3)).toBe(false);
    await new Promise((done) => setTimeout(done, 0));
    const macro = slotted(3)!;
    expect(macro._source).toMatchObject({ name: "Spear", type: "script", author: world.foundry.player.id,
      command: `await game.fray.api.useItem(${JSON.stringify(spear.uuid)});` });
    adaToken.control();
    scriptFaces([20, 15]);
    await macro.execute();
    const card = game.messages!.contents.at(-1) as unknown as { type: string; system: { targets: { name: string }[] } };
    expect([card.type, card.system.targets.map((t) => t.name)]).toEqual(["attack", ["Orc"]]);
    expect(by("Ada").system.spent.standard).toBe(1);
  });

  it("the same weapon dropped again reuses the player's macro; an Actor, or an item Fray doesn't use, gets core's "
    + "handling", async () => {
    const { hotbar, spear, ada } = await tableFight();
    await hotbar.drop({ type: "Item", uuid: spear.uuid }, 1);
    await new Promise((done) => setTimeout(done, 0));
    await hotbar.drop({ type: "Item", uuid: spear.uuid }, 2);
    await new Promise((done) => setTimeout(done, 0));
    expect(slotted(1)).toBeUndefined();
    expect(slotted(2)!.name).toBe("Spear");
    expect(game.macros!.size).toBe(1);
    expect(await hotbar.drop({ type: "Actor", uuid: ada.uuid }, 4)).toBe(true);
    expect(await hotbar.drop({ type: "Item", uuid: "Item.nothing" }, 5)).toBe(true);
  });

  it("L7 (Legend): an ability's macro uses it as the sheet's button (its use spent); again: the rules' notice, "
    + "nothing spent", async () => {
    const { useItem, wind, adaToken, world, by } = await tableFight();
    adaToken.control();
    await useItem(wind.uuid);
    expect(wind.system).toMatchObject({ uses: { value: 0 } });
    expect(by("Ada").system.spent.swift).toBe(1);
    await useItem(wind.uuid);
    expect(world.foundry.notices.at(-1)!.message).toContain("Second wind");
    expect(by("Ada").system.spent.swift).toBe(1);
  });

  it("no token selected and no character: the item's own actor when the user owns it; not owned: a notice, "
    + "nothing rolled", async () => {
    const { useItem, spear, world, orc } = await tableFight();
    scriptFaces([20, 15]);
    await useItem(spear.uuid);
    expect(game.messages!.size).toBe(1);
    const Item = world.foundry.CONFIG.Item!.documentClass as unknown as { create(d: object, o?: object):
    Promise<{ uuid: string }> };
    world.foundry.loginAs(world.foundry.gm);
    const club = await Item.create({ name: "Club", type: "weapon" }, { parent: orc });
    world.foundry.loginAs(world.foundry.player);
    await useItem(club.uuid);
    expect(world.foundry.notices.at(-1)!.message).toBe(
      "Select a token you own, or have a character assigned (User Configuration), to act with.");
    expect(game.messages!.size).toBe(1);
  });

  it("the player's character stands in when no token is selected; an actor without the item: a notice naming "
    + "both", async () => {
    const { useItem, world, ada, orc } = await tableFight();
    (world.foundry.player as unknown as { characterId: string }).characterId = ada.id!;
    world.foundry.loginAs(world.foundry.gm);
    const Item = world.foundry.CONFIG.Item!.documentClass as unknown as { create(d: object, o?: object):
    Promise<{ uuid: string }> };
    const axe = await Item.create({ name: "Axe", type: "weapon" }, { parent: orc });
    world.foundry.loginAs(world.foundry.player);
    await useItem(axe.uuid);
    expect(world.foundry.notices.at(-1)!.message).toBe("Ada has no Axe: nothing was used.");
    await useItem("Actor.nothing");
    expect(world.foundry.notices.at(-1)!.message).toBe(
      "That is not a weapon or an ability of Fray's: the macro has nothing to use.");
    expect(game.messages!.size).toBe(0);
  });
});
