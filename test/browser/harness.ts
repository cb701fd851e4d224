/**
 * What the browser test files share: the Chromium and the preview global-setup.ts started (a fresh preview world
 * for the files that play in it), and screenshots, which are written only when FRAY_SCREENSHOTS=1.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";
import type { BrowserEndpoints } from "./global-setup.js";

/** True when the run asked for screenshots (FRAY_SCREENSHOTS=1, as .ci/run sets): only then are PNGs written. */
export const screenshots = process.env.FRAY_SCREENSHOTS === "1";

/** How long a file waits for the shared preview and Chromium to be up (global-setup.ts starts them). */
const START_LIMIT_MS = 120_000;

/** The shared preview's URL and Chromium's endpoint, once global-setup.ts has them up (or the error it met). */
async function endpoints(): Promise<{ previewUrl: string; chromiumEndpoint: string }> {
  const file = inject("browserEndpoints");
  for (const start = Date.now(); Date.now() - start < START_LIMIT_MS;) {
    const found = existsSync(file) ? JSON.parse(await readFile(file, "utf8")) as BrowserEndpoints : null;
    if (found?.error) throw new Error(`The preview or Chromium did not start: ${found.error}`);
    if (found) return { previewUrl: found.previewUrl!, chromiumEndpoint: found.chromiumEndpoint! };
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`The preview and Chromium were not up after ${START_LIMIT_MS / 1000} s`);
}

/** Connects to the shared Chromium; closing the connection leaves Chromium running for the next file. */
export async function connectBrowser(): Promise<Browser> {
  return chromium.connect((await endpoints()).chromiumEndpoint);
}

/** The shared preview's URL, ending in a slash; its sheet gallery (/sheets) never changes. */
export async function previewUrl(): Promise<string> {
  return (await endpoints()).previewUrl;
}

/**
 * Puts the preview's world `world` (each file plays in its own, so files run side by side) back to how a world
 * starts (the Legend rulebook, the GM logged in, nothing played) and returns the URL of a page playing in it.
 */
export async function freshPreview(world: string): Promise<string> {
  const url = await previewUrl();
  const response = await fetch(`${url}api`, { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ kind: "reset", preset: "legend", world }) });
  if (!response.ok) throw new Error(`The preview refused the reset: ${await response.text()}`);
  return `${url}?world=${world}`;
}

/** Screenshots `target` (a window or a pane) into `path` when screenshots are on; either way it must be visible. */
export async function screenshot(target: Locator, path: string): Promise<void> {
  if (!screenshots) return target.waitFor({ state: "visible" });
  await mkdir(dirname(path), { recursive: true });
  await target.screenshot({ path });
}

/** Screenshots the whole of `page` into `path` when screenshots are on. */
export async function pageScreenshot(page: Page, path: string): Promise<void> {
  if (!screenshots) return;
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
}

/**
 * Opens the preview's world `world`, fresh (freshPreview), in a new 1800×1100 page of the shared Chromium once its
 * chat is drawn; the page's console errors and uncaught errors are pushed into `errors` for the file to check.
 */
export async function openPreviewPage(world: string, errors: string[]): Promise<{ browser: Browser; page: Page }> {
  const url = await freshPreview(world);
  const browser = await connectBrowser();
  const page = await browser.newPage({ viewport: { width: 1800, height: 1100 } });
  page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  await page.locator("[data-role=chat]").waitFor();
  return { browser, page };
}
