/**
 * A round of every rulebook played in the interactive preview with the mouse, as a newcomer who ran `npm start`
 * would: from the sheets, the scene pane, the tracker (its buttons and its right-click menu) and the chat cards
 * only. The bar's Dice select makes every die fall on its highest or lowest face when a step needs a hit or a
 * miss. With FRAY_SCREENSHOTS=1 every state is screenshotted into test-results/fight/.
 */
import { resolve } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPreviewPage, pageScreenshot } from "./harness.js";
import { CHROMIUM, ROOT, available, windowProblems } from "./preview-server.js";

const OUT = resolve(ROOT, "test-results/fight");
if (!available) console.warn(`Skipping the browser fight test: ${CHROMIUM} is not installed.`);

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
/** The rulebook being played (names the dialog's screenshot). */
let rulebook = "";

/** Waits until the page has drawn the answer to the last interaction. */
async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.body.classList.contains("preview-busy"));
}

/** Screenshots the page into test-results/fight/<name>.png when FRAY_SCREENSHOTS=1. */
async function shot(name: string): Promise<void> {
  await pageScreenshot(page, resolve(OUT, `${name}.png`));
}

/** Clicks and waits for the answer. */
async function click(target: Locator): Promise<void> {
  await target.click();
  await settled();
}

/** The tracker pane. */
const tracker = (): Locator => page.locator("[data-role=combat]");

/** The chat pane's last card. */
const lastCard = (): Locator => page.locator("[data-role=chat] .chat-message").last();

/** The window titled `title` (a sheet, the scene pane). */
const pane = (title: string): Locator => page.locator(".preview-window", {
  has: page.locator(".window-title", { hasText: new RegExp(`^${title}$`) }) });

/** The open dialog. */
const dialog = (): Locator => page.locator("#preview-dialogs [data-pane]");

/** The tracker row of `name`. */
const row = (name: string): Locator => tracker().locator(".combatant", { has: page.locator(".name", { hasText: name }) });

/** Clicks the zone control `action` of `name`'s row, which shows while the row is hovered. */
async function zoneControl(name: string, action: string): Promise<void> {
  await row(name).hover();
  await click(row(name).locator(`[data-action=${action}]`));
}

/** The round the tracker shows (0 before the start). */
async function round(): Promise<number> {
  return Number(/\d+/.exec(await tracker().locator(".encounter-title").innerText())?.[0] ?? 0);
}

/** Error toasts on the page, then clears every toast. */
async function errorToasts(): Promise<string[]> {
  const errors = await page.locator(".preview-toast.error").allTextContents();
  await page.evaluate(() => document.querySelectorAll(".preview-toast").forEach((toast) => toast.remove()));
  return errors;
}

/** Logs in as the user labelled `label`. */
async function login(label: string): Promise<void> {
  await page.locator("#preview-user").selectOption({ label });
  await settled();
}

/** Builds a fresh world under `preset` (its one combat), logged in as the GM. */
async function freshWorld(preset: string): Promise<void> {
  rulebook = preset;
  await login("Gamemaster");
  await page.locator("#preview-preset").selectOption(preset);
  await settled();
  await click(page.locator("#preview-reset"));
}

/** Right-clicks the row of `name` and chooses the entry whose label contains `entry`. */
async function rowMenu(name: string, entry: string): Promise<void> {
  await row(name).locator(".name").click({ button: "right" });
  await settled();
  await click(page.locator("#preview-menu li", { hasText: entry }));
}

/** What a person sets in the attack dialog before Roll: a control's name and its value. */
type DialogAnswer = Record<string, string>;

/**
 * Attacks with `weapon` from the sheet of `attacker` (its Combat tab), answering the attack dialog when one opens
 * (the rulebook's choices, or the GM's "spend no action" in a started fight) with `answer`; returns the card.
 */
async function attack(attacker: string, weapon: string, answer: DialogAnswer = {}): Promise<Locator> {
  const sheet = pane(attacker);
  await click(sheet.locator("[data-action=tab][data-tab=combat]"));
  await click(sheet.locator("li", { hasText: weapon }).locator("[data-action=rollAttack]").first());
  if (Object.keys(answer).length || await dialog().count()) {
    await expect.poll(() => dialog().count()).toBe(1);
    await shot(`${rulebook}-dialog`);
    for (const [name, value] of Object.entries(answer)) {
      const field = dialog().locator(`[name="${name}"]`);
      if (await field.evaluate((el) => el.tagName === "SELECT")) await field.selectOption(value);
      else await field.fill(value);
      await settled();
    }
    await click(dialog().locator("[data-action=ok]"));
  }
  await expect.poll(() => dialog().count()).toBe(0);
  return page.locator("[data-role=chat] .fray-attack-card").last();
}

