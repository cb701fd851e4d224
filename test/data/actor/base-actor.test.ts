import { describe, expect, it } from "vitest";
import { effectChangesData } from "../../../src/compat.js";
import { frayWorld } from "../world.js";

/** The derived view of an actor's system data the tests read. */
interface Prepared {
  level: number;
  hp: { value: number; max: number };
  attributes: Record<"str" | "dex" | "agi", { value: number; mod: number | null }>;
  freeHitSlots: number;
  summoningSlots: number;
  wounds: number;
}

describe("BaseActorModel schema", () => {
  it("fills every rulebook's attributes, HP, overshield and DR with their initial values", async () => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    const source = actor._source.system as Record<string, unknown>;
    expect(source).toMatchObject({
      level: 1, hp: { value: 10, max: 10 }, overshield: { value: 0, max: 0, dr: 0, effect: "" },
      dr: { physical: 0, elemental: 0, arcane: 0 }, encumbrance: 0, biography: "", mp: { value: 0, max: 0 },
    });
    expect(Object.keys(source.attributeSets as object)).toEqual(["legend", "lurasko", "sides", "agility", "lot"]);
  });

  it.each([
    ["a negative HP max (max HP is at least 1)", { hp: { value: 0, max: -1 } }, { hp: { value: 0, max: 1 } }],
    ["a fractional level", { level: 1.5 }, { level: 2 }],
    ["a level of 0", { level: 0 }, { level: 1 }],
    ["encumbrance 3 (Z8 allows 0–2)", { encumbrance: 3 }, { encumbrance: 2 }],
    ["a fractional attribute", { attributeSets: { legend: { str: { value: 10.4 } } } },
      { attributeSets: { legend: { str: { value: 10 } } } }],
  ])("NumberField#_cleanType: cleans %s on create (rounded, clamped to min/max)", async (_what, system, stored) => {
    const { Actor } = await frayWorld();
    const actor = await Actor.create({ name: "Clean", type: "character", system });
    expect(actor!._source.system).toMatchObject(stored);
  });

  it.each([
    ["NaN HP", { hp: { value: Number.NaN, max: 5 } }, /hp\.value/],
    ["a level that is no number", { level: "high" }, /level/],
  ])("rejects %s on create, which no cleaning can fix", async (_what, system, message) => {
    const { Actor, foundry } = await frayWorld();
    await expect(Actor.create({ name: "Bad", type: "character", system })).rejects.toThrow(message);
    expect((foundry.game.collections as Record<string, Map<string, unknown>>).Actor?.size ?? 0).toBe(0);
  });

  it("an update is cleaned as Foundry cleans it; one no cleaning can fix throws and writes nothing", async () => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "Ada", type: "character", system: { hp: { value: 8, max: 12 } } }))!;
    await actor.update({ "system.hp.max": -4, "system.level": 2.5 });
    expect(actor._source.system).toMatchObject({ hp: { value: 1, max: 1 }, level: 3 });
    await expect(actor.update({ "system.level": "x" })).rejects.toThrow(/level/);
    expect(actor._source.system).toMatchObject({ level: 3 });
  });

  it("A10: an actor stored before MP existed (no system.mp) loads with MP 0 of 0, no migration needed", async () => {
    const { Actor } = await frayWorld("agility");
    const actor = (await Actor.create({ name: "Old", type: "character", system: { hp: { value: 7, max: 9 } } }))!;
    expect(actor._source.system).toMatchObject({ hp: { value: 7, max: 9 }, mp: { value: 0, max: 0 } });
    expect((actor.system as unknown as { mp: object }).mp).toEqual({ value: 0, max: 0 });
  });

  it("migrates a legacy numeric hp to {value, max} and numeric attributes into the rulebook's set", async () => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "Old", type: "npc", system: { hp: 7, attributes: { str: 14 } } }))!;
    expect(actor._source.system).toMatchObject({ hp: { value: 7, max: 7 },
      attributeSets: { legend: { str: { value: 14 } } } });
  });
});

