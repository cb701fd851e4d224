import { resolve } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPreviewPage, pageScreenshot } from "./harness.js";
import { CHROMIUM, ROOT, available, windowProblems } from "./preview-server.js";

const OUT = resolve(ROOT, "test-results/movement");
if (!available) console.warn(`Skipping the movement phase browser test: ${CHROMIUM} is not installed.`);

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** Waits until the page has drawn the answer to the last interaction. */
async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.body.classList.contains("preview-busy"));
}

/** Screenshots the whole page into test-results/movement/<name>.png (when screenshots are on). */
async function shot(name: string): Promise<void> {
  await pageScreenshot(page, resolve(OUT, `${name}.png`));
}

/** The tracker pane. */
const tracker = (): Locator => page.locator("[data-role=combat]");

/** Clicks the first element of the tracker that `selector` names and waits for the answer. */
async function click(selector: string): Promise<void> {
  await tracker().locator(selector).first().click();
  await settled();
}

/** Logs in as the user labelled `label`. */
async function login(label: string): Promise<void> {
  await page.locator("#preview-user").selectOption({ label });
  await settled();
}

/** Whether the tracker's banner shows the movement phase. */
const inMovement = async (): Promise<boolean> => (await tracker().locator(".fray-phase.phase-movement").count()) > 0;

/** The name on the row whose turn it is. */
const onTurn = (): Promise<string> => tracker().locator(".fray-turn.on-turn .name").innerText();

/** The messages of the error toasts on the page. */
const errorToasts = (): Promise<string[]> => page.locator(".preview-toast.error").allTextContents();

describe.skipIf(!available)("a Lur-Asko movement phase played in the interactive preview (Z6, Z7, Z8)", () => {
  beforeAll(async () => {
    ({ browser, page } = await openPreviewPage("movement", pageErrors));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("Z6: the GM rolls, starts and ends round 1's turns; round 2 opens with the movement phase", async () => {
    await page.locator("#preview-preset").selectOption("lurasko");
    await settled();
    await click("[data-action=rollAll]");
    await click("[data-action=startCombat]");
    for (let i = 0; i < 6 && !(await inMovement()); i++) await click("[data-action=nextTurn]");
    await expect.poll(() => inMovement()).toBe(true);
    await expect.poll(() => tracker().locator(".fray-turn.on-turn [data-action=moveRoll]").count()).toBe(1);
    await shot("01-movement-phase");
    expect(await errorToasts()).toEqual([]);
  }, 60_000);

  it("Z7, Z8: the player moves Vessa (too encumbered to rush); the GM moves and rushes the bruiser, Orrin stays",
    async () => {
      const seen: string[] = [];
      for (let i = 0; i < 6 && (await inMovement()); i++) {
        const name = await onTurn();
        seen.push(name);
        if (name === "Vessa Thorn") {
          await login("Player");
          await click(".fray-turn.on-turn [data-action=moveRoll]");
          const row = tracker().locator(".fray-turn.on-turn");
          await expect.poll(() => row.locator(".fray-movement-rolled").innerText())
            .toMatch(/^Rolled: margin -?\d+ · (No move|Short range)$/);
          await expect.poll(() => row.locator(".fray-movement-refused").innerText())
            .toContain("You can't rush with 2 or more degrees of encumbrance.");
          await expect.poll(() => row.locator("[data-action=moveRush]").count()).toBe(0);
          await shot("02-player-rolled");
          await login("Gamemaster");
        } else if (name === "Orrin Vale") {
          await click(".fray-turn.on-turn [data-action=moveStay]");
        } else {
          await click(".fray-turn.on-turn [data-action=moveRoll]");
          await click(".fray-turn.on-turn [data-action=moveRush]");
          await expect.poll(() => tracker().locator(".fray-turn.on-turn .fray-movement-rolled").innerText())
            .toMatch(/ · Rush$/);
          await shot("03-gm-rushed");
        }
        await click("[data-action=nextTurn]");
      }
      expect(seen.sort()).toEqual(["Gullet bruiser", "Orrin Vale", "Vessa Thorn"]);
      await expect.poll(() => tracker().locator(".fray-phase.phase-action").count()).toBe(1);
      const cards = page.locator("[data-role=chat] .fray-movement-card");
      await expect.poll(() => cards.count()).toBe(2);
      await expect.poll(() => cards.filter({ hasText: "Rushed: +8 to the TN for 6 fatigue" }).count()).toBe(1);
      await shot("04-action-phase");
      expect(await errorToasts()).toEqual([]);
      expect([...await windowProblems(page, "[data-role=combat]"), ...await windowProblems(page, "[data-role=chat]")])
        .toEqual([]);
      expect(pageErrors).toEqual([]);
    }, 120_000);
});
