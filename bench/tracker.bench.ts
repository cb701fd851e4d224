// @vitest-environment happy-dom
import { bench, describe } from "vitest";
import { trackerWorld } from "../test/applications/sidebar/world.js";

/** A legend fight with 100 combatants (a player character every tenth, enemy groups of four) as the GM sees it. */
const world = await trackerWorld("legend");
const { combat } = await world.fight(Array.from({ length: 100 }, (_, i) => ({ name: `Fighter ${i}`,
  player: i % 10 === 0, initiative: 100 - i })));
await combat.startCombat();
await world.show();

describe("FrayCombatTracker", () => {
  bench("render 100 combatants (GM view, every part)", async () => {
    await world.tracker.render();
  });
});