/** Rolls the damage of the last attack card; returns the damage card's first line. */
async function rollDamage(): Promise<string> {
  await click(page.locator("[data-role=chat] .fray-attack-card").last().locator("[data-action=rollDamage]"));
  return lastCard().locator(".fray-card-line").first().innerText();
}

/** Sets how the preview's dice fall (the bar's Dice select). */
async function dice(mode: "random" | "high" | "low"): Promise<void> {
  await page.locator("#preview-dice").selectOption(mode);
  await settled();
}

/** Applies the last damage card to its first target (unless already applied) and undoes it; returns both lines. */
async function applyAndUndo(apply = true): Promise<{ applied: string; undone: string }> {
  if (apply) await click(lastCard().locator("[data-action=apply]").first());
  await expect.poll(() => lastCard().locator(".fray-card-row.state-applied").count()).toBe(1);
  const applied = await lastCard().locator(".fray-card-line").first().innerText();
  await click(lastCard().locator("[data-action=undo]").first());
  await expect.poll(() => lastCard().locator(".fray-card-row.state-undone").count()).toBe(1);
  const undone = await lastCard().locator(".fray-card-line").first().innerText();
  return { applied, undone };
}

/** Ends turns from the tracker's footer until round 2 begins (at most `limit` clicks). */
async function endTurnsIntoRound2(limit = 8): Promise<void> {
  for (let i = 0; i < limit && (await round()) < 2; i++) {
    await click(tracker().locator(".fray-footer [data-action=nextTurn]"));
  }
  await expect.poll(() => round()).toBe(2);
}

/**
 * Passes turns from the tracker until `name` has the turn (under Sides, takes the side's turn with `name` when
 * the row offers it), in the action phase under Lur-Asko.
 */
async function untilTurnOf(name: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const movement = await tracker().locator(".fray-phase.phase-movement").count();
    if (!movement && (await row(name).getAttribute("class"))?.includes("on-turn")) return;
    const take = row(name).locator("[data-action=takeTurn]");
    await click(!movement && (await take.count()) ? take : tracker().locator(".fray-footer [data-action=nextTurn]"));
  }
  throw new Error(`${name} never got the turn`);
}

/** Targets the token named `name` in the scene pane (for the user logged in). */
async function target(name: string): Promise<void> {
  const token = page.locator("[data-pane=preview-scene] .preview-token", { hasText: name });
  if ((await token.locator("[data-action=toggleTarget]").getAttribute("aria-pressed")) !== "true") {
    await click(token.locator("[data-action=toggleTarget]"));
  }
}

/** Rolls everyone's initiative and begins, from the tracker's footer. */
async function rollAndBegin(): Promise<void> {
  await click(tracker().locator(".fray-footer [data-action=rollAll]"));
  await expect.poll(() => tracker().locator(".combatant .initiative").count()).toBeGreaterThan(0);
  await click(tracker().locator(".fray-footer [data-action=startCombat]"));
  await expect.poll(() => round()).toBe(1);
}

/** Every pane is free of unlocalized keys and overflow, and nothing raised an error. */
async function cleanPage(): Promise<void> {
  for (const selector of ["[data-role=combat]", "[data-role=chat]", "[data-pane=preview-scene]"]) {
    expect(await windowProblems(page, selector), selector).toEqual([]);
  }
  expect(await errorToasts()).toEqual([]);
  expect(pageErrors).toEqual([]);
}

