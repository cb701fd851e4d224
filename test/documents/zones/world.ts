import type { Document } from "../../foundry/documents.js";
import { regionEventsHandled, type RegionDocument, type SceneDocument, type TokenDocument } from
  "../../foundry/scene.js";
import { frayWorld } from "../../data/world.js";

/** A Lur-Asko world with Fray's zone hooks, a scene of two zones (Marsh 0–500, Ford 500–1000) and a region that is
 * no zone (Shade), a player's character Ada and an enemy Orc, each with a token and a combatant in one combat. */
export async function zoneFight() {
  const world = await frayWorld("lurasko");
  const { foundry, Actor } = world;
  const zones = await import("../../../src/documents/zones/index.js");
  zones.registerZoneHooks();
  const cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
  const scene = (await cls("Scene").create({ name: "Fen" })) as SceneDocument;
  const rect = (x: number) => ({ type: "rectangle", x, y: 0, width: 500, height: 500 });
  const [marsh, ford, shade] = (await scene.createEmbeddedDocuments("Region", [
    { name: "Marsh", shapes: [rect(0)] }, { name: "Ford", shapes: [rect(500)] }, { name: "Shade", shapes: [rect(0)] },
  ])) as RegionDocument[];
  await marsh!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone" }]);
  await ford!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone", system: { movementDie: 20 } }]);
  const ada = (await Actor.create({ name: "Ada", type: "character", ownership: { [foundry.player.id]: 3 } }))!;
  const orc = (await Actor.create({ name: "Orc", type: "npc" }))!;
  const [adaToken, orcToken] = (await scene.createEmbeddedDocuments("Token", [
    { name: "Ada", actorId: ada.id, actorLink: true, disposition: 1, x: 2000, y: 2000 },
    { name: "Orc", actorId: orc.id, actorLink: true, disposition: -1, x: 2000, y: 2000 },
  ])) as TokenDocument[];
  const combat = (await cls("Combat").create({ scene: scene.id, active: true }))!;
  const [adaC, orcC] = await combat.createEmbeddedDocuments("Combatant", [
    { actorId: ada.id, tokenId: adaToken!.id, sceneId: scene.id, name: "Ada" },
    { actorId: orc.id, tokenId: orcToken!.id, sceneId: scene.id, name: "Orc" },
  ]);
  await regionEventsHandled();
  return { ...world, zones, cls, scene, marsh: marsh!, ford: ford!, shade: shade!, ada, orc, adaToken: adaToken!,
    orcToken: orcToken!, combat, adaC: adaC!, orcC: orcC! };
}

/** Moves a token as the current user and waits until region events are handled (and what they wrote). */
export async function moveTo(token: TokenDocument, x: number, y = 100): Promise<void> {
  await token.update({ x, y });
  await regionEventsHandled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A combatant's stored zone spot. */
export const spot = (combatant: Document) => combatant.getFlag("fray", "zone") ?? null;
