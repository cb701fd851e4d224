import { describe, expect, it } from "vitest";
import { turnEventsSettled } from "../foundry/combat.js";
import { scriptFaces } from "../foundry/dice.js";
import type { Document } from "../foundry/documents.js";
import { regionEventsHandled, type RegionDocument, type SceneDocument, type TokenDocument } from
  "../foundry/scene.js";
import { frayWorld } from "../data/world.js";
import type { FrayCombat } from "../../src/documents/combat/combat.js";
import type { FrayCombatant } from "../../src/documents/combat/combatant.js";
import type { TableActor, TableCard } from "./world.js";

/** Ada (the player's), Bo (the GM's character) and an Orc: Lur-Asko DEX, SPD, AC, HP and attack bonus. */
const FIGHTERS = [
  { name: "Ada", type: "character", player: true, x: 100, disposition: 1, system: { attributes: { dex: { value: 12 },
    spd: { value: 6 } }, attackBonus: 2, defenses: { ac: 12 }, hp: { value: 14, max: 14 } }, formula: "1d8" },
  { name: "Bo", type: "character", x: 150, disposition: 1, system: { attributes: { dex: { value: 10 },
    spd: { value: 5 } }, attackBonus: 1, defenses: { ac: 11 }, hp: { value: 12, max: 12 } }, formula: "1d6" },
  { name: "Orc", type: "npc", x: 200, disposition: -1, system: { attributes: { dex: { value: 8 }, spd: { value: 4 } },
    attackBonus: 3, defenses: { ac: 11 }, hp: { value: 15, max: 15 } }, formula: "1d6" },
] as const;

/**
 * Lur-Asko (seed 001) as a table plays it: a scene of two zones, Marsh (a d12) and Ford (a d20), the three tokens
 * standing in Marsh before the GM adds them to the encounter; Fray's documents, dice and zone hooks registered.
 */
