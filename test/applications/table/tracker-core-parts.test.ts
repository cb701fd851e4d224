// @vitest-environment happy-dom
/**
 * Issue 30: Fray's tracker rows keep what core's rows show: the token's effect icons, the tracked resource (core's
 * Combat Tracker setting) and ping and pan to the token, beside Fray's markers and pips.
 */
import { describe, expect, it } from "vitest";
import { trackerConfig } from "../../foundry/combat.js";
import { OWNERSHIP } from "../../foundry/documents.js";
import { trackerWorld } from "../sidebar/world.js";

/** A Legend fight: Hero (the player's, HP 7 of 10, prone) and an Orc; their tokens on the viewed scene if `viewed`. */
async function coreFight(viewed = true) {
  const world = await trackerWorld("legend");
  const { foundry } = world;
  const Actor = foundry.CONFIG.Actor!.documentClass as unknown as { create(d: object): Promise<Actor.Implementation> };
  const hero = await Actor.create({ name: "Hero", type: "character", system: { hp: { value: 7, max: 10 } },
    ownership: { default: OWNERSHIP.NONE, [foundry.player.id]: OWNERSHIP.OWNER } });
  const orc = await Actor.create({ name: "Orc", type: "npc" });
  await (hero as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> })
    .createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", img: "icons/svg/falling.svg", statuses: ["prone"] }]);
  const Scene = foundry.CONFIG.Scene!.documentClass as unknown as { create(d: object): Promise<{ view():
  Promise<void>; createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]> }> };
  const scene = await Scene.create({ name: "Field" });
  const [heroToken, orcToken] = await scene.createEmbeddedDocuments("Token", [
    { name: "Hero", actorId: hero.id, actorLink: true, x: 100, y: 200 },
    { name: "Orc", actorId: orc.id, actorLink: true, x: 300, y: 200 }]);
  if (viewed) await scene.view();
  const combat = await world.Combat.create({}) as unknown as { createEmbeddedDocuments(n: string, d: object[]):
  Promise<unknown>; startCombat(): Promise<unknown> };
  await combat.createEmbeddedDocuments("Combatant", [
    { name: "Hero", actorId: hero.id, tokenId: heroToken!.id, initiative: 20 },
    { name: "Orc", actorId: orc.id, tokenId: orcToken!.id, initiative: 10 }]);
  return { world, foundry, heroToken: heroToken! };
}

describe("tracker rows keep core's parts (issue 30)", () => {
  it("the token's effect icons beside the name, the tracked resource (HP, Combat Tracker setting) before the "
    + "initiative, ping and pan to the token", async () => {
    const { world, foundry } = await coreFight();
    trackerConfig.resource = "hp";
    try {
      await world.show();
      const hero = world.row("Hero");
      expect([...hero.querySelectorAll<HTMLImageElement>(".token-effects img")].map((i) => [i.alt, i.getAttribute("src")]))
        .toEqual([["Prone", "icons/svg/falling.svg"]]);
      expect(hero.querySelector(".token-resource")!.textContent).toBe("7");
      expect(world.row("Orc").querySelector(".token-effects")).toBeNull();
      await world.click(`[data-combatant-id="${hero.dataset.combatantId}"] [data-action=pingCombatant]`);
      await world.click(`[data-combatant-id="${hero.dataset.combatantId}"] [data-action=panToCombatant]`);
      const placeable = foundry.canvas.tokens.placeables.find((t) => t.name === "Hero")!;
      expect(foundry.canvas.moves).toEqual([{ kind: "ping", ...placeable.center }, { kind: "pan", ...placeable.center }]);
    } finally {
      trackerConfig.resource = "";
    }
  });

  it("no resource tracked: no resource; the tokens not on the viewed scene: no ping or pan", async () => {
    const { world } = await coreFight(false);
    await world.show();
    const hero = world.row("Hero");
    expect(hero.querySelector(".token-resource")).toBeNull();
    expect(hero.querySelector("[data-action=pingCombatant], [data-action=panToCombatant]")).toBeNull();
    expect(hero.querySelectorAll(".token-effects img")).toHaveLength(1);
  });
});
