// @vitest-environment happy-dom
/**
 * Issue 30: an item row of a sheet drags its item (Document#toDragData), which drops on another actor's sheet as a
 * copy (core's ActorSheetV2#_onDropItem) and on the hotbar as the macro that uses it.
 */
import { describe, expect, it, vi } from "vitest";
import type { Document } from "../../foundry/documents.js";
import type { Hotbar } from "../../foundry/macro.js";
import { open, sheetWorld } from "../sheets/sheet-world.js";

/** Drags the row of `itemId` out of a rendered sheet and returns the drag data it set. */
function dragRow(root: HTMLElement, itemId: string): string {
  const row = root.querySelector<HTMLElement>(`li.fray-item[data-item-id="${itemId}"]`)!;
  let data = "";
  const event = new Event("dragstart", { bubbles: true }) as DragEvent;
  Object.defineProperty(event, "dataTransfer", { value: { setData: (_type: string, value: string) => {
    data = value;
  } } });
  expect(row.draggable).toBe(true);
  row.dispatchEvent(event);
  return data;
}

describe("dragging items out of a sheet (issue 30)", () => {
  it("a weapon dragged from Ada's sheet drops on Bo's as a copy (Ada keeps hers) and on the hotbar as its macro",
    async () => {
      const { stand, sheets } = await sheetWorld();
      const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
      const ada = (await Actor.create({ name: "Ada", type: "character" }))!;
      const bo = (await Actor.create({ name: "Bo", type: "character" }))!;
      const [spear] = await ada.createEmbeddedDocuments("Item", [{ name: "Spear", type: "weapon" }]);
      const adaSheet = await open(sheets.FrayCharacterSheet, ada);
      const boSheet = await open(sheets.FrayCharacterSheet, bo);
      const data = dragRow(adaSheet.element!, spear!.id);
      expect(JSON.parse(data)).toEqual({ type: "Item", uuid: spear!.uuid });
      const drop = new Event("drop", { bubbles: true, cancelable: true }) as DragEvent;
      Object.defineProperty(drop, "dataTransfer", { value: { getData: () => data } });
      boSheet.element!.dispatchEvent(drop);
      await vi.waitFor(() => expect(bo.getEmbeddedCollection("Item").map((i) => i.name)).toEqual(["Spear"]));
      expect(ada.getEmbeddedCollection("Item").map((i) => i.name)).toEqual(["Spear"]);
      const hotbar = (globalThis as unknown as { ui: { hotbar: Hotbar } }).ui.hotbar;
      expect(await hotbar.drop(JSON.parse(data) as Record<string, unknown>, 7)).toBe(false);
      await vi.waitFor(() => expect(hotbar.macros[6]?.macro?.name).toBe("Spear"));
    });
});
