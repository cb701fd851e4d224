// @vitest-environment happy-dom
/**
 * Contract tests: the stand-in's document sheets behave as Foundry v13 documents them
 * (foundryvtt.com/api/v13: DocumentSheetV2, ActorSheetV2, ClientDocumentMixin, hookEvents.dropActorSheetData).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { TypeDataModel } from "../data-model.js";
import type { Document } from "../documents.js";
import { Hooks } from "../hooks.js";
import { installFoundry, type FoundryStandIn } from "../index.js";
import { ActorSheetV2, DocumentSheetConfig, DocumentSheetV2 } from "../sheets.js";

/** An empty system model, so actors and items have a registered type. */
class Blank extends TypeDataModel {
  static override defineSchema() {
    return {};
  }
}

/** A sheet that shows the document's name and its items' names, and counts its renders. */
class NameSheet extends ActorSheetV2 {
  renders = 0;

  override async _renderHTML(): Promise<unknown> {
    this.renders += 1;
    const items = this.document.getEmbeddedCollection("Item").map((i) => i.name).join(",");
    return `<p class="name">${this.document.name}</p><p class="items">${items}</p>`;
  }
}

let stand: FoundryStandIn;
let Actor: typeof Document;
let Item: typeof Document;

beforeEach(() => {
  document.body.innerHTML = "";
  stand = installFoundry();
  for (const name of ["Actor", "Item"]) (stand.CONFIG[name]!.dataModels as Record<string, unknown>).blank = Blank;
  Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
  Item = stand.CONFIG.Item!.documentClass as typeof Document;
});

/** Opens a NameSheet on `actor`. */
async function open(actor: Document): Promise<NameSheet> {
  const sheet = new NameSheet({ document: actor });
  await sheet.render({ force: true });
  return sheet;
}

/** Lets fire-and-forget renders finish. */
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Drops drag data onto a sheet as the browser does. */
async function drop(sheet: NameSheet, data: object): Promise<void> {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: { getData: () => JSON.stringify(data) } });
  sheet.element!.dispatchEvent(event);
  await settle();
}

describe("ClientDocumentMixin#render and #apps (api/v13 ClientDocumentMixin)", () => {
  it("re-renders a document's open sheets after it is updated, not when render: false", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    const sheet = await open(actor);
    expect((actor as unknown as { apps: Record<string, unknown> }).apps[sheet.id]).toBe(sheet);
    await actor.update({ name: "Bea" });
    await settle();
    expect(sheet.element!.querySelector(".name")!.textContent).toBe("Bea");
    const before = sheet.renders;
    await actor.update({ name: "Cy" }, { render: false });
    await settle();
    expect(sheet.renders).toBe(before);
  });

  it("re-renders the parent's sheets after an embedded document is created, updated or deleted", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    const sheet = await open(actor);
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Rope", type: "blank" }]);
    await settle();
    expect(sheet.element!.querySelector(".items")!.textContent).toBe("Rope");
    await item!.update({ name: "Chain" });
    await settle();
    expect(sheet.element!.querySelector(".items")!.textContent).toBe("Chain");
    await item!.delete();
    await settle();
    expect(sheet.element!.querySelector(".items")!.textContent).toBe("");
  });

  it("closes a deleted document's sheets and forgets closed ones", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    const sheet = await open(actor);
    await actor.delete();
    await settle();
    expect(sheet.rendered).toBe(false);
    expect((actor as unknown as { apps: Record<string, unknown> }).apps).toEqual({});
  });

  it("ClientDocumentMixin#sheet: one instance of the default sheet registered for the document's type", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    const sheetOf = (doc: Document) => (doc as unknown as { sheet: unknown }).sheet;
    /** Another sheet, registered for another type. */
    class OtherSheet extends ActorSheetV2 {}
    DocumentSheetConfig.registerSheet(Actor, "test", NameSheet, { types: ["blank"], makeDefault: true });
    DocumentSheetConfig.registerSheet(Actor, "test", OtherSheet, { types: ["other"], makeDefault: true });
    expect(sheetOf(actor)).toBeInstanceOf(NameSheet);
    expect(sheetOf(actor)).toBe(sheetOf(actor));
    const item = (await Item.create({ name: "Rope", type: "blank" }))!;
    DocumentSheetConfig.unregisterSheet(Actor, "test", NameSheet);
    DocumentSheetConfig.unregisterSheet(Actor, "test", OtherSheet);
    expect(sheetOf(item)).toBeNull();
  });

  it("ApplicationV2#render: an application not yet rendered renders only when forced", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    const sheet = new NameSheet({ document: actor });
    await sheet.render();
    expect(sheet.rendered).toBe(false);
    await sheet.render(true);
    expect(sheet.rendered).toBe(true);
  });
});

