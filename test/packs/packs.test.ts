import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { frayWorld } from "../data/world.js";
import type { Document } from "../foundry/documents.js";
import { ACTOR_BOUNDS } from "../../src/config/bounds.js";
import { PRESET_ATTRIBUTES, ATTRIBUTE_INITIAL } from "../../src/config/attributes.js";
import { ATTRIBUTE_READING, PRESET_IDS, type PresetId } from "../../src/rules/index.js";
import { ACTOR_PACKS, ROOT, SOURCE, actorEntries, entries, type SourceDoc } from "./sources.js";

const system = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as
  { packs: { name: string; type: string; label: string }[] };
const lang = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as
  { FRAY: { Preset: Record<PresetId, { label: string }>; Pack: Record<string, string> } };

/** A created pack actor as these tests read it: its source, prepared numbers and embedded items. */
type PackActor = Document & {
  system: { freeHitSlots: number; encumbrance: number; attackBonus: number; ap: { value: number };
    overshield: { max: number }; morale?: number; skills: Record<string, { value: number }>;
    attributeSets: Record<string, Record<string, { value: number; mod: number | null }>> };
  items: { contents: (Document & { system: Record<string, unknown> })[] };
};

/** A weapon's source system data as these tests read it. */
type WeaponSource = { apCost: number; skill: string; threat: number; shock: { damage: number | null };
  damage: { kind: string } };

const itemEntries = entries.filter((e) => e.doc._key.startsWith("!items!"));
const folderEntries = entries.filter((e) => e.doc._key.startsWith("!folders!"));

/** Every `_id` of the sources, the embedded items' included. */
const allIds = entries.flatMap(({ doc }) => [doc._id, ...(doc.items ?? []).map((i) => i._id)]);

/** The weapons of a source actor. */
const weaponsOf = (doc: SourceDoc) => (doc.items ?? []).filter((i) => i.type === "weapon")
  .map((i) => i.system as unknown as WeaponSource);

/** Whether the actor uses an overshield: a stored one, or an ability that grants one (T11). */
const usesOvershield = (doc: SourceDoc) => (doc.system.overshield as { max: number }).max > 0
  || (doc.items ?? []).some((i) => i.type === "ability" && (i.system.overshield as { enabled: boolean }).enabled);

/** The created actors of one pack in the rulebook under test, with their sources. */
type Of = (pack: string) => { doc: SourceDoc; actor: PackActor }[];

/** Both packs' actors. */
const both = (of: Of) => [...of("characters"), ...of("foes")];

/** Each rulebook's own numbers the packs must carry (docs/gm-guide.md "Compendiums"), as a test name and its check. */
const RULEBOOK_NUMBERS: Record<PresetId, [string, (of: Of) => void]> = {
  legend: ["L8: attack bonuses and threat ranges", (of) => {
    expect(both(of).every(({ actor }) => actor.system.attackBonus >= 1)).toBe(true);
    for (const pack of ["characters", "foes"]) {
      expect(of(pack).some(({ doc }) => weaponsOf(doc).some((w) => w.threat < 20)), pack).toBe(true);
    }
  }],
  lurasko: ["Z7, Z8: SPD set, and encumbrance from none to two degrees (no rushing)", (of) => {
    for (const pack of ["characters", "foes"]) {
      const degrees = new Set(of(pack).map(({ actor }) => actor.system.encumbrance));
      expect([pack, [...degrees].sort()]).toEqual([pack, [0, 1, 2]]);
      const speeds = new Set(of(pack).map(({ actor }) => actor.system.attributeSets.lurasko!.spd!.value));
      expect(speeds.size, pack).toBeGreaterThanOrEqual(3);
    }
  }],
  sides: ["S7, S12: a Shock weapon each, trained skills, the foes' morale", (of) => {
    expect(both(of).filter(({ doc }) => !weaponsOf(doc).some((w) => w.shock.damage !== null))
      .map(({ doc }) => doc.name)).toEqual([]);
    for (const { doc, actor } of of("characters")) {
      for (const w of weaponsOf(doc).filter((w) => w.skill !== "")) {
        expect([doc.name, w.skill, actor.system.skills[w.skill]!.value >= 1]).toEqual([doc.name, w.skill, true]);
      }
    }
    expect(new Set(of("foes").map(({ actor }) => actor.system.morale)).size).toBeGreaterThanOrEqual(4);
  }],
  agility: ["A9: free-hit slots from the Agility modifier, from none to several", (of) => {
    for (const pack of ["characters", "foes"]) {
      const slots = of(pack).map(({ actor }) => actor.system.freeHitSlots);
      const agility = of(pack).map(({ actor }) => actor.system.attributeSets.agility!.agi!.mod!);
      expect(slots).toEqual(agility.map((mod) => Math.max(0, mod + 1)));
      expect([pack, Math.min(...slots), Math.max(...slots) >= 3]).toEqual([pack, 0, true]);
    }
  }],
  lot: ["T8, T9, T11: AP weapons within AP, overshields, every DR and damage kind", (of) => {
    for (const { doc, actor } of both(of)) {
      for (const w of weaponsOf(doc).filter((w) => w.apCost > 0)) {
        expect([doc.name, w.apCost <= actor.system.ap.value]).toEqual([doc.name, true]);
      }
    }
    for (const pack of ["characters", "foes"]) {
      expect(of(pack).some(({ doc }) => weaponsOf(doc).some((w) => w.apCost > 0)), pack).toBe(true);
      expect(of(pack).some(({ doc }) => usesOvershield(doc)), pack).toBe(true);
    }
    expect(of("foes").some(({ actor }) => actor.system.overshield.max > 0)).toBe(true);
    const foeDr = of("foes").map(({ doc }) => doc.system.dr as Record<string, number>);
    expect(["physical", "elemental", "arcane"].filter((kind) => !foeDr.some((dr) => dr[kind]! > 0))).toEqual([]);
    const kinds = new Set(both(of).flatMap(({ doc }) => weaponsOf(doc).map((w) => w.damage.kind)));
    expect([...kinds].sort()).toEqual(["arcane", "elemental", "physical"]);
  }],
};

