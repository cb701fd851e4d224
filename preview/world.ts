/**
 * The interactive preview's world: who owns what, the sample actors, a scene with zones and their tokens (the GM
 * targets the NPC, so an attack from a sheet has a target), a chat message, and one combat per rulebook ready to
 * start (Lur-Asko's with its fighters placed in zones, grouped up and engaged).
 * The session (preview/session.ts) builds it on start and on reset, and calls `combatFor` when the rulebook
 * switches.
 */
import type { PresetId } from "../src/rules/index.js";
import type { FoundryStandIn } from "../test/foundry/index.js";
import { SAMPLE_ITEMS, characterSystem, npcSystem } from "./samples.js";

/** A document as the preview handles it. */
interface Doc {
  id: string;
  name: string;
  type: string;
  sheet: { render(options: object): Promise<unknown> } | null;
  testUserPermission(user: unknown, level: string): boolean;
}

/** A document class's create, as the stand-in has it. */
interface Creator {
  create(data: object, options?: object): Promise<Doc>;
}

/** Ownership levels (CONST.DOCUMENT_OWNERSHIP_LEVELS). */
const LIMITED = 1;
const OBSERVER = 2;
const OWNER = 3;

/** What buildWorld made: the documents whose sheets open at the start. */
export interface PreviewWorld {
  /** The documents whose sheets the preview opens, in order. */
  open: Doc[];
}

/** The world's actors: the player's character, a companion the player observes, and an NPC players see in part. */
async function createActors(stand: FoundryStandIn): Promise<Doc[]> {
  const Actor = stand.CONFIG.Actor!.documentClass as unknown as Creator;
  const effects = [{ name: "Blessed", img: "icons/magic/holy.svg" },
    { name: "Prone", img: "icons/svg/falling.svg", disabled: true, statuses: ["prone"] }];
  const vessa = await Actor.create({ name: "Vessa Thorn", type: "character", img: "icons/portrait.svg",
    system: characterSystem(), items: SAMPLE_ITEMS, effects,
    ownership: { default: 0, [stand.player.id]: OWNER } });
  const orrin = await Actor.create({ name: "Orrin Vale", type: "character", img: "icons/portrait.svg",
    system: characterSystem(), items: SAMPLE_ITEMS.filter((i) => i.type !== "shield"),
    ownership: { default: 0, [stand.player.id]: OBSERVER } });
  const bruiser = await Actor.create({ name: "Gullet bruiser", type: "npc", img: "icons/portrait.svg",
    system: npcSystem(), ownership: { default: LIMITED },
    items: SAMPLE_ITEMS.filter((i) => i.type === "weapon" || i.type === "ability") });
  return [vessa, orrin, bruiser];
}

/** Creates the combat of `preset` (its combatants are the scene's tokens, not yet rolled) unless it exists. */
export async function combatFor(stand: FoundryStandIn, preset: PresetId): Promise<void> {
  const combats = stand.game.combats.contents as unknown as { flags: Record<string, Record<string, unknown>>;
    update(data: object): Promise<unknown> }[];
  for (const combat of combats) {
    const active = combat.flags.preview?.preset === preset;
    await combat.update({ active });
  }
  if (combats.some((c) => c.flags.preview?.preset === preset)) return;
  const Combat = stand.CONFIG.Combat!.documentClass as unknown as Creator;
  const scene = stand.game.scenes.contents[0] as unknown as { id: string; tokens: { contents: { id: string;
    name: string; actorId: string }[] } };
  const combat = await Combat.create({ active: true, flags: { preview: { preset } },
    ...(preset === "lurasko" ? { scene: scene.id } : {}), combatants: scene.tokens.contents.map((token) => ({
      tokenId: token.id, sceneId: scene.id, actorId: token.actorId, name: token.name, img: "icons/portrait.svg" })) });
  if (scene) await placeInZones(combat as unknown as ZoneCombat);
}

/** A combat as the zone placement drives it. */
interface ZoneCombat {
  combatants: { contents: { id: string; name: string }[] };
}