describe("ActorSheetV2 drop handling (api/v13 ActorSheetV2#_onDrop, hookEvents.dropActorSheetData)", () => {
  it("_onDropItem: one drop creates exactly one item, however often the sheet rendered", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    const rope = (await Item.create({ name: "Rope", type: "blank" }))!;
    const sheet = await open(actor);
    for (let i = 0; i < 3; i += 1) await sheet.render();
    let created = 0;
    Hooks.on("createItem", () => { created += 1; });
    await drop(sheet, { type: "Item", uuid: rope.uuid });
    expect(created).toBe(1);
    expect(actor.getEmbeddedCollection("Item").map((i) => i.name)).toEqual(["Rope"]);
  });

  it("_onDropItem: the actor's own item dropped on its sheet creates nothing", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    const [own] = await actor.createEmbeddedDocuments("Item", [{ name: "Rope", type: "blank" }]);
    const sheet = await open(actor);
    const result = await sheet._onDropItem(new Event("drop") as DragEvent, own!);
    expect(result).toBeNull();
    expect(actor.getEmbeddedCollection("Item").size).toBe(1);
  });

  it("dropActorSheetData: a hook returning false cancels the drop; it receives actor, sheet and data", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    const rope = (await Item.create({ name: "Rope", type: "blank" }))!;
    const sheet = await open(actor);
    const calls: unknown[][] = [];
    Hooks.on("dropActorSheetData", (...args: unknown[]) => { calls.push(args); return false; });
    await drop(sheet, { type: "Item", uuid: rope.uuid });
    expect(calls).toEqual([[actor, sheet, { type: "Item", uuid: rope.uuid }]]);
    expect(actor.getEmbeddedCollection("Item").size).toBe(0);
  });

  it("_onDropActiveEffect creates the effect on the actor; _onDropActor does nothing by default", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    const other = (await Actor.create({ name: "Bo", type: "blank" }))!;
    const sheet = await open(actor);
    await drop(sheet, { type: "ActiveEffect", data: { name: "Blessed" } });
    await drop(sheet, { type: "Actor", uuid: other.uuid });
    expect(actor.getEmbeddedCollection("ActiveEffect").map((e) => e.name)).toEqual(["Blessed"]);
    expect(actor.getEmbeddedCollection("Item").size).toBe(0);
  });

  it("DragDrop permissions: a sheet the user may not edit accepts no drop", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank", ownership: { default: 2 } }))!;
    const rope = (await Item.create({ name: "Rope", type: "blank" }))!;
    stand.loginAs(stand.player);
    const sheet = await open(actor);
    await drop(sheet, { type: "Item", uuid: rope.uuid });
    expect(actor.getEmbeddedCollection("Item").size).toBe(0);
  });
});

describe("DocumentSheetV2 permissions (api/v13 DocumentSheetV2#isVisible, #isEditable, #_canRender)", () => {
  it("a user without LIMITED may not render the sheet; one with LIMITED sees it read-only", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    stand.loginAs(stand.player);
    const hidden = new NameSheet({ document: actor });
    expect(hidden.isVisible).toBe(false);
    await expect(hidden.render({ force: true })).rejects.toThrow(/permission/);
    expect(hidden.rendered).toBe(false);
    stand.loginAs(stand.gm);
    await actor.update({ ownership: { default: 1 } });
    stand.loginAs(stand.player);
    const limited = await open(actor);
    expect([limited.isVisible, limited.isEditable, limited.rendered]).toEqual([true, false, true]);
  });

  it("isEditable is false for a document in a locked compendium, even for a GM", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "blank" }))!;
    Object.defineProperty(actor, "pack", { value: "world.heroes" });
    const packs = stand.game.packs as Map<string, { locked: boolean }>;
    packs.set("world.heroes", { locked: true });
    const sheet = new DocumentSheetV2({ document: actor });
    expect(sheet.isEditable).toBe(false);
    packs.set("world.heroes", { locked: false });
    expect(sheet.isEditable).toBe(true);
  });
});
