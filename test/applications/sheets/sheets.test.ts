// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { answerDialogs, shownDialogs } from "../../foundry/dialog.js";
import type { FoundryStandIn } from "../../foundry/index.js";
import { sheetWorld, type SheetsModule, click } from "./sheet-world.js";

let stand: FoundryStandIn;
let sheets: SheetsModule;
type Doc = import("../../foundry/documents.js").Document;

beforeEach(async () => {
  ({ stand, sheets } = await sheetWorld());
});

/** Creates a world actor with one weapon, one armor and one ability. */
async function makeActor(type = "character"): Promise<Doc> {
  const Actor = stand.CONFIG.Actor!.documentClass as typeof import("../../foundry/documents.js").Document;
  const actor = (await Actor.create({ name: "Ada", type, items: [
    { name: "Sword", type: "weapon" }, { name: "Mail", type: "armor" }, { name: "Rally", type: "ability" },
  ] }))!;
  return actor;
}

/** Renders a sheet class for a document and returns the app. */
async function open<T>(Sheet: abstract new (...args: never[]) => T, doc: Doc): Promise<T & Rendered> {
  const app = new (Sheet as unknown as new (options: { document: Doc }) => T & Rendered)({ document: doc });
  await app.render({ force: true });
  return app;
}

/** What the tests use of a rendered sheet. */
interface Rendered {
  render(options?: unknown): Promise<unknown>;
  element: HTMLElement | null;
}

