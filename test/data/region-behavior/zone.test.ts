import { describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import { regionEventsHandled, type SceneDocument, type RegionDocument, type TokenDocument } from
  "../../foundry/scene.js";
import { SchemaField, type DataField } from "../../foundry/fields.js";
import { frayWorld } from "../world.js";

/** A Fray world with a scene holding one region "Marsh" (0–500 px square). */
async function marsh() {
  const world = await frayWorld("lurasko");
  const Scene = world.foundry.CONFIG.Scene!.documentClass as typeof Document;
  const scene = (await Scene.create({ name: "Fen" })) as SceneDocument;
  const [region] = (await scene.createEmbeddedDocuments("Region", [{ name: "Marsh",
    shapes: [{ type: "rectangle", x: 0, y: 0, width: 500, height: 500 }] }])) as RegionDocument[];
  return { ...world, scene, region: region! };
}

describe("the zone RegionBehavior (Z10)", () => {
  it("Z10: is registered as CONFIG.RegionBehavior.dataModels.zone and declared in system.json", async () => {
    const { foundry } = await frayWorld();
    const { ZoneBehaviorModel } = await import("../../../src/data/region-behavior/zone.js");
    expect(foundry.CONFIG.RegionBehavior!.dataModels).toMatchObject({ zone: ZoneBehaviorModel });
    const system = (await import("../../../system.json")).default;
    expect(system.documentTypes.RegionBehavior).toEqual({ zone: {} });
  });

  it("Z7, Z14: a zone without traits rolls a d12, protects 1 of every 3, has no leaving dice", async () => {
    const { region } = await marsh();
    const [zone] = await region.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone" }]);
    expect(zone!._source.system).toEqual({ movementDie: 12, groupDefenseRatio: 3, leaving: { hindrance: 0, easing: 0 },
      notes: "", features: [] });
    expect((zone!.system as unknown as { traits: object }).traits)
      .toEqual({ movementDie: 12, groupDefenseRatio: 3, leaving: { hindrance: 0, easing: 0 } });
  });

  it("Z10: keeps a marsh's d20, ratio 4, 1 Hindrance for leaving, its notes and features", async () => {
    const { region } = await marsh();
    const system = { movementDie: 20, groupDefenseRatio: 4, leaving: { hindrance: 1, easing: 0 }, notes: "Knee-deep",
      features: [{ name: "Old watchtower", description: "Climbable" }] };
    const [zone] = await region.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone", system }]);
    expect(zone!._source.system).toEqual(system);
  });

  it.each([
    ["a group-defense ratio of 1 to 2", { groupDefenseRatio: 1 }, { groupDefenseRatio: 2 }],
    ["negative leaving Hindrance to 0", { leaving: { hindrance: -1 } }, { leaving: { hindrance: 0, easing: 0 } }],
    ["a fractional Easing to a whole die", { leaving: { easing: 1.4 } }, { leaving: { hindrance: 0, easing: 1 } }],
  ])("Z10: Foundry's NumberField cleaning turns %s", async (_what, system, stored) => {
    const { region } = await marsh();
    const [zone] = await region.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone", system }]);
    expect(zone!._source.system).toMatchObject(stored);
  });

  it.each([
    ["a d7 movement die", { movementDie: 7 }, /movementDie/],
    ["a feature without a name", { features: [{ name: "" }] }, /features/],
  ])("Z10: refuses %s and writes nothing", async (_what, system, message) => {
    const { region } = await marsh();
    await expect(region.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone", system }]))
      .rejects.toThrow(message);
    expect(region.behaviors.size).toBe(0);
  });

  it("labels every field from FRAY.RegionBehavior.zone after i18nInit", async () => {
    const { foundry } = await frayWorld();
    const data = await import("../../../src/data/_module.js");
    data.localizeDataModels();
    const walk = (field: DataField): DataField[] =>
      field instanceof SchemaField ? [field, ...Object.values(field.fields).flatMap(walk)] : [field];
    const model = (foundry.CONFIG.RegionBehavior!.dataModels as Record<string, { schema: SchemaField }>).zone!;
    const unlabelled = Object.values(model.schema.fields).flatMap(walk).filter((f) => !f.label);
    expect(unlabelled.map((f) => f.fieldPath)).toEqual([]);
  });

  it("Z10: a token entering or leaving a zone calls fray.tokenZone once, on the mover's client", async () => {
    const { foundry, scene, region } = await marsh();
    await region.createEmbeddedDocuments("RegionBehavior", [{ name: "Zone", type: "zone" }]);
    const calls: { client: string; token: string; region: string; entered: boolean }[] = [];
    const Hooks = (globalThis as unknown as { Hooks: { on: (n: string, f: (...a: never[]) => void) => void } }).Hooks;
    Hooks.on("fray.tokenZone", (token: TokenDocument, zone: RegionDocument, entered: boolean) => {
      calls.push({ client: foundry.game.user.id, token: token.name, region: zone.name, entered });
    });
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Orc", x: 900, y: 900 }])) as TokenDocument[];
    await regionEventsHandled();
    await token!.update({ x: 100, y: 100 });
    await regionEventsHandled();
    await token!.update({ x: 900 });
    await regionEventsHandled();
    expect(calls).toEqual([
      { client: foundry.gm.id, token: "Orc", region: "Marsh", entered: true },
      { client: foundry.gm.id, token: "Orc", region: "Marsh", entered: false },
    ]);
  });
});
