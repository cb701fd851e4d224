/**
 * Issue 30 played in the preview in headless Chromium with the mouse and the keyboard: the tracker's rows with
 * core's parts, the scene pane's ruler, the hotbar pane, Fray's keys, and the chat cards under the dark theme.
 * FRAY_SCREENSHOTS=1 writes each state into test-results/table/.
 */
import { resolve } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPreviewPage, screenshot } from "./harness.js";
import { CHROMIUM, ROOT, available, windowProblems } from "./preview-server.js";

const OUT = resolve(ROOT, "test-results/table");
if (!available) console.warn(`Skipping the table preview test: ${CHROMIUM} is not installed.`);

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** The pane titled `title`. */
const pane = (title: string): Locator => page.locator("[data-pane]", { has: page.locator(".window-title",
  { hasText: title }) });

/** Waits until the page has drawn the answer to the last interaction. */
async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.body.classList.contains("preview-busy"));
}

/** Clicks `target` and waits for the answer. */
async function click(target: Locator): Promise<void> {
  await target.click();
  await settled();
}

describe.skipIf(!available)("play without the sheet, in headless Chromium (issue 30)", () => {
  beforeAll(async () => {
    ({ browser, page } = await openPreviewPage("table", pageErrors));
    const tracker = page.locator("[data-role=combat]");
    await click(tracker.locator("[data-action=rollAll]").last());
    await click(tracker.locator("[data-action=startCombat]").last());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("the tracker's rows keep core's parts: effect icons, ping and pan beside Fray's pips", async () => {
    const tracker = page.locator("[data-role=combat]");
    await expect.poll(() => tracker.locator("[data-action=pingCombatant]").count()).toBeGreaterThan(0);
    await screenshot(tracker, resolve(OUT, "01-tracker.png"));
    expect(await windowProblems(page, "[data-role=combat]")).toEqual([]);
  });

  it("the scene pane selects Vessa's token and draws her ruler's twelve squares", async () => {
    const scene = page.locator("[data-pane]", { has: page.locator(".preview-tokens") });
    await click(scene.locator("[data-action=toggleSelect]").first());
    await expect.poll(() => scene.locator(".preview-ruler li").count()).toBe(12);
    await screenshot(scene, resolve(OUT, "02-ruler.png"));
  });

  it("the hotbar pane drops the Longsword on a slot; End passes turns to Vessa, whose macro then attacks", async () => {
    const hotbar = pane("Hotbar");
    await click(hotbar.locator("[data-action=dropItem]").first());
    await expect.poll(() => hotbar.locator("[data-action=runMacro]").count()).toBe(1);
    const active = () => page.locator("[data-role=combat] .fray-turn.active .name").textContent();
    for (let i = 0; i < 4 && await active() !== "Vessa Thorn"; i += 1) {
      await page.locator("body").press("End");
      await settled();
    }
    expect(await active()).toBe("Vessa Thorn");
    const cards = await page.locator("[data-role=chat] .chat-message").count();
    await click(hotbar.locator("[data-action=runMacro]"));
    await expect.poll(() => page.locator("[data-role=chat] .chat-message").count()).toBe(cards + 1);
    await screenshot(hotbar, resolve(OUT, "03-hotbar.png"));
  });

  it("under the dark theme the chat cards keep dark text off a light card: their own dark surface", async () => {
    await page.locator("#preview-dark").check();
    const card = page.locator("[data-role=chat] .fray-card").last();
    const colours = await card.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(colours).toEqual(["rgb(35, 30, 26)", "rgb(236, 227, 214)"]);
    await screenshot(page.locator("[data-role=chat]"), resolve(OUT, "04-chat-dark.png"));
    expect(pageErrors).toEqual([]);
  });

  it("Z10: under Lur-Asko the scene pane's ruler colours Vessa's path by zone: green in Gullet ford, red past it in "
    + "round 1's action phase", async () => {
    await page.locator("#preview-dark").uncheck();
    await page.locator("#preview-preset").selectOption("lurasko");
    await settled();
    const tracker = page.locator("[data-role=combat]");
    await click(tracker.locator("[data-action=rollAll]").last());
    await click(tracker.locator("[data-action=startCombat]").last());
    const scene = page.locator("[data-pane]", { has: page.locator(".preview-tokens") });
    const vessa = scene.locator("[data-action=toggleSelect]").first();
    if (await vessa.getAttribute("aria-pressed") !== "true") await click(vessa);
    const squares = scene.locator(".preview-ruler li");
    await expect.poll(() => squares.count()).toBe(12);
    const colours = await squares.evaluateAll((lis) => lis.map((li) => getComputedStyle(li).backgroundColor));
    expect(colours).toEqual([...Array(5).fill("rgb(60, 180, 75)"), ...Array(7).fill("rgb(215, 38, 61)")]);
    await screenshot(scene, resolve(OUT, "05-ruler-lurasko.png"));
    expect(pageErrors).toEqual([]);
  });

  it("Z7: in round 2's movement phase the squares past Gullet ford turn violet, a movement roll", async () => {
    const movement = page.locator("[data-role=combat] .fray-phase.phase-movement");
    for (let i = 0; i < 6 && await movement.count() === 0; i += 1) {
      await page.locator("body").press("End");
      await settled();
    }
    const scene = page.locator("[data-pane]", { has: page.locator(".preview-tokens") });
    const squares = scene.locator(".preview-ruler li");
    await expect.poll(() => squares.evaluateAll((lis) => lis.map((li) => getComputedStyle(li).backgroundColor)))
      .toEqual([...Array(5).fill("rgb(60, 180, 75)"), ...Array(7).fill("rgb(166, 108, 255)")]);
    await screenshot(scene, resolve(OUT, "06-ruler-lurasko-movement.png"));
    expect(pageErrors).toEqual([]);
  });
});
