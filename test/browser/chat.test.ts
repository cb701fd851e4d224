// @vitest-environment happy-dom
import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import * as sass from "sass";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderCards, type RenderedCard } from "../../preview/chat.js";
import { connectBrowser, screenshot } from "./harness.js";
import { CHROMIUM, ROOT, available } from "./preview-server.js";

const OUT = resolve(ROOT, "test-results/chat");
if (!available) console.warn(`Skipping the browser chat test: ${CHROMIUM} is not installed (apt-get install chromium).`);

let browser: Browser;
let cards: RenderedCard[];
let css: string;

describe.skipIf(!available)("chat cards in headless Chromium", () => {
  beforeAll(async () => {
    cards = await renderCards();
    css = sass.compile(resolve(ROOT, "styles/fray.scss")).css + sass.compile(resolve(ROOT, "preview/preview.scss")).css;
    browser = await connectBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("renders every card state of every rulebook (attack hit/miss/Shock/critical, damage, applied, undone, heal)",
    () => {
      const ids = cards.map((c) => c.id);
      for (const preset of ["legend", "lurasko", "sides", "agility", "lot"]) {
        expect(ids).toEqual(expect.arrayContaining([`${preset}-attack`, `${preset}-attack-critical`, `${preset}-damage`,
          `${preset}-damage-applied`, `${preset}-damage-undone`, `${preset}-heal`, `${preset}-heal-applied`]));
      }
    });

  it.each(["light", "dark"])("screenshots each card cleanly in the %s theme", async (theme) => {
    const page = await browser.newPage({ viewport: { width: 420, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setContent(`<!doctype html><html><head><style>${css}
      #chat-log { list-style: none; margin: 0; padding: 8px; width: 300px; }
      #chat-log > li { margin-bottom: 8px; padding: 6px; border-radius: 5px; border: 1px solid #8a7f72; }
      .theme-light #chat-log > li { background: #f2ede3; color: #231d17; }
      .theme-dark #chat-log > li { background: #23252d; color: #ece3d6; }</style></head>
      <body class="theme-${theme}"><ol id="chat-log" class="theme-${theme}">${cards.map((c) =>
        c.html.replace("<li ", `<li data-card="${c.id}" `)).join("")}</ol></body></html>`);
    const found: string[] = [];
    for (const { id } of cards) {
      const card = page.locator(`[data-card="${id}"]`);
      await screenshot(card, resolve(OUT, `${id}-${theme}.png`));
      const text = await card.innerText();
      for (const pattern of [/FRAY\.[\w.]+/, /\{\{/, /\bundefined\b/, /\bNaN\b/, /\[object \w+\]/]) {
        const match = pattern.exec(text);
        if (match) found.push(`${id}: shows "${match[0]}"`);
      }
      if (await card.locator("script, img[onerror], b").count()) found.push(`${id}: a name became markup`);
    }
    await page.close();
    expect(errors).toEqual([]);
    expect(found).toEqual([]);
  }, 120_000);
});
