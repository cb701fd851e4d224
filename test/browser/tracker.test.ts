import { mkdir, rm } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import type { Browser, Locator, Page } from "playwright-core";
import * as sass from "sass";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RenderedSheet } from "../../preview/render.js";
import { connectBrowser, freshPreview, screenshot } from "./harness.js";
import { CHROMIUM, ROOT, available, windowProblems } from "./preview-server.js";

const OUT = resolve(ROOT, "test-results/tracker");
// Two levels below the repo, so the stand-in's REPO_ROOT (its folder + "../..") is the repo itself.
const BUNDLE_DIR = resolve(ROOT, "node_modules/.fray-preview");
/** Font Awesome's CSS and fonts, which core's icons use. */
const FONT_AWESOME = resolve(ROOT, "node_modules/@fortawesome/fontawesome-free");
if (!available) console.warn(`Skipping the browser tracker test: ${CHROMIUM} is not installed.`);

/** A neutral placeholder for every image path. */
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="6"
fill="#8a7a66"/><circle cx="32" cy="24" r="11" fill="#e8dccb"/></svg>`;

let browser: Browser;
let trackers: RenderedSheet[] = [];
let css = "";

/** Bundles preview/tracker.ts as scripts/preview.mjs bundles render.ts, and renders every tracker. */
async function renderTrackers(): Promise<RenderedSheet[]> {
  await mkdir(BUNDLE_DIR, { recursive: true });
  const outfile = resolve(BUNDLE_DIR, `tracker-${process.pid}-${Date.now()}.mjs`);
  await esbuild.build({ entryPoints: [resolve(ROOT, "preview/tracker.ts")], bundle: true, platform: "node",
    format: "esm", outfile, external: ["handlebars", "happy-dom"], logLevel: "error" });
  try {
    const module = await import(pathToFileURL(outfile).href) as { renderTrackers(): Promise<RenderedSheet[]> };
    return await module.renderTrackers();
  } finally {
    await rm(outfile, { force: true });
  }
}

/** A page showing one tracker in a sidebar-sized frame, in `theme`. */
function page(tracker: RenderedSheet, theme: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="/fontawesome/css/all.min.css"><style>${css}</style></head>
<body class="theme-${theme}"><main class="preview-grid"><section class="preview-slot">
<div class="preview-window ${tracker.classes}" data-sheet="${tracker.id}" style="width:${tracker.width}px">
${tracker.html}</div></section></main></body></html>`;
}