describe("actor sheets", () => {
  it("registers the character, npc and item sheets", () => {
    const { registrations } = foundry.applications.apps.DocumentSheetConfig as unknown as
      { registrations: { sheetClass: unknown; types: string[] }[] };
    expect(registrations.map((r) => r.types)).toEqual(expect.arrayContaining([["character"], ["npc"]]));
  });

  it.each(["legend", "lurasko", "agility", "lot", "sides"])("shows the %s preset's attributes, localized", async (p) => {
    await stand.game.settings.set("fray", "preset", p);
    const app = await open(sheets.FrayCharacterSheet, await makeActor());
    const ids = [...app.element!.querySelectorAll<HTMLElement>("[data-attribute]")].map((e) => e.dataset.attribute);
    const { PRESET_ATTRIBUTES } = await import("../../../src/applications/sheets/character/attributes.js");
    expect(ids).toEqual(PRESET_ATTRIBUTES[p as keyof typeof PRESET_ATTRIBUTES]);
    expect(app.element!.textContent).not.toMatch(/FRAY\.|TYPES\.|undefined|NaN|\[object|\{\{/);
  });

  it("shows the combat skills only under a preset that names them", async () => {
    await stand.game.settings.set("fray", "preset", "sides");
    const app = await open(sheets.FrayCharacterSheet, await makeActor());
    expect(app.element!.querySelectorAll("[data-skill]")).toHaveLength(4);
    await stand.game.settings.set("fray", "preset", "legend");
    await app.render();
    expect(app.element!.querySelectorAll("[data-skill]")).toHaveLength(0);
  });

  it("T11, A5, S7, T8: shows the overshield, wounds, Shock ratings and AP costs only where their rules are on",
    async () => {
      const Actor = stand.CONFIG.Actor!.documentClass as typeof import("../../foundry/documents.js").Document;
      const actor = (await Actor.create({ name: "Ada", type: "character", items: [{ name: "Maul", type: "weapon",
        system: { shock: { damage: 2, maxAc: 15 }, apCost: 2 } }] }))!;
      const shown = async () => {
        const app = await open(sheets.FrayCharacterSheet, actor);
        const text = app.element!.textContent ?? "";
        return { overshield: text.includes("Overshield"), wounds: text.includes("Wounds"),
          shock: text.includes("Shock 2/AC 15"), ap: text.includes("2 AP") };
      };
      await stand.game.settings.set("fray", "preset", "legend");
      expect(await shown()).toEqual({ overshield: false, wounds: false, shock: false, ap: false });
      await stand.game.settings.set("fray", "preset", "sides");
      expect(await shown()).toEqual({ overshield: false, wounds: false, shock: true, ap: false });
      await stand.game.settings.set("fray", "preset", "agility");
      expect(await shown()).toEqual({ overshield: false, wounds: true, shock: false, ap: false });
      await stand.game.settings.set("fray", "preset", "lot");
      expect(await shown()).toEqual({ overshield: true, wounds: false, shock: false, ap: true });
    });

  it("T11: shows the overshield's DR and effect as text in play mode and as inputs in edit mode", async () => {
    await stand.game.settings.set("fray", "preset", "lot");
    const Actor = stand.CONFIG.Actor!.documentClass as typeof import("../../foundry/documents.js").Document;
    const actor = (await Actor.create({ name: "Ada", type: "character",
      system: { overshield: { value: 4, max: 6, dr: 2, effect: "Stoneskin" } } }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    const details = () => app.element!.querySelector<HTMLElement>(".fray-overshield-details");
    expect(details()?.textContent).toMatch(/Overshield DR\s+2/);
    expect(details()?.textContent).toContain("Stoneskin");
    expect(details()?.querySelector("input")).toBeNull();
    await click(app.element!, "[data-action=toggleMode]");
    const effect = details()!.querySelector<HTMLInputElement>("input[name='system.overshield.effect']")!;
    expect(details()!.querySelector<HTMLInputElement>("input[name='system.overshield.dr']")?.value).toBe("2");
    effect.value = "Ward";
    effect.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 10));
    expect((actor.system as unknown as { overshield: { effect: string } }).overshield.effect).toBe("Ward");
    await stand.game.settings.set("fray", "preset", "legend");
    await app.render();
    expect(details()).toBeNull();
  });

  it("T11: shows the overshield's DR and effect on the npc stat block", async () => {
    await stand.game.settings.set("fray", "preset", "lot");
    const Actor = stand.CONFIG.Actor!.documentClass as typeof import("../../foundry/documents.js").Document;
    const npc = (await Actor.create({ name: "Brute", type: "npc", system: { overshield: { dr: 3, effect: "Rage" } } }))!;
    const app = await open(sheets.FrayNpcSheet, npc);
    expect(app.element!.querySelector(".fray-overshield-details")?.textContent).toContain("Rage");
  });

  it("renders every part, and switches between play and edit mode", async () => {
    const app = await open(sheets.FrayCharacterSheet, await makeActor());
    const parts = [...app.element!.querySelectorAll<HTMLElement>("[data-application-part]")];
    expect(parts.map((p) => p.dataset.applicationPart)).toEqual(["header", "tabs", "attributes", "combat",
      "inventory", "abilities", "effects", "biography"]);
    expect(app.element!.querySelector("input[name='system.attributeSets.legend.str.value']")).toBeNull();
    await click(app.element!, "[data-action=toggleMode]");
    expect(app.element!.querySelector("input[name='system.attributeSets.legend.str.value']")).not.toBeNull();
    expect(app.element!.querySelector("prose-mirror[name='system.biography']")).not.toBeNull();
    expect(app.element!.textContent).not.toMatch(/FRAY\.|undefined|NaN/);
  });

  it("makes the portrait open Foundry's image picker only in edit mode", async () => {
    const cases = [[sheets.FrayCharacterSheet, "character"], [sheets.FrayNpcSheet, "npc"]] as const;
    for (const [Sheet, type] of cases) {
      const app = await open<InstanceType<typeof Sheet>>(Sheet, await makeActor(type));
      const portrait = () => app.element!.querySelector<HTMLImageElement>("img.fray-portrait")!;
      expect(portrait().hasAttribute("data-action")).toBe(false);
      expect(portrait().hasAttribute("data-edit")).toBe(false);
      await click(app.element!, "[data-action=toggleMode]");
      expect(portrait().dataset.action).toBe("editImage");
      expect(portrait().dataset.edit).toBe("img");
    }
  });

  it("makes the item portrait open the image picker only for those who may edit the item", async () => {
    const Item = stand.CONFIG.Item!.documentClass as typeof import("../../foundry/documents.js").Document;
    const item = (await Item.create({ name: "Sword", type: "weapon", ownership: { default: 2 } }))!;
    const editable = await open(sheets.FrayItemSheet, item);
    expect(editable.element!.querySelector("img.fray-portrait")?.getAttribute("data-action")).toBe("editImage");
    stand.loginAs(stand.player);
    const readOnly = await open(sheets.FrayItemSheet, item);
    expect(readOnly.element!.querySelector("img.fray-portrait")?.hasAttribute("data-action")).toBe(false);
  });

  it("toggles equip, creates and deletes items", async () => {
    const actor = await makeActor();
    const app = await open(sheets.FrayCharacterSheet, actor);
    const mail = actor.getEmbeddedCollection("Item").find((i) => i.name === "Mail")!;
    await click(app.element!, `[data-item-id="${mail.id}"] [data-action=toggleEquip]`);
    expect((mail.system as Record<string, unknown>).equipped).toBe(true);
    await click(app.element!, "[data-action=createItem][data-type=gear]");
    expect(actor.getEmbeddedCollection("Item").find((i) => i.type === "gear")?.name).toBe("New Gear");
    await app.render();
    await click(app.element!, "[data-action=toggleMode]");
    answerDialogs(false, true);
    await click(app.element!, `[data-item-id="${mail.id}"] [data-action=deleteItem]`);
    expect(actor.getEmbeddedCollection("Item").get(mail.id)).toBeDefined();
    await click(app.element!, `[data-item-id="${mail.id}"] [data-action=deleteItem]`);
    expect(actor.getEmbeddedCollection("Item").get(mail.id)).toBeUndefined();
    expect(shownDialogs().map((d) => d.content)).toEqual(Array(2).fill("<p>Delete <strong>Mail</strong>? This cannot be undone.</p>"));
  });

  it("creates, toggles and deletes active effects", async () => {
    const actor = await makeActor();
    const app = await open(sheets.FrayCharacterSheet, actor);
    await click(app.element!, "[data-action=createEffect]");
    const effect = actor.getEmbeddedCollection("ActiveEffect").contents[0]!;
    expect(effect.name).toBe("New Effect");
    await app.render();
    const row = `[data-effect-id="${effect.id}"]`;
    expect(app.element!.querySelector(`${row} [data-action=toggleEffect]`)?.getAttribute("aria-label"))
      .toBe("Suspend effect");
    await click(app.element!, `${row} [data-action=toggleEffect]`);
    expect((effect as unknown as { disabled: boolean }).disabled).toBe(true);
    await app.render();
    await click(app.element!, `${row} [data-action=toggleEffect]`);
    expect((effect as unknown as { disabled: boolean }).disabled).toBe(false);
    answerDialogs(null, true);
    await click(app.element!, `${row} [data-action=deleteEffect]`);
    expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(1);
    await click(app.element!, `${row} [data-action=deleteEffect]`);
    expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(0);
  });

  it("offers no effect controls on a read-only sheet", async () => {
    const actor = await makeActor();
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Blessed" }]);
    await actor.update({ ownership: { default: 2 } });
    stand.loginAs(stand.player);
    const app = await open(sheets.FrayCharacterSheet, actor);
    expect(app.element!.querySelector("[data-effect-id]")).not.toBeNull();
    expect(app.element!.querySelector("[data-action=createEffect], [data-action=toggleEffect], " +
      "[data-action=deleteEffect]")).toBeNull();
  });

  it("writes a changed input to the actor (submit on change)", async () => {
    const actor = await makeActor();
    const app = await open(sheets.FrayCharacterSheet, actor);
    const hp = app.element!.querySelector<HTMLInputElement>("input[name='system.hp.value']")!;
    hp.value = "3";
    hp.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 10));
    expect((actor.system as unknown as { hp: { value: number } }).hp.value).toBe(3);
  });

  it("creates an embedded item from a dropped world item", async () => {
    const actor = await makeActor();
    const Item = stand.CONFIG.Item!.documentClass as typeof import("../../foundry/documents.js").Document;
    const shield = (await Item.create({ name: "Buckler", type: "shield" }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    const event = new Event("drop", { bubbles: true, cancelable: true }) as DragEvent;
    Object.defineProperty(event, "dataTransfer", { value: { getData: () => JSON.stringify({ type: "Item",
      uuid: shield.uuid }) } });
    app.element!.dispatchEvent(event);
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getEmbeddedCollection("Item").find((i) => i.name === "Buckler")).toBeDefined();
  });

  it("gives a player without ownership a read-only sheet", async () => {
    const actor = await makeActor();
    await actor.update({ ownership: { default: 2 } });
    stand.loginAs(stand.player);
    const app = await open(sheets.FrayCharacterSheet, actor);
    expect(app.element!.querySelector("[data-action=toggleMode]")).toBeNull();
    expect(app.element!.querySelector("[data-action=createItem]")).toBeNull();
    const inputs = [...app.element!.querySelectorAll<HTMLInputElement>("input")];
    expect(inputs.every((i) => i.disabled)).toBe(true);
  });

  it("refuses, with a localized warning, a player's forged click on an actor they only observe", async () => {
    const actor = await makeActor();
    await actor.update({ ownership: { default: 2 } });
    const item = actor.getEmbeddedCollection("Item").contents[0]!;
    stand.loginAs(stand.player);
    const app = await open(sheets.FrayCharacterSheet, actor);
    for (const action of ["createItem", "deleteItem", "toggleEquip", "createEffect"]) {
      app.element!.insertAdjacentHTML("beforeend",
        `<div data-item-id="${item.id}"><button type="button" data-action="${action}" data-type="gear"></button></div>`);
      await click(app.element!, `[data-action=${action}][data-type]`);
      app.element!.querySelector(`[data-action=${action}][data-type]`)!.parentElement!.remove();
    }
    expect(stand.notices.map((n) => n.message)).toEqual(Array(4).fill("You may not change this actor."));
    expect(actor.getEmbeddedCollection("Item").size).toBe(3);
    expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(0);
  });

  it("warns, and changes nothing, when a clicked item was deleted elsewhere or names no item type", async () => {
    const actor = await makeActor();
    const app = await open(sheets.FrayCharacterSheet, actor);
    const item = actor.getEmbeddedCollection("Item").contents[0]!;
    const button = app.element!.querySelector<HTMLElement>(`[data-item-id="${item.id}"] [data-action=toggleEquip]`)!;
    await item.delete();
    button.click();
    await new Promise((r) => setTimeout(r, 10));
    app.element!.insertAdjacentHTML("beforeend", "<button type=\"button\" data-action=\"createItem\" data-type=\"spell\"></button>");
    await click(app.element!, "[data-action=createItem][data-type=spell]");
    expect(stand.notices.map((n) => n.message)).toEqual(["That no longer exists; it was removed elsewhere.",
      "Fray has no item type \"spell\"."]);
    expect(actor.getEmbeddedCollection("Item").size).toBe(2);
  });

  it("renders the npc stat block", async () => {
    const app = await open(sheets.FrayNpcSheet, await makeActor("npc"));
    expect(app.element!.querySelector(".fray-stat-block")).not.toBeNull();
    expect(app.element!.textContent).not.toMatch(/FRAY\.|undefined|NaN|\[object/);
  });

  it("saves the attributes checked on a weapon as a Set (the agility rulebook's Strength and Agility)", async () => {
    await stand.game.settings.set("fray", "preset", "agility");
    const Item = stand.CONFIG.Item!.documentClass as typeof import("../../foundry/documents.js").Document;
    const item = (await Item.create({ name: "Sword", type: "weapon" }))!;
    const app = await open(sheets.FrayItemSheet, item);
    const group = app.element!.querySelector<HTMLElement>("multi-checkbox[name='system.attributes']")!;
    const { PRESET_ATTRIBUTES } = await import("../../../src/config/attributes.js");
    const options = [...group.querySelectorAll("option")];
    expect(options.map((o) => o.value)).toEqual([...PRESET_ATTRIBUTES.agility]);
    expect(options.find((o) => o.value === "str")?.textContent).toBe("Strength");
    for (const option of options) option.selected = option.value === "str" || option.value === "agi";
    group.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 10));
    expect((item.system as unknown as { attributes: Set<string> }).attributes).toEqual(new Set(["str", "agi"]));
    await app.render();
    const checked = [...app.element!.querySelectorAll<HTMLOptionElement>("multi-checkbox option[selected]")];
    expect(checked.map((o) => o.value)).toEqual(["str", "agi"]);
  });

  it("every select of the item sheets keeps its stored choice when another field changes", async () => {
    const Item = stand.CONFIG.Item!.documentClass as typeof import("../../foundry/documents.js").Document;
    const weapon = (await Item.create({ name: "Sword", type: "weapon",
      system: { damage: { kind: "arcane" }, range: { category: "long" } } }))!;
    const ability = (await Item.create({ name: "Rally", type: "ability",
      system: { action: "", duration: { unit: "scene" }, uses: { per: "encounter" } } }))!;
    const choices = (app: Rendered) => Object.fromEntries([...app.element!.querySelectorAll("select")]
      .map((select) => [select.name, select.value]));
    const change = async (app: Rendered, name: string, value: string) => {
      const input = app.element!.querySelector<HTMLInputElement>(`[name='${name}']`)!;
      input.value = value;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      await new Promise((r) => setTimeout(r, 10));
    };
    const weaponSheet = await open(sheets.FrayItemSheet, weapon);
    expect(choices(weaponSheet)).toEqual({ "system.damage.kind": "arcane", "system.range.category": "long" });
    await change(weaponSheet, "system.damage.formula", "2d6");
    expect((weapon.system as unknown as { damage: { formula: string; kind: string }; range: { category: string } }))
      .toMatchObject({ damage: { formula: "2d6", kind: "arcane" }, range: { category: "long" } });
    expect(choices(weaponSheet)).toEqual({ "system.damage.kind": "arcane", "system.range.category": "long" });
    const abilitySheet = await open(sheets.FrayItemSheet, ability);
    const stored = { "system.action": "", "system.duration.unit": "scene", "system.uses.per": "encounter" };
    expect(choices(abilitySheet)).toEqual(stored);
    await change(abilitySheet, "system.uses.max", "3");
    expect(ability.system).toMatchObject({ action: "", duration: { unit: "scene" }, uses: { max: 3, per: "encounter" } });
    expect(choices(abilitySheet)).toEqual(stored);
  });

  it("L7, T6: the ability's actions are the world rulebook's; one stored under another rulebook stays, selected",
    async () => {
      const Item = stand.CONFIG.Item!.documentClass as typeof import("../../foundry/documents.js").Document;
      const options = (app: Rendered) => [...app.element!.querySelectorAll<HTMLOptionElement>(
        "select[name='system.action'] option")].map((o) => [o.value, o.textContent]);
      const rally = (await Item.create({ name: "Rally", type: "ability" }))!;
      expect(options(await open(sheets.FrayItemSheet, rally))).toEqual([["", "—"], ["standard", "Standard"],
        ["move", "Move"], ["swift", "Swift"], ["free", "Free"], ["immediate", "Immediate"]]);
      await stand.game.settings.set("fray", "preset", "lot");
      const charge = (await Item.create({ name: "Charge", type: "ability", system: { action: "major" } }))!;
      const app = await open(sheets.FrayItemSheet, charge);
      expect(options(app)).toEqual([["", "—"], ["full", "Full"], ["swift", "Swift"], ["free", "Free"],
        ["reaction", "Reaction"], ["major", "Major"]]);
      expect(app.element!.querySelector<HTMLSelectElement>("select[name='system.action']")!.value).toBe("major");
      const max = app.element!.querySelector<HTMLInputElement>("[name='system.uses.max']")!;
      max.value = "2";
      max.dispatchEvent(new Event("change", { bubbles: true }));
      await new Promise((r) => setTimeout(r, 10));
      expect(charge.system).toMatchObject({ action: "major", uses: { max: 2 } });
    });

  it.each(["weapon", "armor", "shield", "ability", "gear"])("renders the %s item sheet", async (type) => {
    const Item = stand.CONFIG.Item!.documentClass as typeof import("../../foundry/documents.js").Document;
    const item = (await Item.create({ name: "Thing", type }))!;
    const app = await open(sheets.FrayItemSheet, item);
    expect(app.element!.querySelector("input[name=name]")).not.toBeNull();
    // Choice labels are the data models' lang keys; the browser test checks those once they are all in en.json.
    expect(app.element!.textContent).not.toMatch(/FRAY\.SHEET|TYPES\.|undefined|NaN|\[object/);
  });
});
