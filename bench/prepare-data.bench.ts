import { bench, describe } from "vitest";
import { frayWorld } from "../test/data/world.js";
import type { Document } from "../test/foundry/documents.js";

const ITEM_TYPES = ["weapon", "armor", "shield", "ability", "gear"];
const { Actor } = await frayWorld("agility");

/** 1,000 characters with 20 items each, built without running the create pipeline. */
const actors: Document[] = Array.from({ length: 1000 }, (_, i) => new Actor({
  name: `Character ${i}`, type: "character",
  system: { level: 1 + (i % 20), attributes: { agi: { value: (i % 7) - 3 } } },
  items: Array.from({ length: 20 }, (_, j) => ({ name: `Item ${j}`, type: ITEM_TYPES[j % ITEM_TYPES.length] })),
}));

describe("prepareData", () => {
  bench("1,000 characters × 20 items (budget 200 ms)", () => {
    for (const actor of actors) actor.prepareData();
  }, { iterations: 20 });
});
