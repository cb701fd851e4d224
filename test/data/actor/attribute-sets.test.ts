/** Issue 18 §8: each rulebook keeps its own attributes, so switching the rulebook loses nothing and mixes nothing. */
import { describe, expect, it } from "vitest";
import { effectChangesData } from "../../../src/compat.js";
import { frayWorld } from "../world.js";

/** One attribute as the prepared data holds it. */
type Prepared = { value: number; mod: number | null };

/** The prepared attributes of the world's rulebook. */
function shown(actor: { system: unknown }): Record<string, Prepared> {
  return (actor.system as { attributes: Record<string, Prepared> }).attributes;
}

/** The stored attribute sets, by rulebook. */
function stored(actor: { _source: Record<string, unknown> }): Record<string, Record<string, { value: number }>> {
  return (actor._source.system as { attributeSets: Record<string, Record<string, { value: number }>> }).attributeSets;
}

describe("attributes by rulebook", () => {
  it("Legend STR 8 and DEX 11 stay Legend's: Agility and LoT show their own modifiers, and Legend gets them back",
    async () => {
      const { Actor, foundry } = await frayWorld("legend");
      const actor = (await Actor.create({ name: "Vessa", type: "character",
        system: { attributes: { str: { value: 8 }, dex: { value: 11 } } } }))!;
      expect(shown(actor).str).toEqual({ value: 8, mod: -1 });
      await foundry.game.settings.set("fray", "preset", "agility");
      expect(shown(actor).str).toEqual({ value: 0, mod: 0 });
      await foundry.game.settings.set("fray", "preset", "lot");
      expect(shown(actor).dex).toEqual({ value: 0, mod: 0 });
      await foundry.game.settings.set("fray", "preset", "legend");
      expect([shown(actor).str, shown(actor).dex]).toEqual([{ value: 8, mod: -1 }, { value: 11, mod: 0 }]);
    });

  it("the prepared attributes are the world rulebook's, under its ids only", async () => {
    const { Actor, foundry } = await frayWorld("lurasko");
    const actor = (await Actor.create({ name: "Z", type: "npc" }))!;
    expect(Object.keys(shown(actor))).toEqual(["str", "dex", "spd", "wil"]);
    await foundry.game.settings.set("fray", "preset", "lot");
    expect(Object.keys(shown(actor))).toEqual(["vig", "dex", "cog", "int"]);
  });

  it("an edit under one rulebook changes that rulebook's number only", async () => {
    const { Actor, foundry } = await frayWorld("agility");
    const actor = (await Actor.create({ name: "A", type: "character" }))!;
    await actor.update({ "system.attributeSets.agility.str.value": 3 });
    expect(shown(actor).str).toEqual({ value: 3, mod: 3 });
    await foundry.game.settings.set("fray", "preset", "legend");
    expect(shown(actor).str).toEqual({ value: 10, mod: 0 });
    expect(stored(actor).agility!.str!.value).toBe(3);
  });

  it("every rulebook's set is prepared with its own modifiers, whatever the world plays", async () => {
    const { Actor } = await frayWorld("legend");
    const actor = (await Actor.create({ name: "S", type: "character", system: { attributeSets: {
      sides: { str: { value: 18 } }, lurasko: { dex: { value: 7 } }, lot: { dex: { value: 2 } } } } }))!;
    const sets = (actor.system as unknown as { attributeSets: Record<string, Record<string, Prepared>> }).attributeSets;
    expect([sets.sides!.str, sets.lurasko!.dex, sets.lot!.dex, sets.legend!.str]).toEqual([
      { value: 18, mod: 2 }, { value: 7, mod: null }, { value: 2, mod: 2 }, { value: 10, mod: 0 }]);
  });

  it("an effect changes one number whichever path it names: the old attributes.<id> or the rulebook's set", async () => {
    const { Actor } = await frayWorld("agility");
    const actor = (await Actor.create({ name: "W", type: "character",
      system: { attributeSets: { agility: { agi: { value: 3 } } } } }))!;
    await actor.createEmbeddedDocuments("ActiveEffect", [
      { name: "Old wound", ...effectChangesData([{ key: "system.attributes.agi.value", value: "-1" }]) },
      { name: "Slowing wound", ...effectChangesData([{ key: "system.attributeSets.agility.agi.value", value: "-1" }]) }]);
    const sets = (actor.system as unknown as { attributeSets: Record<string, Record<string, Prepared>> }).attributeSets;
    expect([shown(actor).agi, sets.agility!.agi]).toEqual([{ value: 1, mod: 1 }, { value: 1, mod: 1 }]);
    expect(stored(actor).agility!.agi).toEqual({ value: 3 });
  });

  it("new actors start each rulebook at its own neutral value: scores 10, modifiers 0, target numbers 6", async () => {
    const { Actor } = await frayWorld("legend");
    const actor = (await Actor.create({ name: "New", type: "character" }))!;
    expect(stored(actor)).toEqual({
      legend: { str: { value: 10 }, dex: { value: 10 }, con: { value: 10 }, int: { value: 10 }, wis: { value: 10 },
        cha: { value: 10 } },
      lurasko: { str: { value: 6 }, dex: { value: 6 }, spd: { value: 6 }, wil: { value: 6 } },
      sides: { str: { value: 10 }, dex: { value: 10 }, con: { value: 10 }, int: { value: 10 }, wis: { value: 10 },
        cha: { value: 10 } },
      agility: { str: { value: 0 }, agi: { value: 0 } },
      lot: { vig: { value: 0 }, dex: { value: 0 }, cog: { value: 0 }, int: { value: 0 } },
    });
    expect(actor._source.system).not.toHaveProperty("attributes");
  });
});

