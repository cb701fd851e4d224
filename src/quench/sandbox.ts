import { SYSTEM_ID } from "../config/system.js";

/** The world collections a batch may add to, in the order their new documents go. */
const COLLECTIONS = ["combats", "messages", "scenes", "actors", "items"] as const;

/** A world collection's name. */
type CollectionName = (typeof COLLECTIONS)[number];

/** Deletes documents of each collection by id, through the document class CONFIG names. */
const DELETE: Readonly<Record<CollectionName, (ids: string[]) => Promise<unknown>>> = {
  combats: (ids) => CONFIG.Combat.documentClass.deleteDocuments(ids),
  messages: (ids) => CONFIG.ChatMessage.documentClass.deleteDocuments(ids),
  scenes: (ids) => CONFIG.Scene.documentClass.deleteDocuments(ids),
  actors: (ids) => CONFIG.Actor.documentClass.deleteDocuments(ids),
  items: (ids) => CONFIG.Item.documentClass.deleteDocuments(ids),
};

/**
 * Fray's world settings a batch may change, as they are now. (What it records in the GM's ledger, a journal entry
 * Fray makes on ready, leaves with the cards it deletes.)
 */
const worldSettings = () => ({ preset: game.settings.get(SYSTEM_ID, "preset"),
  rules: game.settings.get(SYSTEM_ID, "rules") });

/** A world collection as the sandbox reads it. */
interface WorldCollection {
  size: number;
  contents: { id: string | null }[];
}

/** The documents each collection holds, by collection. */
type Counts = Record<CollectionName, number>;

/** A collection of the world by its `game` name. */
function collection(name: CollectionName): WorldCollection {
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
  #settings: ReturnType<typeof worldSettings> | null = null;
  #time = 0;
  #random: (() => number) | null = null;
  /** The counts the world had when the sandbox was opened. */
  counts: Counts = worldCounts();

  /** Notes the world as it is now. */
  open(): void {
    for (const name of COLLECTIONS) this.#ids.set(name, new Set(collection(name).contents.map((d) => d.id ?? "")));
    this.#settings = worldSettings();
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
      if (made.length) await DELETE[name](made);
    }
    const now = worldSettings();
    if (this.#settings && now.preset !== this.#settings.preset) {
      await game.settings.set(SYSTEM_ID, "preset", this.#settings.preset);
    }
    if (this.#settings && now.rules !== this.#settings.rules) {
      await game.settings.set(SYSTEM_ID, "rules", this.#settings.rules);
    }
    const drift = this.#time - game.time.worldTime;
    if (drift) await game.time.advance(drift);
  }
}