describe.skipIf(!available)("the combat tracker in headless Chromium", () => {
  beforeAll(async () => {
    trackers = await renderTrackers();
    css = sass.compile(resolve(ROOT, "preview/preview.scss")).css + sass.compile(resolve(ROOT, "styles/fray.scss")).css;
    browser = await connectBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("renders a fight under each of the five rulebooks", () => {
    expect(trackers.map((t) => t.id)).toEqual(["tracker-legend", "tracker-lurasko", "tracker-sides",
      "tracker-agility", "tracker-lot"]);
  });

  it.each(["light", "dark"])("shows every tracker cleanly in the %s theme", async (theme) => {
    const found: string[] = [];
    // One page shows each tracker in turn, loaded afresh from its own URL.
    const tab = await browser.newPage({ viewport: { width: 420, height: 900 }, deviceScaleFactor: 2 });
    const errors: string[] = [];
    tab.on("pageerror", (error) => errors.push(error.message));
    await tab.route("**/*", (route) => {
      const url = route.request().url();
      const shown = trackers.find((t) => url === `http://fray.test/${t.id}`);
      if (shown) return route.fulfill({ contentType: "text/html", body: page(shown, theme) });
      // Core's icons, as the interactive preview serves them.
      const icons = /^http:\/\/fray\.test\/fontawesome\/(css|webfonts)\/([\w.-]+)$/.exec(url);
      if (icons) return route.fulfill({ path: resolve(FONT_AWESOME, icons[1]!, icons[2]!) });
      return route.fulfill({ contentType: "image/svg+xml", body: PLACEHOLDER });
    });
    for (const tracker of trackers) {
      errors.length = 0;
      await tab.goto(`http://fray.test/${tracker.id}`);
      const win = tab.locator(`[data-sheet="${tracker.id}"]`);
      await screenshot(win, resolve(OUT, `${tracker.id}-${theme}.png`));
      const visible = await win.innerText();
      for (const pattern of [/FRAY\.[\w.]+/, /COMBAT\.[\w.]+/, /\{\{/, /\bundefined\b/, /\bNaN\b/, /\[object \w+\]/]) {
        const match = pattern.exec(visible);
        if (match) found.push(`${tracker.id}: shows "${match[0]}"`);
      }
      const overflow = await win.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      if (overflow) found.push(`${tracker.id}: overflows horizontally`);
      found.push(...errors.map((e) => `${tracker.id}: ${e}`));
    }
    await tab.close();
    expect(found).toEqual([]);
  }, 120_000);
});

/** The five rulebooks, in the order the interactive test plays them. */
const RULEBOOKS = ["legend", "lot", "sides", "lurasko", "agility"] as const;

describe.skipIf(!available)("one round of each rulebook clicked through the interactive preview's tracker", () => {
  let live: Browser;
  let tab: Page;
  const pageErrors: string[] = [];

  /** The tracker pane. */
  const tracker = (): Locator => tab.locator("[data-role=combat]");

  /** Clicks `selector` inside the tracker and waits until the page has drawn the server's answer. */
  async function click(selector: string): Promise<void> {
    await tracker().locator(selector).first().click();
    await tab.waitForFunction(() => !document.body.classList.contains("preview-busy"));
  }

  /** Screenshots the tracker pane into test-results/tracker/round-<name>.png (when screenshots are on). */
  async function shot(name: string): Promise<void> {
    await screenshot(tracker(), resolve(OUT, `round-${name}.png`));
  }

  /** The error toasts on the page and the problems (raw keys, overflow) of the tracker pane. */
  async function problems(): Promise<string[]> {
    const id = await tracker().getAttribute("data-pane");
    return [...await tab.locator(".preview-toast.error").allTextContents(),
      ...await windowProblems(tab, `[data-pane="${id}"]`), ...pageErrors];
  }

  /** The round the tracker's header shows. */
  const round = async () => Number((await tracker().locator(".encounter-title, .combat-round").first().innerText())
    .match(/\d+/)?.[0] ?? 0);

  beforeAll(async () => {
    const url = await freshPreview("tracker");
    live = await connectBrowser();
    tab = await live.newPage({ viewport: { width: 1800, height: 1200 } });
    tab.on("pageerror", (error) => pageErrors.push(error.message));
    await tab.goto(url);
    await tracker().waitFor();
  }, 120_000);

  afterAll(async () => {
    await live?.close();
  });

  it.each(RULEBOOKS)("%s: Roll All, Start, spend a pip, end turns to round 2 — each state screenshotted",
    async (preset) => {
      await tab.locator("#preview-preset").selectOption(preset);
      await tab.waitForFunction(() => !document.body.classList.contains("preview-busy"));
      await shot(`${preset}-1-unrolled`);
      await click("[data-action=rollAll]");
      await expect.poll(() => tracker().locator("[data-action=rollInitiative]").count()).toBe(0);
      await shot(`${preset}-2-rolled`);
      await click("[data-action=startCombat]");
      await expect.poll(() => tracker().locator(".fray-turn.on-turn").count()).toBe(1);
      await shot(`${preset}-3-started`);
      const before = await tracker().locator(".fray-turn.on-turn .fray-pips").innerHTML();
      await click(".fray-turn.on-turn [data-action=spendAction] button");
      await expect.poll(() => tracker().locator(".fray-turn.on-turn .fray-pips").innerHTML()).not.toBe(before);
      await shot(`${preset}-4-pip-spent`);
      await click("[data-action=nextTurn]");
      await shot(`${preset}-5-next-turn`);
      const first = await round();
      for (let i = 0; i < 20 && (await round()) === first; i++) await click("[data-action=nextTurn]");
      await expect.poll(() => round()).toBe(first + 1);
      if (preset === "lurasko") await expect.poll(() => tracker().locator(".fray-phase.phase-movement").count()).toBe(1);
      await shot(`${preset}-6-round-2`);
      await tab.locator("#preview-dark").check();
      await shot(`${preset}-7-round-2-dark`);
      await tab.locator("#preview-dark").uncheck();
      expect(await problems()).toEqual([]);
    }, 120_000);
});
