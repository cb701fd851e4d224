// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { Document } from "../foundry/documents.js";
import type { FoundryStandIn } from "../foundry/index.js";
import { open, sheetWorld, type SheetsModule } from "../applications/sheets/sheet-world.js";

// Item 6 of "Trust", markup: a name a player chose is text wherever Foundry would read it as HTML: notifications
// (shown as cleaned HTML, NotificationOptions#clean) and tooltips (data-tooltip text is cleaned HTML too,
// foundryvtt#12356); rich text goes through Foundry's cleaning before the sheets insert it unescaped.

/** A name that is markup. */
const MARKUP = "<img src=x onerror=alert(1)>";
/** The same name as text in HTML. */
const ESCAPED = "&lt;img src=x onerror=alert(1)&gt;";

let stand: FoundryStandIn;
let sheets: SheetsModule;

beforeEach(async () => {
  ({ stand, sheets } = await sheetWorld());
});

/** A world character with the given items, effects and system data. */
async function makeActor(items: object[], system: object = {}) {
  const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
  return (await Actor.create({ name: "Ada", type: "character", items, system }))!;
}

describe("Trust 6: item names in notices and tooltips are text", () => {
  it("a notice naming an overshield named as markup carries it escaped", async () => {
    await stand.game.settings.set("fray", "preset", "lot");
    const actor = await makeActor([], { overshield: { value: 5, max: 5, effect: MARKUP } });
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", statuses: ["prone"] }]);
    expect(stand.notices.at(-1)?.message).toBe(`${ESCAPED} holds: Prone cannot be applied while the overshield `
      + "stands.");
  });

  it("an armor named as markup shows in the AC tooltip as text, and nowhere as an element", async () => {
    const app = await open(sheets.FrayCharacterSheet, await makeActor([{ name: MARKUP, type: "armor",
      system: { ac: 16, equipped: true } }]));
    const ac = app.element!.querySelector<HTMLElement>("[data-stat='defenses.ac'] .fray-derived")!;
    expect(ac.dataset.tooltip).toBe(`10 base + 6 ${ESCAPED}`);
    expect(ac.getAttribute("aria-label")).toBe(`10 base + 6 ${MARKUP}`);
    expect(app.element!.querySelector("img[src=x]")).toBeNull();
  });
});

describe("Trust 6: rich text is cleaned by Foundry before the sheets insert it", () => {
  const FORGED = "<p>Hi</p><img src=\"x\" onerror=\"alert(1)\"><script>alert(2)</script>";

  it("a biography and an item description with a script and an event handler show neither", async () => {
    const actor = await makeActor([{ name: "Ring", type: "gear", system: { description: FORGED } }],
      { biography: FORGED });
    const app = await open(sheets.FrayCharacterSheet, actor);
    const ring = actor.getEmbeddedCollection("Item").contents[0]!;
    const item = await open(sheets.FrayItemSheet, ring);
    for (const root of [app.element!, item.element!]) {
      const prose = [...root.querySelectorAll(".fray-prose, prose-mirror")];
      expect(prose.length).toBeGreaterThan(0);
      expect(prose.map((p) => p.innerHTML).join("")).toContain("<p>Hi</p>");
      expect(root.querySelector("script, [onerror]")).toBeNull();
    }
  });
});
