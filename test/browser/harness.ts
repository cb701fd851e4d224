/**
 * What the browser test files share: the Chromium and the preview global-setup.ts started (a fresh preview world
 * for the files that play in it), and screenshots, which are written only when FRAY_SCREENSHOTS=1.
 */
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";

/** True when the run asked for screenshots (FRAY_SCREENSHOTS=1, as .ci/run sets): only then are PNGs written. */
export const screenshots = process.env.FRAY_SCREENSHOTS === "1";

/** Connects to the shared Chromium; closing the connection leaves Chromium running for the next file. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject("chromiumEndpoint"));
}

/** The shared preview's URL, ending in a slash; its sheet gallery (/sheets) never changes. */
export function previewUrl(): string {
  return inject("previewUrl");
}

/**
 * Puts the preview's world `world` (each file plays in its own, so files run side by side) back to how a world
 * starts (the Legend rulebook, the GM logged in, nothing played) and returns the URL of a page playing in it.
 */
export async function freshPreview(world: string): Promise<string> {
  const url = previewUrl();
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
