import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import type { PresetId } from "../../src/rules/presets.js";
import type { ActorActions } from "../../src/documents/actions-for.js";
import { combatWorld } from "./world.js";

/** An actor as these tests give it items. */
type Fighter = Actor.Implementation & { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]> };

/**
 * Under `preset`: Ada (first in the order) with a Spear (1d8) and Second wind (a swift action, 1 use of 1), against
 * an Orc (AC 5) whose token the user targets; the combat started when `started`.
 */
async function adaFight(preset: PresetId, started = true) {
  const world = await combatWorld(preset);
  const { combat, by } = await world.fight([{ name: "Ada", initiative: 20 }, { name: "Orc", initiative: 5 }]);
  const ada = by("Ada").actor as Fighter;
  const orc = by("Orc").actor as Fighter;
  await orc.update({ "system.defenses.ac": 5 } as never);
  await ada.createEmbeddedDocuments("Item", [
    { name: "Spear", type: "weapon", system: { damage: { formula: "1d8", kind: "physical" } } },
    { name: "Second wind", type: "ability", system: { action: "swift", uses: { value: 1, max: 1 } } }]);
  const Scene = world.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<{
    createEmbeddedDocuments(n: string, d: object[]): Promise<unknown[]> }> };
  const scene = await Scene.create({ name: "Field" });
  const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Orc", actorId: orc.id, actorLink: true }]);
  world.foundry.game.user!.targets.add(token as never);
  if (started) {
    await combat.startCombat();
    await world.settle(combat);
  }
  const { cardApi } = await import("../../src/documents/cards/api.js");
  return { world, combat, by, ada, orc, actionsFor: (actor: Actor.Implementation) => cardApi.actionsFor(actor) };
}

/** The list as name, action kind and usable, with the pips left. */
const summary = (list: ActorActions) => ({
  rows: [...list.weapons, ...list.abilities].map((a) => [a.type, a.name, a.action, a.usable]),
  pips: list.pips,
});

describe("game.fray.api.actionsFor: a Token Action HUD-style list", () => {
  it("L7 (Legend): the Spear spends a standard action; used through its use(), it is spent: no longer usable",
    async () => {
      const { ada, by, actionsFor, world } = await adaFight("legend");
      const list = actionsFor(ada);
      const spear = list.weapons[0]!;
      expect([spear.name, spear.img, spear.uuid, spear.id]).toEqual(["Spear", ada.items.getName("Spear")!.img ?? "",
        ada.items.getName("Spear")!.uuid, ada.items.getName("Spear")!.id]);
      expect(summary(list)).toEqual({
        rows: [["weapon", "Spear", "standard", true], ["ability", "Second wind", "swift", true]],
        pips: { standard: 1, move: 1, swift: 1, free: 5, immediate: 1 } });
      scriptFaces([20, 15]);
      const card = await spear.use() as { type: string; system: { targets: { name: string }[] } };
      // The user's targets, as the sheet's button attacks.
      expect([card.type, card.system.targets.map((t) => t.name)]).toEqual(["attack", ["Orc"]]);
      expect(by("Ada").system.spent.standard).toBe(1);
      expect(summary(actionsFor(ada))).toEqual({
        rows: [["weapon", "Spear", "standard", false], ["ability", "Second wind", "swift", true]],
        pips: { standard: 0, move: 1, swift: 1, free: 5, immediate: 1 } });
      expect(await actionsFor(ada).abilities[0]!.use()).toBe(true);
      expect(summary(actionsFor(ada)).rows[1]).toEqual(["ability", "Second wind", "swift", false]);
      expect(world.foundry.notices).toEqual([]);
    });

  it("T6 (LoT): the Spear spends a Full action of two, so after one attack it can still be used", async () => {
    const { ada, actionsFor } = await adaFight("lot");
    expect(summary(actionsFor(ada))).toEqual({
      rows: [["weapon", "Spear", "full", true], ["ability", "Second wind", "swift", true]],
      pips: { full: 2, swift: 1, free: 1, reaction: 1 } });
    scriptFaces([20, 15]);
    await actionsFor(ada).weapons[0]!.use();
    expect(summary(actionsFor(ada))).toEqual({
      rows: [["weapon", "Spear", "full", true], ["ability", "Second wind", "swift", true]],
      pips: { full: 1, swift: 1, free: 1, reaction: 1 } });
  });

  it("L7: off its turn the Orc's Spear can't be used; outside a started combat there are no pips", async () => {
    const { orc, actionsFor } = await adaFight("legend");
    await orc.createEmbeddedDocuments("Item", [{ name: "Club", type: "weapon",
      system: { damage: { formula: "1d6", kind: "physical" } } }]);
    expect(summary(actionsFor(orc)).rows).toEqual([["weapon", "Club", "standard", false]]);
    const before = await adaFight("sides", false);
    expect(summary(before.actionsFor(before.ada))).toEqual({
      rows: [["weapon", "Spear", "main", true], ["ability", "Second wind", "swift", true]], pips: null });
  });

  it("a missing actor (null, an item, a uuid string) lists nothing, with one notice, and never throws", async () => {
    const { world, ada, actionsFor } = await adaFight("legend");
    const item = (ada as unknown as { items: { contents: unknown[] } }).items.contents[0];
    for (const bad of [null, item, "Actor.nothing"]) {
      const notices = world.foundry.notices.length;
      expect(actionsFor(bad as never)).toEqual({ weapons: [], abilities: [], pips: null });
      expect(world.foundry.notices.slice(notices).map((n) => n.message))
        .toEqual(["That is not an actor: there is nothing to list or use."]);
    }
  });
});
