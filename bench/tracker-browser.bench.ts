// @vitest-environment happy-dom
// The tracker render a GM's browser does, in two halves: Fray's context and templates (the same JavaScript, here in
// Node on the stand-in) and the HTML parsed, styled and laid out by headless Chromium with Fray's stylesheet.
import { resolve } from "node:path";
import * as sass from "sass";
import { afterAll, bench, describe } from "vitest";
import { trackerWorld } from "../test/applications/sidebar/world.js";
import { ROOT, available, launchBrowser } from "../test/browser/preview-server.js";
import { loadTemplates, renderTemplate } from "../test/foundry/application.js";

/** The tracker's render steps before the DOM (HandlebarsApplicationMixin's), typed as the bench calls them. */
interface Steps {
  _prepareContext(options: object): Promise<Record<string, unknown>>;
  _configureRenderParts(options: object): Record<string, { template: string; templates?: string[] }>;
  _preparePartContext(id: string, context: object, options: object): Promise<Record<string, unknown>>;
}

const world = await trackerWorld("legend");
const { combat } = await world.fight(Array.from({ length: 100 }, (_, i) => ({ name: `Fighter ${i}`,
  player: i % 10 === 0, initiative: 100 - i })));
await combat.startCombat();
await world.show();
const tracker = world.tracker as unknown as Steps;

/** Every part's HTML, as the tracker's context and templates make it (no DOM). */
async function partsHTML(): Promise<string> {
  const options = {};
  const context = await tracker._prepareContext(options);
  let html = "";
  for (const [id, part] of Object.entries(tracker._configureRenderParts(options))) {
    if (part.templates) await loadTemplates(part.templates);
    html += await renderTemplate(part.template, await tracker._preparePartContext(id, { ...context }, options));
  }
  return html;
}

const html = await partsHTML();
const browser = available ? await launchBrowser() : null;
const page = await browser?.newPage({ viewport: { width: 1280, height: 900 } });
const css = sass.compile(resolve(ROOT, "styles/fray.scss")).css;
await page?.setContent(`<!doctype html><html><head><style>${css}</style></head><body class="theme-dark">
<section id="combat" class="application tab sidebar-tab combat-sidebar fray fray-combat" style="width:300px"></section>
</body></html>`);
// The page keeps the HTML, as the browser that made it would: each run measures the DOM work, not the transfer.
await page?.evaluate((markup) => Object.assign(window, { trackerHTML: markup }), html);
afterAll(async () => browser?.close());

describe("FrayCombatTracker, 100 combatants, as a GM's browser renders it", () => {
  bench("Fray's context and templates (Node, no DOM)", async () => {
    await partsHTML();
  });

  bench.skipIf(!available)("parse, style and lay out its HTML in headless Chromium with Fray's stylesheet", async () => {
    await page!.evaluate(() => {
      const root = document.getElementById("combat")!;
      root.innerHTML = (window as unknown as { trackerHTML: string }).trackerHTML;
      return root.getBoundingClientRect().height;
    });
  });
});
