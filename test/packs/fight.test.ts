/**
 * The ready characters and foes fight in their own rulebook's world. The characters and foes packs are compiled as
 * scripts/build.mjs compiles them and read back from the LevelDB; each actor is created from its compiled document,
 * its prototype token placed on a scene (linked or not, friendly or hostile, as the pack sets it), and it attacks a
 * practice target with every weapon: an attack card that hits, then a damage card, applied. Then the target hits it
 * back, applied. No notice may appear: nothing is refused. Every die is scripted to the face at 92.5 % of its range,
 * a d20 19 and every smaller die its highest face, so each attack hits (19 + the least bonus reaches every defense
 * here) and no natural 20 starts an Agility escalation or a LoT 25.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { frayWorld } from "../data/world.js";
import { uniformFor } from "../foundry/dice.js";
import type { Document } from "../foundry/documents.js";
import type { FoundryStandIn } from "../foundry/index.js";
import { PRESET_IDS, type PresetId } from "../../src/rules/presets.js";
import { ACTOR_PACKS, SOURCE, actorEntries, type SourceDoc } from "./sources.js";

/** An actor as these tests read it. */
type FightActor = Document & { system: { hp: { value: number }; overshield: { value: number } };
  items: { contents: Document[] } };
/** A placed token as these tests read it. */
type PlacedToken = Document & { actor: FightActor; uuid: string };
/** A card as these tests read it. */
type Card = { system: { targets: { tokenUuid: string; outcome?: { outcome: string };
  hits?: { amount: number }[] }[] } };

const TMP = mkdtempSync(join(tmpdir(), "fray-packs-"));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/** The actor packs compiled into a temporary LevelDB each, as the build does, and every document read back by id. */
async function compiledActors(): Promise<Map<string, SourceDoc>> {
  const docs = new Map<string, SourceDoc>();
  for (const pack of Object.keys(ACTOR_PACKS)) {
    await compilePack(join(SOURCE, pack), join(TMP, pack), { recursive: true, log: false });
    await extractPack(join(TMP, pack), join(TMP, `${pack}-out`), {
      transformEntry: async (entry) => {
        docs.set(entry._id as string, entry as unknown as SourceDoc);
        return false;
      },
    });
  }
  return docs;
}

/** A document as a world import takes it from a pack: no pack key, no pack folder. */
function imported(doc: SourceDoc): Record<string, unknown> {
  const data: Record<string, unknown> = structuredClone(doc);
  delete data._key;
  delete data.folder;
  data.items = (doc.items ?? []).map((item) => {
    const copy: Record<string, unknown> = structuredClone(item);
    delete copy._key;
    return copy;
  });
  return data;
}

/** Fray registered in the stand-in under `preset`, a scene, and a practice target on it that is hard to miss. */
async function packWorld(preset: PresetId) {
  const { foundry, Actor } = await frayWorld(preset);
  (await import("../../src/documents/_module.js")).registerDocuments();
  (await import("../../src/dice/_module.js")).registerDice();
  const { cardApi, registerCardQueries } = await import("../../src/documents/cards/api.js");
  registerCardQueries();
  const Scene = foundry.CONFIG.Scene!.documentClass as unknown as { create(data: object): Promise<{
    createEmbeddedDocuments(name: string, data: object[]): Promise<PlacedToken[]> }> };
  const scene = await Scene.create({ name: "Practice yard" });
  // Defense 1 (AC, Dodge, Armor) and Agility −5 (hit on 10 − 5); bonus +10 and Accuracy +10 to hit back with 3d6.
  const dummy = (await Actor.create({ name: "Practice Target", type: "npc", system: {
    hp: { value: 9999, max: 9999 }, defenses: { ac: 1, dodge: 1, armor: 1 }, attackBonus: 10, accuracy: 10,
    attributeSets: { agility: { agi: { value: -5 } } } } })) as FightActor;
  await dummy.createEmbeddedDocuments("Item", [{ name: "Practice Blade", type: "weapon",
    system: { damage: { formula: "3d6", kind: "physical" } } }]);
  const [target] = await scene.createEmbeddedDocuments("Token", [{ name: dummy.name, actorId: dummy.id,
    actorLink: true, disposition: 0, x: 0, y: 0 }]);
  const dice = (foundry.CONFIG as unknown as { Dice: { randomUniform: () => number } }).Dice;
  dice.randomUniform = () => uniformFor(19, 20);
  return { foundry, Actor, api: cardApi, scene, target: target!, dummy };
}

/** The outcomes that land: a hit, or a critical one. */
const HIT = /^(hit|critical)$/;

/** What a token's actor holds before damage: HP and overshield. */
const health = (actor: FightActor) => actor.system.hp.value + actor.system.overshield.value;

let compiled: Map<string, SourceDoc>;
beforeAll(async () => {
  compiled = await compiledActors();
});

describe.each(PRESET_IDS)("the %s characters and foes, from the compiled packs", (preset) => {
  let world: Awaited<ReturnType<typeof packWorld>>;
  let foundry: FoundryStandIn;
  beforeAll(async () => {
    world = await packWorld(preset);
    foundry = world.foundry;
  });

  const actors = actorEntries.filter((e) => e.rulebook === preset).map((e) => [e.pack, e.doc.name, e.doc._id] as const);
  it.each(actors)("L8, S5–S7, A3, T7, T8, T11: %s/%s attacks with every weapon and takes a hit", async (_p, _n, id) => {
    const doc = compiled.get(id)!;
    expect(doc.items!.length).toBe(actorEntries.find((e) => e.doc._id === id)!.doc.items!.length);
    const actor = (await world.Actor.create(imported(doc))) as FightActor;
    const token = doc.prototypeToken as { actorLink: boolean; disposition: number; bar1: object; bar2: object };
    const [placed] = await world.scene.createEmbeddedDocuments("Token", [{ name: doc.name, actorId: actor.id,
      actorLink: token.actorLink, disposition: token.disposition, bar1: token.bar1, bar2: token.bar2, x: 100, y: 0 }]);
    const fighter = placed!.actor;
    const weapons = fighter.items.contents.filter((i) => i.type === "weapon");
    expect(weapons.length).toBeGreaterThanOrEqual(1);
    for (const weapon of weapons) {
      const attack = (await world.api.attack(fighter as never, weapon as never, { targets: [world.target] })) as
        unknown as Card | null;
      expect([weapon.name, attack?.system.targets[0]!.outcome?.outcome, foundry.notices])
        .toEqual([weapon.name, expect.stringMatching(HIT), []]);
      const damage = (await world.api.damage(attack)) as unknown as Card | null;
      const hits = damage?.system.targets[0]!.hits ?? [];
      expect([weapon.name, hits.length > 0 && hits.every((h) => h.amount > 0)]).toEqual([weapon.name, true]);
      const before = health(world.dummy);
      await world.api.apply(damage, world.target.uuid);
      expect(health(world.dummy)).toBeLessThan(before);
    }
    const blade = world.dummy.items.contents[0]!;
    const counter = (await world.api.attack(world.dummy as never, blade as never, { targets: [placed] })) as
      unknown as Card | null;
    expect(counter?.system.targets[0]!.outcome?.outcome).toMatch(HIT);
    const before = health(fighter);
    await world.api.apply(await world.api.damage(counter), placed!.uuid);
    expect(health(fighter)).toBeLessThan(before);
    expect(foundry.notices).toEqual([]);
  });
});