describe("BaseActorModel derived data", () => {
  it("legend: STR 15 → +2, STR 8 → −1", async () => {
    const { Actor } = await frayWorld("legend");
    const actor = (await Actor.create({ name: "L", type: "character",
      system: { attributes: { str: { value: 15 }, dex: { value: 8 } } } }))!;
    const system = actor.system as unknown as Prepared;
    expect(system.attributes.str.mod).toBe(2);
    expect(system.attributes.dex.mod).toBe(-1);
  });

  it("sides (seed 002): 3 → −2, 18 → +2", async () => {
    const { Actor } = await frayWorld("sides");
    const actor = (await Actor.create({ name: "S", type: "character",
      system: { attributes: { str: { value: 3 }, dex: { value: 18 } } } }))!;
    const system = actor.system as unknown as Prepared;
    expect(system.attributes.str.mod).toBe(-2);
    expect(system.attributes.dex.mod).toBe(2);
  });

  it("lurasko (Z1): attributes are TNs with no modifier", async () => {
    const { Actor } = await frayWorld("lurasko");
    const actor = (await Actor.create({ name: "Z", type: "character", system: { attributes: { dex: { value: 7 } } } }))!;
    expect((actor.system as unknown as Prepared).attributes.dex).toEqual({ value: 7, mod: null });
  });

  it.each([[1, 2], [0, 1], [-1, 0]])("A9 agility: free-hit slots for Agility modifier %i are %i", async (agi, slots) => {
    const { Actor } = await frayWorld("agility");
    const actor = (await Actor.create({ name: "A", type: "character", system: { attributes: { agi: { value: agi } } } }))!;
    expect((actor.system as unknown as Prepared).freeHitSlots).toBe(slots);
  });

  it("A9: no free-hit slots outside the agility preset", async () => {
    const { Actor } = await frayWorld("legend");
    const actor = (await Actor.create({ name: "L", type: "character", system: { attributes: { agi: { value: 3 } } } }))!;
    expect((actor.system as unknown as Prepared).freeHitSlots).toBe(0);
  });

  it("A10: summoning slots equal the level", async () => {
    const { Actor } = await frayWorld("agility");
    const actor = (await Actor.create({ name: "A", type: "character", system: { level: 4 } }))!;
    expect((actor.system as unknown as Prepared).summoningSlots).toBe(4);
  });

  it("an effect lowering max HP shows HP within it and leaves the stored values alone", async () => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "H", type: "character", system: { hp: { value: 15, max: 15 } } }))!;
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Drained",
      ...effectChangesData([{ key: "system.hp.max", value: "-3" }]) }]);
    expect((actor.system as unknown as Prepared).hp).toEqual({ value: 12, max: 12 });
    expect(actor._source.system).toMatchObject({ hp: { value: 15, max: 15 } });
  });

  it("A5: counts the enabled wound effects; 0 without effects", async () => {
    const { Actor } = await frayWorld("agility");
    const actor = (await Actor.create({ name: "W", type: "character" }))!;
    expect((actor.system as unknown as Prepared).wounds).toBe(0);
    await actor.createEmbeddedDocuments("ActiveEffect", [
      { name: "Wound", statuses: ["wound"] },
      { name: "Wound", statuses: ["wound"] },
      { name: "Healed", statuses: ["wound"], disabled: true },
      { name: "Prone", statuses: ["prone"] },
    ]);
    expect((actor.system as unknown as Prepared).wounds).toBe(2);
  });

  it("keeps every preset's attributes when the world switches preset", async () => {
    const { Actor, foundry } = await frayWorld("legend");
    const actor = (await Actor.create({ name: "P", type: "character", system: { attributes: { str: { value: 14 } } } }))!;
    await foundry.game.settings.set("fray", "preset", "sides");
    expect((actor.system as unknown as Prepared).attributes.str).toEqual({ value: 14, mod: 1 });
  });
});
