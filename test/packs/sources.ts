import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { PRESET_IDS, type PresetId } from "../../src/rules/presets.js";

/** The repository root and the compendium sources under it. */
export const ROOT = resolve(import.meta.dirname, "../..");
export const SOURCE = join(ROOT, "packs/_source");

/** A compendium source document as the tests read it (an item, an actor with its items, or a folder). */
export interface SourceDoc {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img?: string;
  folder: string | null;
  system: Record<string, unknown> & { description?: string; biography?: string };
  items?: SourceDoc[];
  prototypeToken?: Record<string, unknown>;
  [key: string]: unknown;
}

/** One source file: its pack, its path inside the pack (`legend/wren-ashby.json`) and its parsed document. */
export interface PackEntry {
  pack: string;
  file: string;
  doc: SourceDoc;
}

/** The JSON files under `dir`, at any depth, as paths relative to it. */
function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith(".json"))
    .map((f) => relative(dir, join(f.parentPath, f.name)))
    .sort();
}

/** Every source file of every pack directory under packs/_source. */
export const entries: PackEntry[] = readdirSync(SOURCE).flatMap((pack) => jsonFiles(join(SOURCE, pack))
  .map((file) => ({ pack, file, doc: JSON.parse(readFileSync(join(SOURCE, pack, file), "utf8")) as SourceDoc })));

/** The actor packs and the actor type each holds. */
export const ACTOR_PACKS = { characters: "character", foes: "npc" } as const;

/** The rulebook an actor pack's entry belongs to: the folder directory it sits in (`legend/…`). */
export function rulebookOf(entry: PackEntry): PresetId {
  const dir = entry.file.split(/[\\/]/)[0]!;
  if (!(PRESET_IDS as readonly string[]).includes(dir)) throw new Error(`${entry.pack}/${entry.file}: no rulebook`);
  return dir as PresetId;
}

/** The actors of the actor packs, with their rulebook. */
export const actorEntries = entries.filter((e) => e.doc._key.startsWith("!actors!"))
  .map((e) => ({ ...e, rulebook: rulebookOf(e) }));
