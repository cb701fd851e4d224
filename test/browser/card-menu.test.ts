/**
 * Issue 30, items 6 and 7 played by mouse in headless Chromium: the GM presses ×½ on a damage row and applies it;
 * a right click on an attack card rolls its damage, on an applied row undoes it. FRAY_SCREENSHOTS=1 writes each
 * state into test-results/card-menu/.
 */
import { resolve } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPreviewPage, pageScreenshot, screenshot } from "./harness.js";
import { CHROMIUM, ROOT, available } from "./preview-server.js";

const OUT = resolve(ROOT, "test-results/card-menu");
if (!available) console.warn(`Skipping the card menu preview test: ${CHROMIUM} is not installed.`);

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** Waits until the page has drawn the answer to the last interaction. */
async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.body.classList.contains("preview-busy"));
}

/** Clicks `target` and waits for the answer. */
async function click(target: Locator): Promise<void> {
  await target.click();
  await settled();
}

/** Right-clicks `target`; returns the labels of the menu the page shows. */
async function rightClick(target: Locator): Promise<string[]> {
  await target.click({ button: "right" });
  await settled();
  return (await page.locator("#preview-menu li").allInnerTexts()).map((label) => label.trim());
}

/** The chat pane. */
const chat = () => page.locator("[data-role=chat]");
/** The last damage card in the chat. */
const damageCard = () => chat().locator(".fray-damage-card").last();

describe.skipIf(!available)("the GM's hand and the chat card menu, by mouse (issue 30, items 6 and 7)", () => {
  beforeAll(async () => {
    ({ browser, page } = await openPreviewPage("card-menu", pageErrors));
    await page.locator("#preview-dice").selectOption("high");
    await settled();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("a right click on Vessa's attack card offers Roll damage, which posts the damage card", async () => {
    const sheet = page.locator("[data-pane]", { has: page.locator(".window-title", { hasText: "Vessa Thorn" }) });
    await click(sheet.locator("[data-action=tab][data-tab=combat]"));
    await click(sheet.locator("li", { hasText: "Longsword" }).locator("[data-action=rollAttack]").first());
    const attack = chat().locator(".fray-attack-card").last();
    await attack.waitFor();
    expect(await rightClick(attack.locator(".fray-card-header"))).toContain("Roll damage");
    await pageScreenshot(page, resolve(OUT, "01-attack-menu.png"));
    await click(page.locator("#preview-menu li", { hasText: "Roll damage" }));
    await expect.poll(() => chat().locator(".fray-damage-card").count()).toBe(1);
  });

  it("the GM presses ×½ on the row: the line says '×½: n → n÷2'; Apply; the row shows ×½", async () => {
    await click(damageCard().locator("[data-action=hand][data-hand=half]"));
    await expect.poll(() => damageCard().locator("[data-hand=half]").getAttribute("aria-pressed")).toBe("true");
    const line = await damageCard().locator(".fray-card-line").first().innerText();
    const [, raw, half] = /×½: (\d+) → (\d+)/.exec(line)!;
    expect(Number(half)).toBe(Math.floor(Number(raw) / 2));
    await screenshot(chat(), resolve(OUT, "02-hand-chosen.png"));
    await page.locator("#preview-dark").check();
    await screenshot(chat(), resolve(OUT, "02-hand-chosen-dark.png"));
    await page.locator("#preview-dark").uncheck();
    await click(damageCard().locator("[data-action=apply]").first());
    await expect.poll(() => damageCard().locator(".fray-card-row.state-applied .fray-card-hand").innerText())
      .toBe("×½");
    await screenshot(chat(), resolve(OUT, "03-hand-applied.png"));
  });

  it("a right click on the applied row offers Undo, which undoes it", async () => {
    expect(await rightClick(damageCard().locator(".fray-card-row").first())).toEqual(["Delete", "Undo"]);
    await pageScreenshot(page, resolve(OUT, "04-row-menu.png"));
    await click(page.locator("#preview-menu li", { hasText: "Undo" }));
    await expect.poll(() => damageCard().locator(".fray-card-row.state-undone").count()).toBe(1);
    await screenshot(chat(), resolve(OUT, "05-undone.png"));
    expect(pageErrors).toEqual([]);
  });
});
