import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import type { Document } from "../foundry/documents.js";
import { combatantsLeft } from "../foundry/scene.js";
import { tableFight, type TableActor, type TableCard } from "./world.js";

/** A token on the scene as this fight reads it. */
type Token = Document & { actor: TableActor; x: number; y: number };
/** A free-hit offer as this fight reads it. */
type Offer = { type: string; system: { reason: string; slotsLeft: number; hitterUuid?: string } & Record<string,
  unknown> };

/** Where a token stands, in grid spaces on the Cave's 100 px grid. */
const cell = (column: number, row: number) => ({ x: column * 100, y: row * 100 });

/**
 * Agility (seed 003), played by the GM on a scene, as Foundry makes a fight of placed tokens (issue 29 item 2): the
 * combatants are made from the tokens (tokenId and sceneId; core fills actorId), and the two goblins are unlinked
 * tokens of one "Goblin" actor, each with its own token actor.
 * - Ilsa (the player's, linked): Agility +1, Accuracy +2, HP 20; a sword 1d8. A9: 1 + 1 = 2 free-hit slots.
 * - Goblin (NPC): Agility +0, Accuracy +1, HP 10; a dagger 1d4. A9: 0 + 1 = 1 slot each.
 * Ilsa stands at (5, 5), Goblin 1 at (6, 5) and Goblin 2 at (4, 5), both beside her.
 */
async function goblinFight() {
  const f = await tableFight("agility", [
    { name: "Ilsa", type: "character", player: true, disposition: 1, system: { attributes: { agi: { value: 1 } },
      accuracy: 2, hp: { value: 20, max: 20 } }, weapon: { damage: { formula: "1d8" } } },
    { name: "Goblin", type: "npc", disposition: -1, system: { attributes: { agi: { value: 0 } }, accuracy: 1,
      hp: { value: 10, max: 10 } }, weapon: { damage: { formula: "1d4" } } },
  ], { combatants: false });
  const moves = await import("../../src/documents/movement/index.js");
  moves.registerFreeHitOffers();
  const Scene = f.foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<Document> };
  const scene = await Scene.create({ name: "Cave", grid: { size: 100, type: 1 } });
  const [ilsa, one, two] = await scene.createEmbeddedDocuments("Token", [
    { name: "Ilsa", actorId: f.actor("Ilsa").id, actorLink: true, disposition: 1, ...cell(5, 5) },
    { name: "Goblin 1", actorId: f.actor("Goblin").id, disposition: -1, ...cell(6, 5) },
    { name: "Goblin 2", actorId: f.actor("Goblin").id, disposition: -1, ...cell(4, 5) }]) as Token[];
  await f.combat.update({ scene: scene.id });
  await f.combat.createEmbeddedDocuments("Combatant", [ilsa!, one!, two!].map((t) => ({ tokenId: t.id,
    sceneId: scene.id })) as never);
  await f.settle();
  const offers = () => f.foundry.game.messages.contents.filter((m) => m.type === "freeHit") as unknown as Offer[];
  const move = async (token: Token, to: { x: number; y: number }) => {
    await token.update(to);
    await moves.freeHitOffersSettled();
  };
  return { ...f, scene, ilsa: ilsa!, one: one!, two: two!, offers, move };
}

describe("a fight of unlinked goblins (Agility, on a scene; issue 29 item 2)", () => {
  it("A1, A3, A9: each goblin is its own token actor: it takes its own damage (and its undo), is offered its own free "
    + "hit, and leaves the fight with its token", async () => {
    const f = await goblinFight();
    const { combat, ilsa, one, two } = f;
    // The combatants stand for the tokens: actorId from the token, the goblins' actors their token actors.
    const goblins = combat.combatants.filter((c) => c.token?.name?.startsWith("Goblin") === true);
    expect(goblins.map((c) => [c.actorId, c.actor?.uuid])).toEqual([[f.actor("Goblin").id, one.actor.uuid],
      [f.actor("Goblin").id, two.actor.uuid]]);
    // A1: no roll: Ilsa +1 first, then the goblins (+0).
    scriptFaces();
    await combat.rollAll();
    await combat.startCombat();
    await f.settle();
    expect(combat.combatant?.token?.name).toBe("Ilsa");

    // A3: Ilsa's sword at Goblin 1: d20 12 + Accuracy 2 = 14 ≥ 10 + Agility 0: a hit; 1d8 shows 6: 10 − 6 = 4 HP,
    // on Goblin 1's token actor only.
    scriptFaces([20, 12]);
    const attack = (await f.api.attack(f.actor("Ilsa") as never, f.weapon("Ilsa") as never,
      { targets: [one] })) as unknown as TableCard;
    expect(attack.system.targets[0]).toMatchObject({ tokenUuid: one.uuid, outcome: { outcome: "hit", total: 14 } });
    scriptFaces([8, 6]);
    const damage = (await f.api.damage(attack as never)) as unknown as TableCard;
    await f.api.apply(damage as never, one.uuid);
    expect([one.actor.system.hp.value, two.actor.system.hp.value, f.hp("Goblin")]).toEqual([4, 10, 10]);

    // A9: Ilsa steps from (5, 5) to (5, 7), out of both goblins' melee zones: each goblin, found by its own token
    // actor's uuid, is offered one free hit (Agility 0 + 1 = 1 slot).
    await f.move(ilsa, cell(5, 7));
    expect(f.offers().map((o) => [o.system.reason, o.system.slotsLeft])).toEqual([["left", 1], ["left", 1]]);

    // Goblin 2's token deleted: its combatant leaves with it (foundryvtt#11630); Goblin 1 fights on.
    await two.delete();
    await combatantsLeft();
    await f.settle();
    expect(combat.combatants.map((c) => c.token?.name)).toEqual(["Ilsa", "Goblin 1"]);
    expect(one.actor.system.hp.value).toBe(4);
    // Undoing the damage gives Goblin 1 its 10 HP back; the base actor was never touched.
    await f.api.undo(damage as never, one.uuid);
    expect([one.actor.system.hp.value, f.hp("Goblin")]).toEqual([10, 10]);
  });
});
