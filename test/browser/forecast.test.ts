/**
 * The GM's forecast window (issue 33) in the interactive preview: opened from the tracker's button, run, and read.
 * With FRAY_SCREENSHOTS=1 the window is screenshotted into test-results/forecast/.
 */
import { resolve } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPreviewPage, screenshot } from "./harness.js";
import { CHROMIUM, ROOT, available, windowProblems } from "./preview-server.js";

const OUT = resolve(ROOT, "test-results/forecast");
if (!available) console.warn(`Skipping the browser forecast test: ${CHROMIUM} is not installed.`);

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** Waits until the page has drawn the answer to the last interaction. */
async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.body.classList.contains("preview-busy"));
}

/** Clicks and waits for the answer. */
async function click(target: Locator): Promise<void> {
  await target.click();
  await settled();
}

/** The forecast window. */
const forecast = (): Locator => page.locator(".preview-window.fray-forecast");

describe.skipIf(!available)("the forecast window in headless Chromium", () => {
  beforeAll(async () => {
    ({ browser, page } = await openPreviewPage("forecast", pageErrors));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("the GM opens it from the tracker, runs it and reads each side's chance, the rounds and each character",
    async () => {
      await click(page.locator("[data-role=combat] [data-action=openForecast]"));
      await expect.poll(() => forecast().count()).toBe(1);
      await screenshot(forecast(), resolve(OUT, "forecast-open.png"));
      await click(forecast().locator("[data-action=run]"));
      await expect.poll(() => forecast().locator(".fray-forecast-win li").count(), { timeout: 60_000 }).toBe(3);
      await expect.poll(() => forecast().locator("[data-action=run]").count(), { timeout: 60_000 }).toBe(1);
      expect(await forecast().locator(".fray-forecast-combatants tbody tr").count()).toBeGreaterThan(1);
      expect(await forecast().locator(".fray-forecast-chart li").count()).toBeGreaterThan(0);
      await screenshot(forecast(), resolve(OUT, "forecast-result.png"));
      expect(await windowProblems(page, ".preview-window.fray-forecast")).toEqual([]);
      expect(await page.locator(".preview-toast.error").allTextContents()).toEqual([]);
      expect(pageErrors).toEqual([]);
    }, 180_000);
});