describe("migrating the one shared set of attributes (BaseActorModel.migrateData)", () => {
  it("puts each number into the rulebooks that read it as the world's rulebook entered it", async () => {
    const { Actor } = await frayWorld("lurasko");
    const actor = (await Actor.create({ name: "Old", type: "character", system: { attributes: {
      str: { value: 9 }, dex: { value: 7 }, con: { value: 14 }, int: { value: 12 }, spd: { value: 5 },
      wil: { value: 8 }, agi: { value: 2 }, vig: { value: 1 } } } }))!;
    const sets = stored(actor);
    // Lur-Asko's own TNs; CON only Legend and Sides use (both as scores); SPD, WIL, Agility, Vigor have one home.
    expect(sets.lurasko).toEqual({ str: { value: 9 }, dex: { value: 7 }, spd: { value: 5 }, wil: { value: 8 } });
    expect([sets.legend!.con, sets.sides!.con]).toEqual([{ value: 14 }, { value: 14 }]);
    expect([sets.agility!.agi, sets.lot!.vig]).toEqual([{ value: 2 }, { value: 1 }]);
    // STR, DEX and INT mean a score, a modifier or a TN elsewhere: not guessed, those rulebooks keep their defaults.
    expect([sets.legend!.str, sets.legend!.int, sets.agility!.str, sets.lot!.dex, sets.lot!.int]).toEqual([
      { value: 10 }, { value: 10 }, { value: 0 }, { value: 0 }, { value: 0 }]);
  });

  it("a score entered under Legend is Sides' too (both read scores), never Agility's or LoT's", async () => {
    const { Actor } = await frayWorld("legend");
    const actor = (await Actor.create({ name: "Old", type: "npc", system: { attributes: { str: 8, dex: 11 } } }))!;
    const sets = stored(actor);
    expect([sets.legend!.str, sets.sides!.str, sets.legend!.dex, sets.sides!.dex]).toEqual([
      { value: 8 }, { value: 8 }, { value: 11 }, { value: 11 }]);
    expect([sets.agility!.str, sets.lot!.dex, sets.lurasko!.str]).toEqual([{ value: 0 }, { value: 0 }, { value: 6 }]);
  });

  it("leaves a source that already has attribute sets alone (a stale shared set is not read again)", async () => {
    const { Actor } = await frayWorld("legend");
    const actor = (await Actor.create({ name: "Both", type: "character", system: {
      attributeSets: { legend: { str: { value: 15 } } }, attributes: { str: { value: 3 } } } }))!;
    expect(stored(actor).legend!.str).toEqual({ value: 15 });
    expect(shown(actor).str).toEqual({ value: 15, mod: 2 });
  });
});