async function luraskoFight() {
  const world = await frayWorld("lurasko");
  const { foundry, Actor } = world;
  (await import("../../src/documents/_module.js")).registerDocuments();
  (await import("../../src/dice/_module.js")).registerDice();
  const { cardApi, registerCardQueries } = await import("../../src/documents/cards/api.js");
  registerCardQueries();
  const zones = await import("../../src/documents/zones/index.js");
  zones.registerZoneHooks();
  const movement = await import("../../src/documents/movement/index.js");
  const cls = (name: string) => foundry.CONFIG[name]!.documentClass as typeof Document;
  const scene = (await cls("Scene").create({ name: "Fen" })) as SceneDocument;
  const rect = (x: number) => ({ type: "rectangle", x, y: 0, width: 500, height: 500 });
  const [marsh, ford] = (await scene.createEmbeddedDocuments("Region", [
    { name: "Marsh", shapes: [rect(0)] }, { name: "Ford", shapes: [rect(500)] }])) as RegionDocument[];
  await marsh!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone" }]);
  await ford!.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone", system: { movementDie: 20 } }]);
  const actors: TableActor[] = [];
  for (const f of FIGHTERS) {
    const actor = (await Actor.create({ name: f.name, type: f.type, system: f.system,
      ...("player" in f ? { ownership: { [foundry.player.id]: 3 } } : {}) }))! as TableActor;
    await actor.createEmbeddedDocuments("Item", [{ name: "Spear", type: "weapon", system: { damage: { formula:
      f.formula } } }]);
    actors.push(actor);
  }
  const tokens = (await scene.createEmbeddedDocuments("Token", FIGHTERS.map((f, i) => ({ name: f.name,
    actorId: actors[i]!.id, actorLink: true, disposition: f.disposition, x: f.x, y: 100 })))) as TokenDocument[];
  await regionEventsHandled();
  const combat = (await cls("Combat").create({ scene: scene.id, active: true })) as unknown as FrayCombat;
  await combat.createEmbeddedDocuments("Combatant", FIGHTERS.map((f, i) => ({ name: f.name, actorId: actors[i]!.id,
    tokenId: tokens[i]!.id, sceneId: scene.id })) as never);
  const index = (name: string) => FIGHTERS.findIndex((f) => f.name === name);
  const by = (name: string) => combat.combatants.find((c) => c.name === name) as unknown as FrayCombatant;
  const actor = (name: string) => actors[index(name)]!;
  const weapon = (name: string) => (actor(name) as unknown as { items: { contents: Document[] } }).items.contents[0]!;
  return {
    foundry, combat, by, marsh: marsh!, ford: ford!, zones, movement, api: cardApi,
    hp: (name: string) => actor(name).system.hp.value,
    zoneOf: (name: string) => (by(name).getFlag("fray" as never, "zone" as never) as unknown as { zone: string }).zone,
    attack: async (attacker: string, target: string) => (await cardApi.attack(actor(attacker) as never,
      weapon(attacker) as never, { targets: [actor(target)] })) as unknown as TableCard | null,
    as: (who: "gm" | "player") => foundry.loginAs(who === "gm" ? foundry.gm : foundry.player),
    notice: () => foundry.notices.at(-1)?.message,
    settle: async () => {
      await turnEventsSettled(combat as never);
      await combat.eventsSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    range: (a: string, b: string) => zones.rangeBetween(tokens[index(a)] as never, tokens[index(b)] as never),
  };
}

describe("a Lur-Asko fight played at the table (Z1, Z4, Z6, Z7, Z10, seed 001 actions)", () => {
  it("two rounds: the d12 order, Z4 decisions, a Major action per turn, a move into Ford, hits and misses",
    async () => {
      const f = await luraskoFight();
      const { combat, by } = f;
      // Z10: tokens placed first: each combatant stands in Marsh as it joins.
      expect(["Ada", "Bo", "Orc"].map(f.zoneOf)).toEqual([f.marsh.id, f.marsh.id, f.marsh.id]);
      // Z1: margins DEX − d12: Ada 12 − 2 = 10, Bo 10 − 4 = 6, Orc 8 − 5 = 3 (the bridge also rolls the d2s its
      // probe of the order asked for; no tie uses them).
      scriptFaces([12, 2], [12, 4], [12, 5], [2, 1], [2, 1], [2, 1], [2, 1]);
      await combat.rollAll();
      expect(["Ada", "Bo", "Orc"].map((n) => by(n).initiative)).toEqual([10, 6, 3]);
      // Z4: Bo, second-to-last, decides first; the player can't move Ada down before that.
      f.as("player");
      expect(await by("Ada").moveDown(1)).toBe(false);
      expect(f.notice()).toBe("The decisions to move down go from the second-to-last upwards: Bo decides first.");
      f.as("gm");
      expect(await by("Bo").keepPlace()).toBe(true);
      f.as("player");
      expect(await by("Ada").keepPlace()).toBe(true);
      f.as("gm");
      await combat.startCombat();
      await f.settle();
      // Z6: round 1 has no movement phase.
      expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([1, "action", "Ada"]);

      // Round 1. The player's Ada: d20 14 + attack bonus 2 = 16 hits AC 11, spending her Major action; d8 5:
      // Orc 15 → 10.
      f.as("player");
      scriptFaces([20, 14]);
      const hit = (await f.attack("Ada", "Orc"))!;
      expect(hit.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 16 });
      expect(by("Ada").system.spent).toMatchObject({ major: 1 });
      scriptFaces([8, 5]);
      const damage = await f.api.damage(hit) as unknown as TableCard;
      await f.api.apply(damage, damage.system.targets[0]!.tokenUuid);
      expect(f.hp("Orc")).toBe(10);
      scriptFaces();
      expect(await f.attack("Ada", "Orc")).toBeNull();
      expect(f.notice()).toBe("No major action left this turn.");
      expect(f.hp("Orc")).toBe(10);
      await combat.nextTurn();
      await f.settle();
      // Bo (the GM's): d20 3 + 1 = 4 misses AC 11 (no Shock in Lur-Asko).
      f.as("gm");
      expect(combat.combatant?.name).toBe("Bo");
      scriptFaces([20, 3]);
      const miss = (await f.attack("Bo", "Orc"))!;
      expect(miss.system.targets[0]!.outcome).toMatchObject({ outcome: "miss", total: 4, shock: null });
      await combat.nextTurn();
      await f.settle();
      // The Orc: d20 10 + 3 = 13 hits Ada's AC 12; d6 4: Ada 14 → 10.
      scriptFaces([20, 10]);
      const bite = (await f.attack("Orc", "Ada"))!;
      scriptFaces([6, 4]);
      const wound = await f.api.damage(bite) as unknown as TableCard;
      await f.api.apply(wound, wound.system.targets[0]!.tokenUuid);
      expect(f.hp("Ada")).toBe(10);
      await combat.nextTurn();
      await f.settle();

      // Round 2 opens with the movement phase (Z6), top of the order first (Z7); no action can be spent in it.
      expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([2, "movement", "Ada"]);
      f.as("player");
      scriptFaces();
      expect(await f.attack("Ada", "Orc")).toBeNull();
      expect(f.notice()).toBe("No actions at all may be taken in the movement phase.");
      // Z7: heading for Ford rolls the larger die of the two zones, Ford's d20: 5 on SPD 6 is a margin of 1, one
      // short range: Ada is in Ford, and the Orc one zone away is at long range (Z10).
      scriptFaces([20, 5]);
      expect(await f.movement.askMovement(by("Ada") as never, { step: "move", to: "Ford" })).toBe(true);
      expect([f.zoneOf("Ada"), f.range("Ada", "Orc")]).toEqual([f.ford.id, expect.objectContaining({ ok: true,
        range: "long" })]);
      await combat.nextTurn();
      await f.settle();
      f.as("gm");
      for (const name of ["Bo", "Orc"]) {
        expect(combat.combatant?.name).toBe(name);
        expect(await f.movement.askMovement(by(name) as never, { step: "stay" })).toBe(true);
        await combat.nextTurn();
        await f.settle();
      }
      // The action phase, in the same order; every Major action is back.
      expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([2, "action", "Ada"]);
      expect(["Ada", "Bo", "Orc"].map((n) => by(n).system.spent.major ?? 0)).toEqual([0, 0, 0]);
      f.as("player");
      scriptFaces([20, 9]);
      const shot = (await f.attack("Ada", "Orc"))!;
      expect(shot.system.targets[0]!.outcome).toMatchObject({ outcome: "hit", total: 11 });
      scriptFaces([8, 8]);
      const last = await f.api.damage(shot) as unknown as TableCard;
      await f.api.apply(last, last.system.targets[0]!.tokenUuid);
      expect([f.hp("Orc"), f.hp("Ada"), f.hp("Bo")]).toEqual([2, 10, 12]);
      await combat.nextTurn();
      await f.settle();
      expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([2, "action", "Bo"]);
    });
});
