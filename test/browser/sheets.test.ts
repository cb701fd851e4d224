import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, previewUrl, screenshot, screenshots } from "./harness.js";
import { CHROMIUM, ROOT, available, everyTabProblems } from "./preview-server.js";

const OUT = resolve(ROOT, "test-results/sheets");
const SHEETS = ["character-legend", "character-legend-edit", "character-legend-min", "character-sides",
  "character-lurasko", "character-agility", "character-combat", "character-lot", "character-lot-edit", "character-lot-min",
  "character-limited", "npc", "npc-min", "npc-lurasko", "npc-lurasko-min", ...["weapon", "armor", "shield", "ability", "gear"]
    .flatMap((type) => [`item-${type}`, `item-${type}-lot`])];
if (!available) console.warn(`Skipping the browser sheet test: ${CHROMIUM} is not installed (apt-get install chromium).`);

let browser: Browser;

describe.skipIf(!available)("sheets in headless Chromium", () => {
  beforeAll(async () => {
    browser = await connectBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it.each(["light", "dark"])("renders every sheet cleanly in the %s theme", async (theme) => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${await previewUrl()}sheets?theme=${theme}`);
    // Every sheet on every tab is checked in the page at once; screenshots (when asked) click each tab in turn.
    const found = await everyTabProblems(page, SHEETS.map((id) => `[data-sheet="${id}"]`).join(", "));
    for (const id of screenshots ? SHEETS : []) {
      const win = page.locator(`[data-sheet="${id}"]`);
      const tabs = await win.locator("[data-action=tab]").all();
      for (const tab of tabs.length ? tabs : [null]) {
        await tab?.click();
        await screenshot(win, resolve(OUT, `${tab ? `${id}-${await tab.getAttribute("data-tab")}` : id}-${theme}.png`));
      }
    }
    const shown = await page.locator("[data-sheet]").evaluateAll((wins) => wins.map((w) => (w as HTMLElement).dataset.sheet));
    await page.close();
    expect(shown).toEqual(expect.arrayContaining(SHEETS));
    expect(errors).toEqual([]);
    expect(found).toEqual([]);
  }, 360_000);
});