describe("compendium sources", () => {
  it("match the packs system.json declares", () => {
    expect(readdirSync(SOURCE).sort()).toEqual(system.packs.map((p) => p.name).sort());
  });

  it("have unique ids, embedded items' included", () => {
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it.each(itemEntries.map((e) => [e.pack, e.file, e.doc] as const))("%s/%s is a valid Fray item", async (_p, _f, doc) => {
    expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(doc._key).toBe(`!items!${doc._id}`);
    expect(doc).toMatchObject({ effects: [], flags: {}, folder: null, sort: 0, ownership: { default: 0 } });
    expect(doc.system.description).toMatch(/^<p>.+<\/p>$/);
    const { Item } = await frayWorld();
    const item = (await Item.create(doc))!;
    expect(item._source.system).toEqual(doc.system);
  });
});

describe("the characters and foes packs", () => {
  it.each(Object.entries(ACTOR_PACKS))("%s: an Actor pack, labelled, with a folder per rulebook named after it", (pack) => {
    const declared = system.packs.find((p) => p.name === pack)!;
    expect(declared).toMatchObject({ type: "Actor", label: `FRAY.Pack.${pack}` });
    expect(lang.FRAY.Pack[pack]).toBeTypeOf("string");
    const folders = folderEntries.filter((e) => e.pack === pack);
    expect(folders.map((e) => e.file).sort()).toEqual(PRESET_IDS.map((id) => `${id}/_Folder.json`).sort());
    for (const { file, doc } of folders) {
      const rulebook = file.split("/")[0] as PresetId;
      expect(doc).toMatchObject({ _key: `!folders!${doc._id}`, type: "Actor", folder: null,
        name: lang.FRAY.Preset[rulebook].label });
    }
  });

  it("hold four characters and at least eight foes per rulebook", () => {
    for (const rulebook of PRESET_IDS) {
      const count = (pack: string) => actorEntries.filter((e) => e.pack === pack && e.rulebook === rulebook).length;
      expect([rulebook, count("characters")]).toEqual([rulebook, 4]);
      expect(count("foes"), rulebook).toBeGreaterThanOrEqual(8);
    }
  });
});

describe.each(PRESET_IDS)("the %s actors", (rulebook) => {
  const own = actorEntries.filter((e) => e.rulebook === rulebook);
  const created = new Map<string, PackActor>();

  beforeAll(async () => {
    const { Actor } = await frayWorld(rulebook);
    for (const { doc } of own) created.set(doc._id, (await Actor.create(doc)) as PackActor);
  });

  it.each(own.map((e) => [e.pack, e.file, e] as const))("%s/%s validates under its rulebook, token set up",
    (pack, _file, { doc }) => {
      const character = pack === "characters";
      const folder = folderEntries.find((e) => e.pack === pack && e.file === `${rulebook}/_Folder.json`)!;
      expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(doc).toMatchObject({ _key: `!actors!${doc._id}`, type: ACTOR_PACKS[pack as keyof typeof ACTOR_PACKS],
        folder: folder.doc._id, effects: [], flags: {}, ownership: { default: 0 } });
      expect(doc.system.biography).toMatch(/^<p>.+<\/p>$/);
      // Every number within the model's bounds: created, the source is kept as it is (nothing cleaned).
      const actor = created.get(doc._id)!;
      expect(actor._source.system).toEqual(doc.system);
      const hp = doc.system.hp as { value: number; max: number };
      expect(hp.value).toBe(hp.max);
      // The rulebook's own set is filled in, within its bounds; the others keep their start values.
      const sets = doc.system.attributeSets as Record<PresetId, Record<string, { value: number }>>;
      const values = PRESET_ATTRIBUTES[rulebook].map((id) => sets[rulebook][id]!.value);
      const { min, max } = ACTOR_BOUNDS.attributes[rulebook];
      expect(values.every((v) => v >= min && v <= max)).toBe(true);
      expect(values.some((v) => v !== ATTRIBUTE_INITIAL[ATTRIBUTE_READING[rulebook]])).toBe(true);
      // Embedded items: keyed under the actor, described, each kept as it is; at least one weapon.
      expect(weaponsOf(doc).length).toBeGreaterThanOrEqual(1);
      for (const item of doc.items!) {
        expect(item._key).toBe(`!actors.items!${doc._id}.${item._id}`);
        expect(item.system.description).toMatch(/^<p>.+<\/p>$/);
        expect(actor.items.contents.find((i) => i.id === item._id)!._source.system).toEqual(item.system);
      }
      expect(doc.prototypeToken).toMatchObject({ name: doc.name, actorLink: character, disposition: character ? 1 : -1,
        bar1: { attribute: "hp" }, bar2: { attribute: usesOvershield(doc) ? "overshield" : null } });
    });

  /** The created actors of `pack` in this rulebook, with their sources. */
  const of = (pack: string) => own.filter((e) => e.pack === pack).map((e) => ({ doc: e.doc,
    actor: created.get(e.doc._id)! }));
  const [name, check] = RULEBOOK_NUMBERS[rulebook];
  it(name, () => check(of));
});
