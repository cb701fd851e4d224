import { describe, expect, it } from "vitest";
import { Collection } from "../collection.js";

const ash = { name: "Ash" };
const birch = { name: "Birch" };

describe("foundry.utils.Collection", () => {
  it("foundry.utils.Collection#[Symbol.iterator]: iterating yields the values, not [key, value] pairs", () => {
    const collection = new Collection([["a", ash], ["b", birch]]);
    const spread: unknown[] = [...collection];
    expect(spread).toEqual([ash, birch]);
    const seen: unknown[] = [];
    for (const value of collection) seen.push(value);
    expect(seen).toEqual([ash, birch]);
  });

  it("foundry.utils.Collection#entries: the Map pairs stay reachable through entries()", () => {
    const collection = new Collection([["a", ash]]);
    expect([...collection.entries()]).toEqual([["a", ash]]);
  });
});
