// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import type { Document } from "../foundry/documents.js";
import { cardWorld } from "./card-world.js";

/** An actor as these tests read it. */
type Actor = Document & { system: { hp: { value: number } }; effects: { contents: { statuses: Set<string> }[] } };
/** A card as these tests read it. */
type Msg = { system: { targets: { tokenUuid: string; actorUuid: string }[] } };

/** Two unlinked tokens of one "Orc" actor (HP 20) on a scene, and a hero with a 1d8 + 4 spear (agility: wounds). */
async function orcs() {
  const w = await cardWorld("agility", { damage: { formula: "1d8 + 4", kind: "physical" } });
  const hero = await w.fighter("Hero", {}, true);
  const orc = await w.fighter("Orc", { hp: { value: 20, max: 20 } }) as unknown as Actor;
  const Scene = w.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<{
    createEmbeddedDocuments(n: string, d: object[]): Promise<(Document & { actor: Actor })[]> }> };
  const scene = await Scene.create({ name: "Camp" });
  const [one, two] = await scene.createEmbeddedDocuments("Token", [{ name: "Orc 1", actorId: orc.id },
    { name: "Orc 2", actorId: orc.id, x: 300 }]);
  return { w, hero, orc, one: one!, two: two! };
}

describe("unlinked tokens: the cards write the token actor, never the base actor", () => {
  it("A5: attack, damage and apply hit Orc 1's token actor (HP and wound); undo restores it exactly", async () => {
    const { w, hero, orc, one, two } = await orcs();
    scriptFaces([20, 18], [8, 4]);
    const attack = await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [one], options: { aimedArea: "slowing" } }) as unknown as Msg;
    expect(attack.system.targets[0]).toMatchObject({ tokenUuid: one.uuid, actorUuid: one.actor.uuid });
    expect(one.actor.uuid).not.toBe(orc.uuid);
    const damage = await w.api.damage(attack) as unknown as Msg;
    await w.api.apply(damage, one.uuid);
    expect([one.actor.system.hp.value, two.actor.system.hp.value, orc.system.hp.value]).toEqual([12, 20, 20]);
    expect(one.actor.effects.contents.map((e) => [...e.statuses])).toEqual([["wound"]]);
    expect([orc.effects.contents, two.actor.effects.contents]).toEqual([[], []]);
    await w.api.undo(damage, one.uuid);
    expect([one.actor.system.hp.value, one.actor.effects.contents, orc.system.hp.value]).toEqual([20, [], 20]);
  });

  it("A6: a heal of a token actor heals it alone, and its undo takes back only that", async () => {
    const { w, orc, one } = await orcs();
    await one.actor.update({ "system.hp.value": 5 });
    const heal = await w.api.heal(one, 6) as unknown as Msg;
    expect([one.actor.system.hp.value, orc.system.hp.value]).toEqual([11, 20]);
    await w.api.undo(heal, one.uuid);
    expect([one.actor.system.hp.value, orc.system.hp.value]).toEqual([5, 20]);
  });

  it("a player's apply to an unowned token actor goes through the GM and lands on the token actor", async () => {
    const { w, hero, orc, one } = await orcs();
    scriptFaces([20, 18], [8, 4]);
    w.foundry.loginAs(w.foundry.player);
    const damage = await w.api.damage(await w.api.attack(hero as never, w.weaponOf(hero) as never,
      { targets: [one] })) as unknown as Msg;
    await w.api.apply(damage, one.uuid);
    expect([one.actor.system.hp.value, orc.system.hp.value]).toEqual([12, 20]);
  });
});
