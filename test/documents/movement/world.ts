import type { Document } from "../../foundry/documents.js";
import { turnEventsSettled } from "../../foundry/combat.js";
import { regionEventsHandled, type RegionDocument, type SceneDocument, type TokenDocument } from
  "../../foundry/scene.js";
import { frayWorld } from "../../data/world.js";
import type { FrayCombat } from "../../../src/documents/combat/combat.js";
import type { FrayCombatant } from "../../../src/documents/combat/combatant.js";

/** A fighter of the movement fight: its name, whether the player owns it, its SPD, DEX and disposition. */
interface Entry {
  name: string;
  player?: boolean;
  spd: number;
  dex: number;
  disposition: number;
  initiative: number;
}

/** Ada (the player's, SPD 6) and Bo (a character the player doesn't own, SPD 5) against Orc and Gob. */
const FIGHTERS: readonly Entry[] = [
  { name: "Ada", player: true, spd: 6, dex: 12, disposition: 1, initiative: 9 },
  { name: "Bo", spd: 5, dex: 10, disposition: 1, initiative: 7 },
  { name: "Orc", spd: 4, dex: 8, disposition: -1, initiative: 5 },
  { name: "Gob", spd: 7, dex: 14, disposition: -1, initiative: 3 },
];

/**
 * A Lur-Asko world with Fray's documents, dice and zone hooks registered, and the scene Fen of two zones side by
 * side: Marsh (x 0–500) and Ford (x 500–1000), each a Zone behavior with `marsh` and `ford` as its system data.
 */
export async function fenWorld(marshSystem: object = {}, fordSystem: object = {}) {
  const world = await frayWorld("lurasko");
  (await import("../../../src/documents/_module.js")).registerDocuments();
  (await import("../../../src/dice/_module.js")).registerDice();
  const zones = await import("../../../src/documents/zones/index.js");
  zones.registerZoneHooks();
  const movement = await import("../../../src/documents/movement/index.js");
  const cls = (name: string) => world.foundry.CONFIG[name]!.documentClass as typeof Document;
  const scene = (await cls("Scene").create({ name: "Fen" })) as SceneDocument;
  const rect = (x: number) => ({ type: "rectangle", x, y: 0, width: 500, height: 500 });
  const [marsh, ford] = (await scene.createEmbeddedDocuments("Region", [
    { name: "Marsh", shapes: [rect(0)] }, { name: "Ford", shapes: [rect(500)] },
  ])) as RegionDocument[];
  await marsh!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone", system: marshSystem }]);
  await ford!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone", system: fordSystem }]);
  return { world, zones, movement, cls, scene, marsh: marsh!, ford: ford! };
}

/**
 * A Lur-Asko fight on a scene of two zones, Marsh (a d12, 1 Hindrance for leaving) and Ford (a d20, group
 * defense 1 of every 2), with Fray's documents, dice, zone hooks and queries registered; every fighter has a
 * token (outside both zones) and is placed in Marsh from the tracker; the combat is in round 2's movement phase,
 * on Ada's turn.
 */
export async function movementFight() {
  const { world, zones, movement, cls, scene, marsh, ford } = await fenWorld({ leaving: { hindrance: 1, easing: 0 } },
    { movementDie: 20, groupDefenseRatio: 2 });
  const { foundry, Actor } = world;
  const actors = new Map<string, Document>();
  for (const f of FIGHTERS) {
    actors.set(f.name, (await Actor.create({ name: f.name, type: f.player || f.disposition > 0 ? "character" : "npc",
      system: { attributes: { spd: { value: f.spd }, dex: { value: f.dex } } },
      ...(f.player ? { ownership: { [foundry.player.id]: 3 } } : {}) }))!);
  }
  const tokens = (await scene.createEmbeddedDocuments("Token", FIGHTERS.map((f) => ({ name: f.name,
    actorId: actors.get(f.name)!.id, actorLink: true, disposition: f.disposition, x: 2000, y: 2000 })))) as
    TokenDocument[];
  const combat = (await cls("Combat").create({ scene: scene.id, active: true })) as unknown as FrayCombat;
  await combat.createEmbeddedDocuments("Combatant", FIGHTERS.map((f, i) => ({ name: f.name,
    actorId: actors.get(f.name)!.id, tokenId: tokens[i]!.id, sceneId: scene.id, initiative: f.initiative })) as never);
  await regionEventsHandled();
  const by = (name: string) => combat.combatants.find((c) => c.name === name) as unknown as FrayCombatant;
  for (const f of FIGHTERS) await zones.setZone(by(f.name) as never, "Marsh");
  const settle = async () => {
    await turnEventsSettled(combat as never);
    await combat.eventsSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  await combat.startCombat();
  for (let i = 0; i < FIGHTERS.length; i++) await combat.nextTurn();
  await settle();
  const actor = (name: string) => actors.get(name)! as Document & { system: Record<string, never>;
    effects: { find(fn: (effect: Document) => boolean): Document | undefined } };
  const spot = (name: string) => by(name).getFlag("fray" as never, "zone" as never) as unknown as
    { zone: string | null; group: string | null; engagement: string | null };
  const cards = () => foundry.game.messages.contents.filter((m) => m.type === "movement") as unknown as
    { system: Record<string, unknown> & { margin: number; distance: string; rushed: boolean } }[];
  return { ...world, zones, movement, scene, marsh, ford, tokens, combat, by, actor, spot, cards,
    settle,
    ask: (name: string, ask: Parameters<typeof movement.askMovement>[1]) => movement.askMovement(by(name), ask) };
}
