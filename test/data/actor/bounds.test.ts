/** Issue 18 §9: every actor number is held within the bounds its rulebook allows (src/config/bounds.ts). */
import { describe, expect, it } from "vitest";
import type { PresetId } from "../../../src/rules/presets.js";
import { frayWorld } from "../world.js";

/** The stored system data of an actor. */
type Stored = { hp: { value: number; max: number }; level: number; defenses: Record<string, number>;
  attributeSets: Record<string, Record<string, { value: number }>>; [key: string]: unknown };

/** The actor's stored system data. */
const stored = (actor: { _source: Record<string, unknown> }) => actor._source.system as Stored;

describe("HP never above its maximum", () => {
  it("HP 99,999,999,999 against max 24 is stored as 24", async () => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "Vessa", type: "character", system: { hp: { value: 17, max: 24 } } }))!;
    await actor.update({ "system.hp.value": 99_999_999_999 });
    expect(stored(actor).hp).toEqual({ value: 24, max: 24 });
  });

  it("lowering max HP below HP brings HP down with it; max HP is at least 1", async () => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "Vessa", type: "character", system: { hp: { value: 17, max: 24 } } }))!;
    await actor.update({ "system.hp.max": 12 });
    expect(stored(actor).hp).toEqual({ value: 12, max: 12 });
    await actor.update({ "system.hp.max": 0 });
    expect(stored(actor).hp).toEqual({ value: 1, max: 1 });
  });

  it("HP and max HP changed together keep HP within the new max; raising max leaves HP alone", async () => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "Vessa", type: "character", system: { hp: { value: 5, max: 10 } } }))!;
    await actor.update({ system: { hp: { value: 30, max: 20 } } });
    expect(stored(actor).hp).toEqual({ value: 20, max: 20 });
    await actor.update({ "system.hp.max": 40 });
    expect(stored(actor).hp).toEqual({ value: 20, max: 40 });
  });

  it("an actor created (or loaded) with HP above its max holds its max", async () => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "Vessa", type: "npc", system: { hp: { value: 17, max: 0 } } }))!;
    expect(stored(actor).hp).toEqual({ value: 1, max: 1 });
  });
});

describe("the bounds of each rulebook (cleaned as Foundry's NumberField cleans)", () => {
  it.each([
    ["legend", "str", 1_000_000, 30], ["legend", "dex", -40, 1],
    ["sides", "str", 25, 18], ["sides", "dex", 1, 3],
    ["lurasko", "dex", 40, 20], ["lurasko", "spd", -3, 1],
    ["agility", "str", 8, 8], ["agility", "agi", 40, 10], ["agility", "agi", -40, -5],
    ["lot", "dex", 11, 10], ["lot", "vig", -9, -5],
  ] as [PresetId, string, number, number][])("%s %s %i is stored as %i", async (preset, id, entered, kept) => {
    const { Actor } = await frayWorld(preset);
    const actor = (await Actor.create({ name: "B", type: "character" }))!;
    await actor.update({ [`system.attributeSets.${preset}.${id}.value`]: entered });
    expect(stored(actor).attributeSets[preset]![id]!.value).toBe(kept);
  });

  it.each([
    ["defenses.ac", 1e9, 50], ["defenses.dodge", -3, 0], ["level", 99, 20], ["initiative.bonus", 300, 20],
    ["movement.speed", 1e6, 999], ["dr.physical", 1000, 99], ["overshield.value", 1e7, 9999],
    ["critThreshold", 0, 1], ["accuracy", -30, -5], ["mp.max", 5000, 999], ["mp.value", -2, 0], ["skills.stab.value", 9, 4], ["fatigue", 500, 99],
  ])("%s %d is stored as %d", async (path, entered, kept) => {
    const { Actor } = await frayWorld();
    const actor = (await Actor.create({ name: "B", type: "character" }))!;
    await actor.update({ [`system.${path}`]: entered });
    expect(path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], stored(actor)))
      .toBe(kept);
  });

  it("an NPC's attack bonus is bounded too", async () => {
    const { Actor } = await frayWorld();
    const npc = (await Actor.create({ name: "N", type: "npc" }))!;
    await npc.update({ "system.attackBonus": 500 });
    expect(stored(npc).attackBonus).toBe(30);
  });

  it("S5: every actor has an attack bonus: a character's starts at 0 and is bounded −10 to +30", async () => {
    const { Actor } = await frayWorld();
    const hero = (await Actor.create({ name: "H", type: "character" }))!;
    expect(stored(hero).attackBonus).toBe(0);
    await hero.update({ "system.attackBonus": -50 });
    expect(stored(hero).attackBonus).toBe(-10);
  });

  it("an NPC stored before the attack bonus was shared keeps its own", async () => {
    const { Actor } = await frayWorld();
    const npc = (await Actor.create({ name: "N", type: "npc", system: { attackBonus: 7, hitDice: "2d8" } }))!;
    expect([stored(npc).attackBonus, stored(npc).hitDice]).toEqual([7, "2d8"]);
  });
});
