import { describe, expect, it } from "vitest";
import { turnEventsSettled } from "../../foundry/combat.js";
import { scriptFaces } from "../../foundry/dice.js";
import type { Document } from "../../foundry/documents.js";
import { regionEventsHandled, type TokenDocument } from "../../foundry/scene.js";
import { fenWorld } from "../movement/world.js";
import type { FrayCombat } from "../../../src/documents/combat/combat.js";
import type { FrayCombatant } from "../../../src/documents/combat/combatant.js";

/**
 * The table's order (Z10): Ada (the player's, SPD 6, DEX 12) and an Orc (DEX 8) stand in Marsh and a Gob (DEX 14) in
 * Ford before the GM adds their tokens to a new encounter (Marsh a d12, Ford a d20; Fray's documents, dice and zone
 * hooks registered).
 */
async function placedFirst() {
  const { world, zones, movement, cls, scene, marsh, ford } = await fenWorld({}, { movementDie: 20 });
  const { foundry, Actor } = world;
  const fighters = [{ name: "Ada", type: "character", dex: 12, x: 100, disposition: 1 },
    { name: "Orc", type: "npc", dex: 8, x: 200, disposition: -1 },
    { name: "Gob", type: "npc", dex: 14, x: 600, disposition: -1 }];
  const actors: Document[] = [];
  for (const f of fighters) {
    actors.push((await Actor.create({ name: f.name, type: f.type, system: { attributes: { spd: { value: 6 },
      dex: { value: f.dex } } }, ...(f.type === "character" ? { ownership: { [foundry.player.id]: 3 } } : {}) }))!);
  }
  const tokens = (await scene.createEmbeddedDocuments("Token", fighters.map((f, i) => ({ name: f.name,
    actorId: actors[i]!.id, actorLink: true, disposition: f.disposition, x: f.x, y: 100 })))) as TokenDocument[];
  await regionEventsHandled();
  const combat = (await cls("Combat").create({ scene: scene.id, active: true })) as unknown as FrayCombat;
  const before = foundry.operations.length;
  await combat.createEmbeddedDocuments("Combatant", fighters.map((f, i) => ({ name: f.name, actorId: actors[i]!.id,
    tokenId: tokens[i]!.id, sceneId: scene.id })) as never);
  const by = (name: string) => combat.combatants.find((c) => c.name === name) as unknown as FrayCombatant;
  const zoneOf = (name: string) => (by(name).getFlag("fray" as never, "zone" as never) as unknown as
    { zone: string | null } | undefined)?.zone ?? null;
  const settle = async () => {
    await turnEventsSettled(combat as never);
    await combat.eventsSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ...world, zones, movement, marsh, ford, tokens, combat, by, zoneOf, settle,
    joinWrites: () => foundry.operations.slice(before).filter((o) => o.documentName === "Combatant") };
}

describe("tokens placed before their combatants join (Z10, the table's order)", () => {
  it("Z10: each combatant has its token's zone as it is created, in the one creation write", async () => {
    const w = await placedFirst();
    expect(["Ada", "Orc", "Gob"].map(w.zoneOf)).toEqual([w.marsh.id, w.marsh.id, w.ford.id]);
    expect(w.joinWrites().map((o) => `${o.action}×${o.count}`)).toEqual(["create×3"]);
  });

  it("Z1, Z10, Z7: after Roll All and into round 2, the range is known and Ada's movement roll works", async () => {
    const w = await placedFirst();
    // Z1 margins: Ada 12 − 2 = 10, Orc 8 − 3 = 5, Gob 14 − 10 = 4 (the bridge's first round also rolls the d2s its
    // probe of the order asked for; no tie uses them).
    scriptFaces([12, 2], [12, 3], [12, 10], [2, 1], [2, 1], [2, 1], [2, 1]);
    await w.combat.rollAll();
    expect(["Ada", "Orc", "Gob"].map((n) => w.by(n).initiative)).toEqual([10, 5, 4]);
    await w.combat.startCombat();
    for (let i = 0; i < 3; i++) await w.combat.nextTurn();
    await w.settle();
    expect([w.combat.round, w.combat.system.phase, w.combat.combatant?.name]).toEqual([2, "movement", "Ada"]);
    const range = (a: number, b: number) => w.zones.rangeBetween(w.tokens[a] as never, w.tokens[b] as never);
    expect(range(0, 1)).toMatchObject({ ok: true, range: "medium" });
    expect(range(0, 2)).toMatchObject({ ok: true, range: "long" });
    w.foundry.loginAs(w.foundry.player);
    // Z7: d12 5 on SPD 6, margin 1: one short range.
    scriptFaces([12, 5]);
    expect(await w.movement.askMovement(w.by("Ada") as never, { step: "move" })).toBe(true);
    expect(w.foundry.notices).toEqual([]);
    expect(w.by("Ada").system.movement).toMatchObject({ round: 2, choice: "move" });
  });
});
