import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { frayWorld } from "../data/world.js";

const ROOT = resolve(import.meta.dirname, "../..");
const SOURCE = join(ROOT, "packs/_source");
const system = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as
  { packs: { name: string; type: string }[] };
/** The Item packs (the rules journal has its own tests: rules.test.ts). */
const itemPacks = new Set(system.packs.filter((p) => p.type === "Item").map((p) => p.name));

/** Every Item pack source file as [pack, file, parsed document]. */
const entries = readdirSync(SOURCE).filter((pack) => itemPacks.has(pack))
  .flatMap((pack) => readdirSync(join(SOURCE, pack))
    .filter((file) => file.endsWith(".json"))
    .map((file) => [pack, file, JSON.parse(readFileSync(join(SOURCE, pack, file), "utf8"))] as const));

describe("compendium sources", () => {
  it("match the packs system.json declares", () => {
    expect(readdirSync(SOURCE).sort()).toEqual(system.packs.map((p) => p.name).sort());
  });

  it("have unique ids", () => {
    const ids = entries.map(([, , doc]) => doc._id as string);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(entries)("%s/%s is a valid Fray item", async (_pack, _file, doc) => {
    expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(doc._key).toBe(`!items!${doc._id}`);
    expect(doc).toMatchObject({ effects: [], flags: {}, folder: null, sort: 0, ownership: { default: 0 } });
    expect(doc.system.description).toMatch(/^<p>.+<\/p>$/);
    const { Item } = await frayWorld();
    const item = (await Item.create(doc))!;
    expect(item._source.system).toEqual(doc.system);
  });
});
