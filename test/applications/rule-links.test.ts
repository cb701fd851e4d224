// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { Document } from "../foundry/documents.js";
import type { FoundryStandIn } from "../foundry/index.js";
import { scriptFaces } from "../foundry/dice.js";
import { TextEditor } from "../foundry/sheets.js";
import { open, sheetWorld, type SheetsModule } from "./sheets/sheet-world.js";

let stand: FoundryStandIn;
let sheets: SheetsModule;

beforeEach(async () => {
  ({ stand, sheets } = await sheetWorld());
});

/** The uuid of a page of the rules journal. */
const page = (entry: string, id: string) => `Compendium.fray.rules.JournalEntry.${entry}.JournalEntryPage.${id}`;
/** S7 and S8 are explained on the Sides entry's Shock page. */
const SHOCK_PAGE = page("frayRulesSides00", "sidesShock000000");

/** Enriches `html` as Foundry does for a journal page or a description, into an element. */
async function enriched(html: string): Promise<HTMLElement> {
  const div = document.createElement("div");
  div.innerHTML = await TextEditor.implementation.enrichHTML(html);
  return div;
}

describe("issue 31: the @Rule[…] enricher (CONFIG.TextEditor.enrichers)", () => {
  it("@Rule[S7] becomes a content link to the page of S7, which Foundry opens on click", async () => {
    const div = await enriched("<p>On a miss, see @Rule[S7].</p>");
    const link = div.querySelector<HTMLAnchorElement>("a.content-link")!;
    expect(link.dataset.uuid).toBe(SHOCK_PAGE);
    expect(link.hasAttribute("data-link")).toBe(true);
    expect([link.dataset.type, link.dataset.pack, link.dataset.id]).toEqual(["JournalEntryPage", "fray.rules",
      "sidesShock000000"]);
    expect(link.dataset.tooltip).toBe("S7 in the rules journal");
    expect(div.textContent).toBe("On a miss, see S7.");
  });

  it("@Rule[S7]{label} shows the label; a status id links its condition's page; s7 reads as S7", async () => {
    const div = await enriched("<p>@Rule[S7]{Shock on a miss}, @Rule[prone]{lying down}, @Rule[s7]</p>");
    const links = [...div.querySelectorAll<HTMLAnchorElement>("a.content-link")];
    expect(links.map((a) => [a.textContent, a.dataset.uuid])).toEqual([["Shock on a miss", SHOCK_PAGE],
      ["lying down", page("frayConditions00", "statusProne00000")], ["s7", SHOCK_PAGE]]);
  });

  it("an unknown id renders as plain text marked broken, and enriching never throws", async () => {
    const div = await enriched("<p>@Rule[Q9] @Rule[S99]{Shock rule} @Rule[<b>]</p>");
    expect(div.querySelectorAll("a")).toHaveLength(0);
    const broken = [...div.querySelectorAll<HTMLElement>("span.fray-rule-link.broken")];
    expect(broken.map((s) => [s.textContent, s.dataset.tooltip])).toEqual([
      ["Q9", "The rules journal has no page for Q9."], ["Shock rule", "The rules journal has no page for S99."]]);
  });
});

describe("issue 31: rule ids on cards and sheets link their pages", () => {
  it("S8: the Shock card's line \"the shield ignores the Shock (S8)\" links the page of S8", async () => {
    await stand.game.settings.set("fray", "preset", "sides");
    const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
    const ada = (await Actor.create({ name: "Ada", type: "character" }))!;
    const orc = (await Actor.create({ name: "Orc", type: "npc", system: { hp: { value: 10, max: 10 },
      defenses: { ac: 12 } } }))!;
    await orc.createEmbeddedDocuments("Item", [{ name: "Buckler", type: "shield", system: { equipped: true } }]);
    const [spear] = await ada.createEmbeddedDocuments("Item", [{ name: "Spear", type: "weapon",
      system: { damage: { formula: "1d8", kind: "physical" }, shock: { damage: 2, maxAc: 15 } } }]);
    const api = (stand.game as unknown as { fray: { api: { attack: (...args: unknown[]) => Promise<unknown>;
      shock: (attack: unknown) => Promise<{ renderHTML(): Promise<HTMLElement> } | null> } } }).fray.api;
    // d20 5 misses AC 12: Shock 2 + 0 + 0, which the Orc's ready shield ignores.
    scriptFaces([20, 5]);
    const attack = await api.attack(ada, spear, { targets: [orc] });
    const shock = (await api.shock(attack))!;
    const html = await shock.renderHTML();
    const line = [...html.querySelectorAll(".fray-card-line")].find((p) => p.textContent!.includes("(S8)"))!;
    expect(line.textContent).toContain("the shield ignores the Shock (S8)");
    expect(line.querySelector<HTMLAnchorElement>("a.content-link")!.dataset.uuid).toBe(SHOCK_PAGE);
  });

  it("a condition on the sheet has a link to its page beside its chip", async () => {
    const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    const entry = app.element!.querySelector("[data-status-id=prone]")!.closest(".fray-condition-entry")!;
    const link = entry.querySelector<HTMLAnchorElement>("a.content-link[data-link]")!;
    expect(link.dataset.uuid).toBe(page("frayConditions00", "statusProne00000"));
    expect(link.dataset.tooltip).toBe("Prone in the rules journal");
    const chips = app.element!.querySelectorAll("[data-action=toggleCondition]").length;
    expect(app.element!.querySelectorAll(".fray-condition-entry a.content-link")).toHaveLength(chips);
  });

  it("S7: a weapon sheet's hint \"… to Shock (S7)\" links the page of S7", async () => {
    await stand.game.settings.set("fray", "preset", "sides");
    const Item = stand.CONFIG.Item!.documentClass as typeof Document;
    const spear = (await Item.create({ name: "Spear", type: "weapon" }))!;
    const app = await open(sheets.FrayItemSheet, spear);
    const hint = [...app.element!.querySelectorAll(".hint")].find((p) => p.textContent!.includes("(S7)"))!;
    expect(hint.textContent).toBe("Added to hit (Legend, Lur-Asko, Sides) and to Shock (S7).");
    expect(hint.querySelector<HTMLAnchorElement>("a.content-link")!.dataset.uuid).toBe(SHOCK_PAGE);
  });
});
