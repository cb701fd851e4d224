// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { trackerWorld } from "../sidebar/world.js";
import { stageForecast } from "../../documents/forecast/world.js";

/** Waits until `check` holds (the window plays its fights in slices between event-loop turns). */
async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((done) => setTimeout(done, 5));
  }
}

describe("the forecast window (issue 33)", () => {
  it("L1: the GM's tracker button opens it; Run plays the fights and shows win chances, rounds and each character",
    async () => {
      const world = await trackerWorld("legend");
      const { by } = await stageForecast(world, "legend");
      await world.show();
      await world.click("[data-action=openForecast]");
      const root = () => document.querySelector<HTMLElement>(".fray-forecast")!;
      await until(() => !!root()?.querySelector("[data-action=run]"));
      root().querySelector<HTMLInputElement>("input[name=fights]")!.value = "200";
      root().querySelector<HTMLSelectElement>("select[name=tactic]")!.value = "weakest";
      root().querySelector<HTMLElement>("[data-action=run]")!.click();
      await until(() => !!root().querySelector(".fray-forecast-win") && !root().querySelector("[data-action=cancel]"));
      const i18n = world.foundry.game.i18n;
      expect(root().querySelector(".fray-forecast-win-party")?.textContent).toContain(i18n.localize(
        "FRAY.FORECAST.Win.party"));
      expect(root().querySelectorAll(".fray-forecast-combatants tbody tr")).toHaveLength(3);
      expect(root().querySelector(`[data-combatant-id="${by("Hero").id}"]`)?.textContent).toContain("Hero");
      expect(root().querySelectorAll(".fray-forecast-chart li").length).toBeGreaterThan(0);
      expect(root().querySelector("select[name=tactic]")).toHaveProperty("value", "weakest");
      expect(root().querySelectorAll(".fray-forecast-limits li")).toHaveLength(6);
      expect(root().textContent).not.toMatch(/FRAY\./);
    });

  it("plays in slices that hand the event loop back (no slice over 50 ms by the clock), and Cancel stops it",
    async () => {
      // The clock the slices read moves 5 ms at each reading, whatever this machine's speed, so the check is of the
      // slicing (a slice ends once 40 ms have passed), not of how busy the machine running the test is.
      let now = 0;
      const clock = vi.spyOn(performance, "now").mockImplementation(() => (now += 5));
      const world = await trackerWorld("legend");
      await stageForecast(world, "legend");
      await world.show();
      await world.click("[data-action=openForecast]");
      const root = () => document.querySelector<HTMLElement>(".fray-forecast")!;
      await until(() => !!root()?.querySelector("[data-action=run]"));
      root().querySelector<HTMLInputElement>("input[name=fights]")!.value = "100000";
      root().querySelector<HTMLElement>("[data-action=run]")!.click();
      await until(() => !!root().querySelector("[data-action=cancel]"));
      await until(() => (world.tracker.forecast?.runner?.tally.fights ?? 0) > 100);
      // Every slice stopped once 40 ms had passed: it overran that by one fight at most, never reaching 50 ms.
      expect(world.tracker.forecast!.longestSlice).toBeLessThan(50);
      clock.mockRestore();
      root().querySelector<HTMLElement>("[data-action=cancel]")!.click();
      await until(() => !!root().querySelector(".fray-forecast-cancelled"));
      const done = Number(root().querySelector<HTMLProgressElement>("progress")?.value ?? 0);
      expect(root().querySelector(".fray-forecast-cancelled")?.textContent).toMatch(/of 100000 fights/);
      expect(root().querySelector("[data-action=run]")).not.toBeNull();
      expect(done).toBeLessThan(100_000);
    });

  it("a player's tracker has no forecast button", async () => {
    const world = await trackerWorld("legend");
    await stageForecast(world, "legend");
    world.foundry.loginAs(world.foundry.player);
    const element = await world.show();
    expect(element.querySelector("[data-action=openForecast]")).toBeNull();
  });
});
