/** The fight the play-without-the-sheet tests share (issue 30). */
import { OWNERSHIP } from "../../foundry/documents.js";
import type { Hotbar } from "../../foundry/macro.js";
import { combatWorld } from "../../documents/world.js";
import type { PresetId } from "../../../src/rules/presets.js";

/** An actor as these tests give it items. */
type Fighter = Actor.Implementation & { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]> };
type Placeable = { id: string; control(): boolean; document: { id: string } };

/**
 * Under `preset` (Legend by default): Ada (the player's, first in the order) with a Spear and Second wind (a swift
 * action, 1 use), against an Orc (AC 5) the player targets, both tokens on the viewed scene; the fight started, the
 * player logged in; Fray's hotbar drop and keybindings registered.
 */
export async function tableFight(preset: PresetId = "legend") {
  const world = await combatWorld(preset);
  const { combat, by } = await world.fight([{ name: "Ada", player: true, initiative: 20 }, { name: "Orc", initiative: 5 }]);
  const ada = by("Ada").actor as Fighter;
  const orc = by("Orc").actor as Fighter;
  await orc.update({ "system.defenses.ac": 5 } as never);
  await ada.createEmbeddedDocuments("Item", [
    { name: "Spear", type: "weapon", system: { damage: { formula: "1d8", kind: "physical" } } },
    { name: "Second wind", type: "ability", system: { action: "swift", uses: { value: 1, max: 1 } } }]);
  const Scene = world.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<{ view():
  Promise<void>; createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]> }> };
  const scene = await Scene.create({ name: "Field" });
  const [adaToken, orcToken] = await scene.createEmbeddedDocuments("Token", [
    { name: "Ada", actorId: ada.id, actorLink: true, ownership: { [world.foundry.player.id]: OWNERSHIP.OWNER } },
    { name: "Orc", actorId: orc.id, actorLink: true }]);
  await scene.view();
  await combat.startCombat();
  await world.settle(combat);
  const { registerHotbar } = await import("../../../src/applications/hotbar.js");
  const { useItem } = await import("../../../src/documents/use-item.js");
  registerHotbar();
  (await import("../../../src/keybindings.js")).registerKeybindings();
  Object.assign((globalThis as unknown as { game: object }).game, { fray: { api: { useItem } } });
  const layer = (globalThis as unknown as { canvas: { tokens: { placeables: Placeable[] } } }).canvas.tokens;
  const placeable = (id: string) => layer.placeables.find((t) => t.document.id === id)!;
  const hotbar = (globalThis as unknown as { ui: { hotbar: Hotbar } }).ui.hotbar;
  world.foundry.loginAs(world.foundry.player);
  world.foundry.player.targets.add(placeable(orcToken!.id) as never);
  const keys = world.foundry.game.keybindings;
  return { world, combat, by, ada, orc, hotbar, keys, adaToken: placeable(adaToken!.id), useItem,
    spear: ada.items.getName("Spear")!, wind: ada.items.getName("Second wind")! };
}
