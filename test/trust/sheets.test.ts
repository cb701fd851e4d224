// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { Document } from "../foundry/documents.js";
import type { FoundryStandIn } from "../foundry/index.js";
import { open, sheetWorld, type Rendered, type SheetsModule } from "../applications/sheets/sheet-world.js";

// Item 6 of "Trust", the sheets: a sheet writes only what its document's schema declares, whatever inputs a
// player adds to the form in the browser.

let stand: FoundryStandIn;
let sheets: SheetsModule;

beforeEach(async () => {
  ({ stand, sheets } = await sheetWorld());
});

/** Adds a forged input to a rendered sheet's form. */
function forge(app: Rendered, name: string, value: string): void {
  const input = document.createElement("input");
  Object.assign(input, { name, value, type: "text" });
  (app.element!.closest("form") ?? app.element!.querySelector("form") ?? app.element!).append(input);
}

/** Changes the HP input, which submits the sheet, and lets the write finish. */
async function submitHp(app: Rendered, value: string): Promise<void> {
  const hp = app.element!.querySelector<HTMLInputElement>("input[name='system.hp.value']")!;
  hp.value = value;
  hp.dispatchEvent(new Event("change", { bubbles: true }));
  await new Promise((r) => setTimeout(r, 20));
}

describe("Trust 6: a sheet submission keeps only the schema's keys", () => {
  it("a player's forged inputs (flags, ownership, an unknown system key, a prototype path) write nothing",
    async () => {
      const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
      const actor = (await Actor.create({ name: "Ada", type: "character",
        ownership: { default: 0, [stand.player.id]: 3 } }))!;
      stand.loginAs(stand.player);
      const app = await open(sheets.FrayCharacterSheet, actor);
      forge(app, "flags.fray.requests.x", "forged");
      forge(app, "ownership.default", "3");
      forge(app, "system.notAField", "forged");
      forge(app, "__proto__.polluted", "forged");
      forge(app, "system.constructor", "forged");
      await submitHp(app, "3");
      const source = actor._source as Record<string, unknown> & { flags: object; ownership: Record<string, number>;
        system: Record<string, unknown> & { hp: { value: number } } };
      expect(source.system.hp.value).toBe(3);
      expect([source.flags, source.ownership.default, "notAField" in source.system,
        Object.hasOwn(source.system, "constructor"), ({} as Record<string, unknown>).polluted])
        .toEqual([{}, 0, false, false, undefined]);
    });
});
