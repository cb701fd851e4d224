// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { PRESET_IDS } from "../../../src/rules/presets.js";
import { Hooks } from "../../foundry/hooks.js";
import { trackerWorld, type TrackerWorld } from "./world.js";

/** Counts the tracker's renders from now on. */
function countRenders(): { readonly count: number } {
  let count = 0;
  Hooks.on("renderCombatTracker", () => { count += 1; });
  return { get count() { return count; } };
}

/** How many times the tracker renders for `change` and the writes it sets off (turn events, side joins). */
async function rendersFor(world: TrackerWorld, change: () => Promise<unknown>): Promise<number> {
  await world.idle();
  const renders = countRenders();
  await change();
  await world.idle();
  return renders.count;
}

describe("FrayCombatTracker renders once per change", () => {
  it.each(PRESET_IDS)("%s: start, a pip, end the turn, next round and previous turn each render once", async (preset) => {
    const world = await trackerWorld(preset);
    const { combat } = await world.fight([{ name: "Vessa", player: true, initiative: 17, dex: 14 },
      { name: "Orc", initiative: 12, dex: 12 }, { name: "Wolf", initiative: 8, dex: 10 },
      { name: "Orrin", player: true, initiative: 5, dex: 11 }]);
    // S1: a side's initiative is its group's roll, so the sides roll before the fight begins (no dialog asks).
    if (preset === "sides") await combat.rollAll();
    await world.show();
    const counts = {
      start: await rendersFor(world, () => world.click("[data-action=startCombat]")),
      pip: await rendersFor(world, () => world.click(".fray-turn.on-turn [data-action=spendAction] button")),
      nextTurn: await rendersFor(world, () => world.click(".fray-footer [data-action=nextTurn]")),
      nextRound: await rendersFor(world, () => world.click(".fray-footer [data-action=nextRound]")),
      previousTurn: await rendersFor(world, () => world.click(".fray-footer [data-action=previousTurn]")),
    };
    expect(counts).toEqual({ start: 1, pip: 1, nextTurn: 1, nextRound: 1, previousTurn: 1 });
  });

  it("the renders asked for in one frame run once and all resolve; a forced render runs at once", async () => {
    const world = await trackerWorld("legend");
    await world.fight([{ name: "Orc", initiative: 12 }]);
    await world.show();
    const renders = countRenders();
    const asked = [world.tracker.render(), world.tracker.render({ parts: ["turns"] }), world.tracker.render(false)];
    expect(renders.count).toBe(0);
    expect(await Promise.all(asked)).toEqual([world.tracker, world.tracker, world.tracker]);
    expect(renders.count).toBe(1);
    await world.tracker.render({ force: true });
    expect(renders.count).toBe(2);
  });
});
