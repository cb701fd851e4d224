import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CHROMIUM = "/usr/bin/chromium";
const ROOT = resolve(import.meta.dirname, "../..");
const OUT = resolve(ROOT, "test-results/sheets");
const SHEETS = ["character-legend", "character-legend-edit", "character-legend-min", "character-sides",
  "character-lurasko", "character-agility", "character-lot", "character-lot-edit", "character-lot-min",
  "character-limited", "npc", "npc-min", ...["weapon", "armor", "shield", "ability", "gear"]
    .flatMap((type) => [`item-${type}`, `item-${type}-lot`])];
const available = existsSync(CHROMIUM);
if (!available && process.env.CI) throw new Error(`${CHROMIUM} is missing; CI must install chromium (apt-get)`);
if (!available) console.warn(`Skipping the browser sheet test: ${CHROMIUM} is not installed (apt-get install chromium).`);

let server: ChildProcess;
let browser: Browser;
let url: string;

/** Starts `npm run preview` on a free port and resolves with its URL. */
function startPreview(): Promise<string> {
  server = spawn(process.execPath, [resolve(ROOT, "scripts/preview.mjs"), "--port", "0"], { cwd: ROOT });
  return new Promise((done, fail) => {
    let output = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (match) done(match[0]);
    });
    server.stderr!.on("data", (chunk: Buffer) => { output += chunk.toString(); });
    server.on("exit", (code) => fail(new Error(`preview exited with ${code}: ${output}`)));
  });
}

/** Problems found in one window: unlocalized keys, raw template output and overflowing parts. */
async function problems(page: Page, id: string): Promise<string[]> {
  return page.locator(`[data-sheet="${id}"]`).evaluate((win) => {
    const found: string[] = [];
    const visible = (win as HTMLElement).innerText + " " + [...win.querySelectorAll("input")]
      .map((i) => (i as HTMLInputElement).value).join(" ");
    for (const pattern of [/FRAY\.[\w.]+/, /TYPES\.[\w.]+/, /\{\{/, /\bundefined\b/, /\bNaN\b/, /\[object \w+\]/]) {
      const match = pattern.exec(visible);
      if (match) found.push(`shows "${match[0]}"`);
    }
    for (const label of win.querySelectorAll<HTMLElement>(".form-group > label")) {
      if (!label.textContent?.trim()) found.push(`a field of ${label.parentElement?.querySelector("[name]")
        ?.getAttribute("name")} has no label`);
    }
    for (const part of win.querySelectorAll<HTMLElement>("[data-application-part]")) {
      if (part.offsetParent === null) continue;
      if (part.scrollWidth > part.clientWidth + 1) {
        found.push(`part ${part.dataset.applicationPart} overflows: ${part.scrollWidth} > ${part.clientWidth}`);
      }
    }
    const content = win.querySelector<HTMLElement>(".window-content")!;
    if (content.scrollWidth > content.clientWidth + 1) found.push("window content overflows horizontally");
    return found;
  });
}

describe.skipIf(!available)("sheets in headless Chromium", () => {
  beforeAll(async () => {
    await mkdir(OUT, { recursive: true });
    url = await startPreview();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox",
      "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill();
  });

  it.each(["light", "dark"])("renders every sheet cleanly in the %s theme", async (theme) => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on("console", (message) => { if (message.type() === "error") errors.push(message.text()); });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${url}?theme=${theme}`);
    const found: string[] = [];
    for (const id of SHEETS) {
      const win = page.locator(`[data-sheet="${id}"]`);
      const tabs = await win.locator("[data-action=tab]").all();
      const steps = tabs.length ? tabs : [null];
      for (const tab of steps) {
        const name = tab ? `${id}-${await tab.getAttribute("data-tab")}` : id;
        await tab?.click();
        await win.screenshot({ path: resolve(OUT, `${name}-${theme}.png`) });
        found.push(...(await problems(page, id)).map((p) => `${name}: ${p}`));
      }
    }
    await page.close();
    expect(errors).toEqual([]);
    expect(found).toEqual([]);
  }, 120_000);
});
