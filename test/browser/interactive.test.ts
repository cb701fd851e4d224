import { resolve } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPreviewPage, pageScreenshot } from "./harness.js";
import { CHROMIUM, ROOT, available, windowProblems } from "./preview-server.js";

const OUT = resolve(ROOT, "test-results/interactive");
if (!available) console.warn(`Skipping the interactive preview test: ${CHROMIUM} is not installed.`);

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

/** Screenshots the whole page into test-results/interactive/<name>.png (when screenshots are on). */
async function shot(name: string): Promise<void> {
  await pageScreenshot(page, resolve(OUT, `${name}.png`));
}

/** The messages of the error toasts on the page. */
function errorToasts(): Promise<string[]> {
  return page.locator(".preview-toast.error").allTextContents();
}

/** Problems (unlocalized text, raw template output, overflow) in every pane on the page. */
async function paneProblems(): Promise<string[]> {
  const found: string[] = [];
  for (const id of await page.locator("[data-pane]").evaluateAll((all) => all.map((p) => (p as HTMLElement)
    .dataset.pane!))) {
    found.push(...(await windowProblems(page, `[data-pane="${id}"]`)).map((p) => `${id}: ${p}`));
  }
  return found;
}

describe.skipIf(!available)("the interactive preview in headless Chromium", () => {
  beforeAll(async () => {
    ({ browser, page } = await openPreviewPage("interactive", pageErrors));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("opens the GM's windows: every sample sheet, the chat log and the tracker when CONFIG.ui.combat is set",
    async () => {
      await shot("01-start");
      await expect.poll(() => pane("Vessa Thorn").count()).toBe(1);
      await expect.poll(() => pane("Orrin Vale").count()).toBe(1);
      await expect.poll(() => pane("Gullet bruiser").count()).toBe(1);
      await expect.poll(() => page.locator("[data-role=chat] .chat-message").count()).toBeGreaterThan(0);
      expect(await paneProblems()).toEqual([]);
    });

  it("toggles edit mode, changes a number and shows the sheet the server re-rendered", async () => {
    const vessa = pane("Vessa Thorn");
    await vessa.locator("[data-action=toggleMode]").click();
    await settled();
    const level = vessa.locator("input[name='system.level']");
    await expect.poll(() => level.count()).toBe(1);
    await shot("02-edit-mode");
    const hp = vessa.locator(".fray-bar-hp input[name='system.hp.value']");
    await hp.fill("5");
    await hp.press("Tab");
    await settled();
    await expect.poll(() => vessa.locator(".fray-bar-hp [role=meter]").getAttribute("aria-valuenow")).toBe("5");
    await expect.poll(() => vessa.locator("input[name='system.level']").count()).toBe(1);
    await shot("03-hp-changed");
    expect(await errorToasts()).toEqual([]);
  });

  it("switches tabs through the server", async () => {
    const vessa = pane("Vessa Thorn");
    const tabs = vessa.locator("[data-action=tab]");
    const last = tabs.last();
    const tab = await last.getAttribute("data-tab");
    await last.click();
    await settled();
    await expect.poll(() => vessa.locator(`[data-action=tab][data-tab="${tab}"]`).getAttribute("class"))
      .toContain("active");
    await shot("04-tab");
  });

  it("shows the player their own sheet, a read-only one they observe and a limited NPC", async () => {
    await page.locator("#preview-user").selectOption({ label: "Player" });
    await settled();
    await shot("05-player");
    const orrin = pane("Orrin Vale");
    await expect.poll(() => orrin.locator("[data-action=toggleMode]").count()).toBe(0);
    await expect.poll(() => orrin.locator("input:not([disabled])").count()).toBe(0);
    await expect.poll(() => pane("Gullet bruiser").locator(".fray-limited").count()).toBe(1);
    await expect.poll(() => pane("Gullet bruiser").locator("input").count()).toBe(0);
    await expect.poll(() => pane("Vessa Thorn").locator(".fray-bar-hp [role=meter]").getAttribute("aria-valuenow"))
      .toBe("5");
    expect(await paneProblems()).toEqual([]);
    await page.locator("#preview-user").selectOption({ label: "Gamemaster" });
    await settled();
  });

  it("switches the rulebook and redraws the sheets under it", async () => {
    const vessa = pane("Vessa Thorn");
    await vessa.locator("[data-action=tab][data-tab=attributes]").click();
    await settled();
    await expect.poll(() => vessa.innerText()).not.toContain("Vigor");
    await page.locator("#preview-preset").selectOption("lot");
    await settled();
    await expect.poll(() => vessa.innerText()).toContain("Vigor");
    await shot("06-rulebook-lot");
    expect(await paneProblems()).toEqual([]);
  });

  it("clicks the first button of the tracker and of the chat log when they have one", async () => {
    for (const role of ["combat", "chat"]) {
      const button = page.locator(`[data-role=${role}] [data-action]`).first();
      if (!(await button.count())) continue;
      await button.click();
      await settled();
      await shot(`07-${role}`);
    }
    expect(await errorToasts()).toEqual([]);
  });

  it("rebuilds the world on reset", async () => {
    await page.locator("#preview-reset").click();
    await settled();
    await expect.poll(() => pane("Vessa Thorn").locator(".fray-bar-hp [role=meter]").getAttribute("aria-valuenow"))
      .toBe("17");
    await shot("08-reset");
    expect(await errorToasts()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