/**
 * Z10, Z11: the Lur-Asko fight without tokens on the canvas: the party in the Ford, grouped up and engaged with the
 * bruiser; through the zones API a GM would call from the tracker.
 */
async function placeInZones(combat: ZoneCombat): Promise<void> {
  const zones = (game as unknown as { fray: { zones: {
    setZone(c: unknown, name: string): Promise<unknown>; groupUp(c: unknown, ids: string[]): Promise<unknown>;
    engage(c: unknown, ids: string[]): Promise<unknown>; } } }).fray.zones;
  const [vessa, orrin, bruiser] = combat.combatants.contents;
  for (const combatant of [vessa, orrin, bruiser]) await zones.setZone(combatant, "Gullet ford");
  await zones.groupUp(combat, [vessa!.id, orrin!.id]);
  await zones.engage(combat, [vessa!.id, bruiser!.id]);
}

/** Z10: the scene's zones, as Scene Regions with the `zone` behavior and their traits. */
const ZONES = [
  { name: "Gullet ford", x: 0, width: 700, system: { movementDie: 8, leaving: { hindrance: 1, easing: 0 },
    notes: "Knee-deep water over slick stones.", features: [{ name: "Fallen ox-cart", description: "" }] } },
  { name: "Reed bank", x: 700, width: 500, system: { groupDefenseRatio: 2, notes: "Tall reeds hide the archers." } },
  { name: "Watch hill", x: 1200, width: 600, system: { leaving: { hindrance: 0, easing: 1 } } },
];

/** What the preview needs of a Region. */
interface RegionLike {
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown>;
}

/** Draws the scene's zones: a region per zone, each marked by a `zone` behavior with its traits. */
async function createZones(scene: SceneLike): Promise<void> {
  const regions = await scene.createEmbeddedDocuments("Region", ZONES.map((zone) => ({ name: zone.name,
    shapes: [{ type: "rectangle", x: zone.x, y: 0, width: zone.width, height: 600 }] }))) as unknown as RegionLike[];
  for (const [i, region] of regions.entries()) {
    await region.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone", system: ZONES[i]!.system }]);
  }
}

/** What the preview needs of a Scene. */
interface SceneLike {
  createEmbeddedDocuments(name: string, data: object[]): Promise<{ id: string }[]>;
  view(): Promise<unknown>;
}

/** A scene viewed on the canvas with three zones and a linked token per actor (the party friendly, the NPC hostile,
 * just below Vessa so her sword reaches it, L10, and Orrin not), the NPC's token targeted by the GM. */
async function createScene(stand: FoundryStandIn, actors: Doc[]): Promise<void> {
  const Scene = stand.CONFIG.Scene!.documentClass as unknown as { create(data: object): Promise<SceneLike> };
  const scene = await Scene.create({ name: "Gullet ford" });
  await createZones(scene);
  const tokens = await scene.createEmbeddedDocuments("Token", actors.map((actor, i) => ({ name: actor.name,
    actorId: actor.id, actorLink: true, disposition: actor.type === "npc" ? -1 : 1,
    x: actor.type === "npc" ? 100 : 100 + 200 * i, y: actor.type === "npc" ? 200 : 100 })));
  await scene.view();
  stand.canvas.tokens.get(tokens.at(-1)!.id)!.setTarget(true, { user: stand.gm });
}

/** Builds the sample world for `preset`, logged in as the GM. */
export async function buildWorld(stand: FoundryStandIn, preset: PresetId): Promise<PreviewWorld> {
  await stand.game.settings.set("fray", "preset", preset);
  const actors = await createActors(stand);
  await createScene(stand, actors);
  await combatFor(stand, preset);
  // A plain roll a player made (no Fray card): its flavor says which roll it is, as a roll message should.
  const roll = new Roll("1d20 + 4");
  await roll.evaluate();
  await roll.toMessage({ flavor: game.i18n.localize("PREVIEW.sampleRoll"),
    speaker: { alias: "Vessa Thorn", actor: actors[0]!.id } });
  return { open: actors };
}
