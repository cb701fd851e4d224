// @vitest-environment happy-dom
/**
 * Issue 30, item 8: the dead ends found in the preview. "Configure effect" opens the effect's configuration (core's
 * ActiveEffectConfig), and a new item has Foundry's default icon (Item.DEFAULT_ICON) on its sheet, not a broken image.
 */
import { describe, expect, it, vi } from "vitest";
import { readEffectDuration } from "../../../src/compat.js";
import type { Document } from "../../foundry/documents.js";
import { open, sheetWorld, click } from "../sheets/sheet-world.js";

describe("dead ends (issue 30)", () => {
  it("Configure effect opens the new effect's configuration; a change there is written to the effect", async () => {
    const { stand, sheets } = await sheetWorld();
    const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    await click(app.element!, "[data-action=createEffect]");
    const effect = actor.getEmbeddedCollection("ActiveEffect").contents[0]! as Document & {
      sheet: { rendered: boolean; element: HTMLElement; close(): Promise<unknown> } };
    expect(effect.sheet.rendered).toBe(true);
    await effect.sheet.close();
    await app.render();
    await click(app.element!, `[data-effect-id="${effect.id}"] [data-action=editEffect]`);
    expect(effect.sheet.rendered).toBe(true);
    // The duration in the generation's shape (v13 rounds; v14 a value in units, rounds when none is chosen yet).
    const form = effect.sheet.element;
    const units = form.querySelector<HTMLSelectElement>("select[name='duration.units']");
    if (units) units.value = "rounds";
    const rounds = form.querySelector<HTMLInputElement>("input[name='duration.rounds'], input[name='duration.value']")!;
    rounds.value = "3";
    rounds.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(readEffectDuration(effect._source.duration as never))
      .toEqual({ units: "rounds", value: 3 }));
  });

  it("a new item made on the sheet shows Foundry's default item icon on its sheet and its row", async () => {
    const { stand, sheets } = await sheetWorld();
    const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    await click(app.element!, "[data-action=createItem][data-type=weapon]");
    const item = actor.getEmbeddedCollection("Item").contents[0]!;
    const itemSheet = await open(sheets.FrayItemSheet, item);
    expect(itemSheet.element!.querySelector(".fray-portrait")!.getAttribute("src")).toBe("icons/svg/item-bag.svg");
    await app.render();
    expect(app.element!.querySelector(`[data-item-id="${item.id}"] img`)!.getAttribute("src"))
      .toBe("icons/svg/item-bag.svg");
  });
});