describe.skipIf(!available)("a round of every rulebook played with the mouse in the preview", () => {
  beforeAll(async () => {
    ({ browser, page } = await openPreviewPage("fight", pageErrors));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("icon-only buttons show their icon and carry a label; tooltips are words, not keys", async () => {
    await freshWorld("legend");
    const unlabelled = await page.locator("[data-pane] button").evaluateAll((buttons) => buttons
      .filter((b) => !b.textContent?.trim() && !b.getAttribute("aria-label")).map((b) => b.outerHTML));
    expect(unlabelled).toEqual([]);
    const tooltips = await page.locator("[data-pane] [data-tooltip]").evaluateAll((els) => els
      .map((el) => (el as HTMLElement).dataset.tooltip || el.getAttribute("aria-label") || ""));
    expect(tooltips.filter((text) => /^[A-Z]+\.[\w.]+$/.test(text) || !text)).toEqual([]);
    const glyph = await tracker().locator("[data-action=rollAll]").first().evaluate((el) =>
      getComputedStyle(el, "::before").fontFamily);
    expect(glyph).toContain("Font Awesome");
    await tracker().locator("[data-action=rollAll]").first().hover();
    await expect.poll(() => page.locator("#preview-tooltip").innerText()).toBe("Roll All");
    await shot("00-home");
  }, 60_000);

  it("legend: the GM deletes an item (confirmed) and marks the bruiser surprised from its row's menu; the player "
    + "attacks, damages, applies and undoes, seeing none of the bruiser's numbers; turns end into round 2", async () => {
    await freshWorld("legend");
    const bruiser = pane("Gullet bruiser");
    await click(bruiser.locator("[data-action=toggleMode]"));
    const greataxe = () => bruiser.locator("li", { hasText: "Greataxe" });
    await click(greataxe().locator("[data-action=deleteItem]"));
    await expect.poll(() => dialog().innerText()).toContain("Delete Greataxe?");
    await shot("legend-00-delete-asks");
    await click(dialog().locator("[data-action=no]"));
    await expect.poll(() => greataxe().count()).toBe(1);
    await click(greataxe().locator("[data-action=deleteItem]"));
    await click(dialog().locator("[data-action=yes]"));
    await expect.poll(() => greataxe().count()).toBe(0);
    await click(bruiser.locator("[data-action=toggleMode]"));
    await rowMenu("Gullet bruiser", "surprised");
    await expect.poll(() => row("Gullet bruiser").locator(".marker-surprised").count()).toBe(1);
    await shot("legend-01-surprised");
    await rollAndBegin();
    await untilTurnOf("Vessa Thorn");
    await shot("legend-02-round-1");
    await login("Player");
    expect(await tracker().locator(".combat-tracker-header button").count()).toBe(0);
    expect(await tracker().locator("[data-action=toggleHidden], [data-action=toggleDefeated]").count()).toBe(0);
    await row("Gullet bruiser").locator(".name").click({ button: "right" });
    await settled();
    expect(await page.locator("#preview-menu").isHidden()).toBe(true);
    await target("Gullet bruiser");
    await dice("high");
    expect(await (await attack("Vessa Thorn", "Longsword")).locator(".fray-card-roll").innerText())
      .toMatch(/^d20 20: \d+$/);
    expect(await rollDamage()).toBe("Its numbers are hidden from you.");
    await shot("legend-03-player-damage");
    const { applied, undone } = await applyAndUndo();
    expect([applied, undone]).toEqual(["Its numbers are hidden from you.", "Its numbers are hidden from you."]);
    await shot("legend-04-player-undone");
    await login("Gamemaster");
    await expect.poll(() => lastCard().locator(".fray-card-line").first().innerText()).toMatch(/^HP \d+ → \d+$/);
    await dice("random");
    await endTurnsIntoRound2();
    await shot("legend-05-round-2");
    await cleanPage();
  }, 180_000);

  it("sides: a miss shows its Shock; a hit through the attack dialog is damaged, applied and undone", async () => {
    await freshWorld("sides");
    await rowMenu("Gullet bruiser", "surprised");
    await rollAndBegin();
    await untilTurnOf("Vessa Thorn");
    await shot("sides-01-round-1");
    await dice("low");
    const miss = await attack("Vessa Thorn", "Greataxe", { modifier: "0" });
    await expect.poll(() => miss.locator(".fray-card-row.outcome-miss, .fray-card-row.outcome-fumble").count()).toBe(1);
    await expect.poll(() => miss.locator(".fray-card-line").allInnerTexts())
      .toContain("Shock: 5 points, before damage reduction");
    await click(miss.locator("[data-action=applyShock]").first());
    const shock = await applyAndUndo(false);
    expect(shock.applied).toMatch(/HP \d+ → \d+/);
    await shot("sides-02-miss-shock");
    await dice("high");
    await untilTurnOf("Orrin Vale");
    const hit = await attack("Orrin Vale", "Longsword", { situations: "halfCover" });
    await expect.poll(() => hit.locator(".fray-card-chips").innerText()).toContain("Half cover");
    expect(await rollDamage()).toMatch(/\d+ to HP/);
    const { applied } = await applyAndUndo();
    expect(applied).toMatch(/HP \d+ → \d+/);
    await shot("sides-03-hit-undone");
    await dice("random");
    await endTurnsIntoRound2();
    await shot("sides-04-round-2");
    await cleanPage();
  }, 240_000);

  it("lurasko: Orrin groups up with Vessa and Vessa moves zone through the tracker's dialogs; an attack is damaged, "
    + "applied and undone; round 2 opens with the movement phase, where a move is rolled", async () => {
    await freshWorld("lurasko");
    await rowMenu("Gullet bruiser", "surprised");
    await rollAndBegin();
    await zoneControl("Orrin Vale", "frayZoneUngroup");
    await expect.poll(() => row("Orrin Vale").locator(".fray-zone-badge.group").count()).toBe(0);
    await zoneControl("Orrin Vale", "frayZoneGroup");
    await dialog().locator("label.checkbox", { hasText: "Vessa Thorn" }).locator("input").check();
    await settled();
    await shot("lurasko-00-group-dialog");
    await click(dialog().locator("[data-action=ok]"));
    await expect.poll(() => row("Orrin Vale").locator(".fray-zone-badge.group").count()).toBe(1);
    await zoneControl("Vessa Thorn", "frayZonePlace");
    await dialog().locator("[name=zone]").fill("Watch hill");
    await click(dialog().locator("[data-action=ok]"));
    await expect.poll(() => row("Vessa Thorn").locator(".fray-zone-name").innerText()).toContain("Watch hill");
    await untilTurnOf("Vessa Thorn");
    await dice("high");
    await attack("Vessa Thorn", "Longsword");
    expect(await rollDamage()).toMatch(/\d+ to HP/);
    const { applied } = await applyAndUndo();
    expect(applied).toMatch(/HP \d+ → \d+/);
    await shot("lurasko-01-undone");
    await dice("random");
    await endTurnsIntoRound2();
    await expect.poll(() => tracker().locator(".fray-phase.phase-movement").count()).toBe(1);
    await click(tracker().locator(".fray-turn.on-turn [data-action=moveRoll]"));
    await expect.poll(() => tracker().locator(".fray-turn.on-turn .fray-movement-rolled").innerText())
      .toMatch(/^Rolled: margin -?\d+/);
    await shot("lurasko-02-movement-phase");
    await cleanPage();
  }, 240_000);

  it("agility: Vessa starts the fight (row menu); an aimed attack through the dialog wounds the bruiser; undo "
    + "takes the wound back", async () => {
    await freshWorld("agility");
    await rowMenu("Vessa Thorn", "started the fight");
    await expect.poll(() => row("Vessa Thorn").locator(".marker-initiator").count()).toBe(1);
    await rollAndBegin();
    await shot("agility-01-round-1");
    await untilTurnOf("Vessa Thorn");
    await dice("high");
    await attack("Vessa Thorn", "Greataxe", { aimedArea: "slowing" });
    expect(await rollDamage()).toMatch(/wound/i);
    await click(lastCard().locator("[data-action=apply]").first());
    await expect.poll(() => lastCard().locator(".fray-card-line").first().innerText()).toMatch(/wound/i);
    await shot("agility-02-wound");
    await click(lastCard().locator("[data-action=undo]").first());
    await expect.poll(() => lastCard().locator(".fray-card-row.state-undone").count()).toBe(1);
    await dice("random");
    await endTurnsIntoRound2();
    await shot("agility-03-round-2");
    await cleanPage();
  }, 300_000);

  it("lot: an AP attack through the dialog; the bruiser's overshield takes the damage first; undo restores it",
    async () => {
      await freshWorld("lot");
      await rowMenu("Gullet bruiser", "surprised");
      await rollAndBegin();
      await untilTurnOf("Vessa Thorn");
      await dice("high");
      expect(await (await attack("Vessa Thorn", "Longsword", { apSwings: "1" })).innerText()).toMatch(/AP spent/);
      expect(await rollDamage()).toMatch(/overshield absorbs/);
      const { applied } = await applyAndUndo();
      expect(applied).toMatch(/overshield 4 → \d/);
      await shot("lot-01-overshield-undone");
      await dice("random");
      await endTurnsIntoRound2();
      await shot("lot-02-round-2");
      await cleanPage();
    }, 240_000);

  it("End combat leaves the GM a way to start the next encounter: Create, then Enter Combat from the scene",
    async () => {
      await freshWorld("legend");
      await click(tracker().locator("[data-action=endCombat]"));
      await expect.poll(() => dialog().innerText()).toContain("End this combat encounter");
      await click(dialog().locator("[data-action=yes]"));
      await expect.poll(() => tracker().locator(".encounter-title").innerText()).toBe("No encounter");
      await shot("next-01-no-encounter");
      await click(tracker().locator("[data-action=createCombat]"));
      await expect.poll(() => tracker().locator(".encounter-title").innerText()).toBe("Not started");
      for (const name of ["Vessa Thorn", "Gullet bruiser"]) {
        await click(page.locator("[data-pane=preview-scene] .preview-token", { hasText: name })
          .locator("[data-action=toggleCombat]"));
      }
      await expect.poll(() => tracker().locator(".combatant .name").allInnerTexts()).toHaveLength(2);
      await rollAndBegin();
      await click(tracker().locator("[data-action=resetAll]"));
      await expect.poll(() => dialog().innerText()).toContain("Reset initiative?");
      await shot("next-02-reset-asks");
      await click(dialog().locator("[data-action=no]"));
      await expect.poll(() => tracker().locator(".combatant .initiative").count()).toBe(2);
      await cleanPage();
    }, 120_000);
});
