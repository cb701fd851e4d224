// @vitest-environment happy-dom
/**
 * Fray's Quench batches (one played fight per rulebook, the smoke batch) run here against the stand-in through the
 * adapter, as Quench runs them in a live world: each makes its own scene, actors and combat and deletes them after.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installFoundry, type FoundryStandIn } from "../foundry/index.js";
import { vitestQuench, type RegisteredBatch } from "./adapter.js";

const registered: RegisteredBatch[] = [];

/** A fresh stand-in with Fray loaded as Foundry loads it and booted to `ready`, the GM logged in. */
const stand: FoundryStandIn = installFoundry();
await import("../../src/fray.js");
await stand.boot();
const counts = () => [stand.game.actors.size, stand.game.items.size, stand.game.scenes.size, stand.game.combats.size,
  stand.game.messages.size];
const before = counts();

beforeAll(() => {
  stand.loginAs(stand.gm);
});

const { registerQuenchBatches } = await import("../../src/quench/index.js");
registerQuenchBatches(vitestQuench(registered));

describe("the batches as a whole", () => {
  it("are the smoke batch and one fight per rulebook, keyed fray.*", () => {
    expect(registered.map((b) => b.key)).toEqual(["fray.smoke", "fray.fight.legend", "fray.fight.lurasko",
      "fray.fight.sides", "fray.fight.agility", "fray.fight.lot"]);
  });
});

afterAll(() => {
  expect(counts()).toEqual(before);
  expect(stand.notices.filter((n) => n.type === "error")).toEqual([]);
});
