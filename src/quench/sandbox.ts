import { SYSTEM_ID } from "../config/system.js";

/** The world collections a batch may add to (and their document names), in the order their new documents go. */
const COLLECTIONS = ["combats", "messages", "scenes", "actors", "items"] as const;
const DOCUMENT_NAMES = { combats: "Combat", messages: "ChatMessage", scenes: "Scene", actors: "Actor",
  items: "Item" } as const;

/**
 * Fray's world settings a batch may change. (What it records in the GM's ledger, a journal entry Fray makes on ready,
 * leaves with the cards it deletes.)
 */
const SETTINGS = ["preset", "rules"] as const;

/** A world collection as the sandbox reads it. */
interface WorldCollection {
  size: number;
  contents: { id: string | null }[];
}

/** The document class of a collection's documents, as CONFIG names it. */
function documentClass(name: (typeof COLLECTIONS)[number]): { deleteDocuments(ids: string[]): Promise<unknown> } {
  return (CONFIG as unknown as Record<string, { documentClass: { deleteDocuments(ids: string[]): Promise<unknown> } }>)[
    DOCUMENT_NAMES[name]]!.documentClass;
}

/** The documents each collection holds, by collection. */
type Counts = Record<(typeof COLLECTIONS)[number], number>;

/** A collection of the world by its `game` name. */
function collection(name: (typeof COLLECTIONS)[number]): WorldCollection {
  return Reflect.get(game, name) as WorldCollection;
}

/** How many documents each collection holds now. */
export function worldCounts(): Counts {
  return Object.fromEntries(COLLECTIONS.map((name) => [name, collection(name).size])) as Counts;
}

/**
 * What a batch changes in a world, noted before it runs so that `restore` can put it back: the documents of the
 * world collections (anything new is deleted), Fray's world settings, the world time and the dice's random source.
 */
export class Sandbox {
  readonly #ids = new Map<string, Set<string>>();
  readonly #settings = new Map<string, unknown>();
  #time = 0;
  #random: (() => number) | null = null;
  /** The counts the world had when the sandbox was opened. */
  counts: Counts = worldCounts();

  /** Notes the world as it is now. */
  open(): void {
    for (const name of COLLECTIONS) this.#ids.set(name, new Set(collection(name).contents.map((d) => d.id ?? "")));
    for (const key of SETTINGS) this.#settings.set(key, game.settings.get(SYSTEM_ID, key as never));
    this.#time = game.time.worldTime;
    this.#random = CONFIG.Dice.randomUniform;
    this.counts = worldCounts();
  }

  /** Makes every die show the face at `fraction` of its faces (CONFIG.Dice.randomUniform), until restored. */
  fixDice(fraction: number): void {
    CONFIG.Dice.randomUniform = () => fraction;
  }

  /** Deletes what the batch made, and puts Fray's settings, the world time and the dice back. */
  async restore(): Promise<void> {
    if (this.#random) CONFIG.Dice.randomUniform = this.#random;
    for (const name of COLLECTIONS) {
      const known = this.#ids.get(name) ?? new Set<string>();
      const made = collection(name).contents.map((d) => d.id ?? "").filter((id) => id && !known.has(id));
      if (made.length) await documentClass(name).deleteDocuments(made);
    }
    for (const [key, value] of this.#settings) {
      if (game.settings.get(SYSTEM_ID, key as never) === value) continue;
      await game.settings.set(SYSTEM_ID, key as never, value as never);
    }
    const drift = this.#time - game.time.worldTime;
    if (drift) await game.time.advance(drift);
  }
}
