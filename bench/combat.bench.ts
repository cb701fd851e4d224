import { bench, describe } from "vitest";
import { combatWorld, type CombatWorld } from "../test/documents/world.js";
import type { PresetId } from "../src/rules/presets.js";
import type { FrayCombat } from "../src/documents/combat/combat.js";

/** A world under `preset` with a combat of `count` combatants (a tenth of them player characters, mixed sides). */
async function staged(preset: PresetId, count: number): Promise<{ world: CombatWorld; combat: FrayCombat }> {
  const world = await combatWorld(preset);
  const fighters = Array.from({ length: count }, (_, i) => ({ name: `c${i}`, dex: 8 + (i % 9), agi: i % 5,
    player: i % 10 === 0, disposition: i % 10 === 0 ? 1 : -1 }));
  const { combat } = await world.fight(fighters);
  return { world, combat };
}

const MODELS: PresetId[] = ["legend", "lot", "sides", "lurasko", "agility"];

describe("rollAll with 200 combatants (one Combatant batch, ≤ one group batch, one card)", () => {
  for (const preset of MODELS) {
    let combat: FrayCombat;
    bench(preset, async () => {
      await combat.resetAll();
      await combat.rollAll();
    }, { iterations: 5, warmupIterations: 1, setup: async () => { ({ combat } = await staged(preset, 200)); } });
  }
});

describe("nextTurn with turn events (legend, 100 combatants)", () => {
  let world: CombatWorld;
  let combat: FrayCombat;
  bench("one turn and its events", async () => {
    await combat.nextTurn();
    await world.settle(combat);
  }, { iterations: 50, setup: async () => {
    ({ world, combat } = await staged("legend", 100));
    await combat.rollAll();
    await combat.startCombat();
    await world.settle(combat);
  } });
});
