// @vitest-environment happy-dom
/** Sheet bugs the stand-in once hid (issue 8 §2), each checked against the stand-in's documented behaviour. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { effectChangesData } from "../../../src/compat.js";
import type { Document } from "../../foundry/documents.js";
import { Hooks } from "../../foundry/hooks.js";
import type { FoundryStandIn } from "../../foundry/index.js";
import { open, sheetWorld, type Rendered, type SheetsModule } from "./sheet-world.js";

let stand: FoundryStandIn;
let sheets: SheetsModule;
let Actor: typeof Document;

beforeEach(async () => {
  ({ stand, sheets } = await sheetWorld());
  Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
});

/** Lets fire-and-forget handlers and renders finish. */
const settle = () => new Promise((r) => setTimeout(r, 20));

/** Sets an input's value and fires the change that submits the sheet. */
async function change(app: Rendered, name: string, value: string): Promise<void> {
  const input = app.element!.querySelector<HTMLInputElement>(`[name='${name}']`)!;
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await settle();
}

/** The stored (source) system data of an actor. */
const source = (actor: Document) => actor._source.system as Record<string, unknown> & { hp: { value: number },
  level: number, hitDice: string };

describe("drops", () => {
  it("dropping an item adds exactly one item, however often the sheet rendered", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    const Item = stand.CONFIG.Item!.documentClass as typeof Document;
    const shield = (await Item.create({ name: "Buckler", type: "shield" }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    for (let i = 0; i < 3; i += 1) await app.render();
    let created = 0;
    Hooks.on("createItem", () => { created += 1; });
    const event = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(event, "dataTransfer", { value: { getData: () => JSON.stringify({ type: "Item",
      uuid: shield.uuid }) } });
    app.element!.dispatchEvent(event);
    await settle();
    expect(created).toBe(1);
    expect(actor.getEmbeddedCollection("Item").filter((i) => i.name === "Buckler")).toHaveLength(1);
  });
});

describe("item rows", () => {
  it("the edit control opens the item's own sheet", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "character", items: [{ name: "Sword", type: "weapon" }] }))!;
    const sword = actor.getEmbeddedCollection("Item").contents[0]!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    app.element!.querySelector<HTMLElement>(`[data-item-id="${sword.id}"] [data-action=editItem]`)!.click();
    await settle();
    const sheet = (sword as unknown as { sheet: Rendered & { rendered: boolean } }).sheet;
    expect(sheet).toBeInstanceOf(sheets.FrayItemSheet);
    expect(sheet.rendered).toBe(true);
    expect(sheet.element!.querySelector<HTMLInputElement>("input[name=name]")!.value).toBe("Sword");
  });
});

describe("switching the rulebook", () => {
  it("re-prepares every actor and re-renders open sheets and the tracker", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "character", system: { attributes: { str: { value: 14 } } } }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    const combat = { render: vi.fn() };
    Object.assign(ui, { combat });
    const mod = () => (actor.system as unknown as { attributes: { str: { mod: number } } }).attributes.str.mod;
    expect(mod()).toBe(2);
    await stand.game.settings.set("fray", "preset", "agility");
    await settle();
    expect(mod()).toBe(0);
    const shown = [...app.element!.querySelectorAll<HTMLElement>("[data-attribute]")].map((e) => e.dataset.attribute);
    const { PRESET_ATTRIBUTES } = await import("../../../src/applications/sheets/character/attributes.js");
    expect(shown).toEqual(PRESET_ATTRIBUTES.agility);
    expect(combat.render).toHaveBeenCalled();
  });
});

describe("each rulebook's own attributes on the sheet", () => {
  it("under Agility the Strength input edits Agility's STR; Legend's STR 14 is back when Legend is", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "character", system: { attributes: { str: { value: 14 } } } }))!;
    await stand.game.settings.set("fray", "preset", "agility");
    const app = await open(sheets.FrayCharacterSheet, actor);
    app.element!.querySelector<HTMLElement>("[data-action=toggleMode]")!.click();
    await settle();
    await change(app, "system.attributeSets.agility.str.value", "3");
    const shown = () => app.element!.querySelector<HTMLInputElement>("[data-attribute=str] input")!;
    expect([shown().name, shown().value]).toEqual(["system.attributeSets.agility.str.value", "3"]);
    await stand.game.settings.set("fray", "preset", "legend");
    await settle();
    expect([shown().name, shown().value]).toEqual(["system.attributeSets.legend.str.value", "14"]);
  });
});

describe("switching the rulebook (item sheets)", () => {
  it("re-renders open item sheets, so a weapon shows LoT's AP cost only once LoT is chosen", async () => {
    const Item = stand.CONFIG.Item!.documentClass as unknown as typeof Document;
    const spear = (await Item.create({ name: "Spear", type: "weapon" }))!;
    const app = await open(sheets.FrayItemSheet, spear);
    const apInput = () => app.element!.querySelector("[name='system.apCost']");
    expect(apInput()).toBeNull();
    await stand.game.settings.set("fray", "preset", "lot");
    await settle();
    expect(apInput()).not.toBeNull();
  });
});

describe("inputs are the stored values", () => {
  it("the HP input edits the stored value, not the clamped one, and a submit never writes it back", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "character", system: { hp: { value: 15, max: 15 } },
      effects: [{ name: "Drained", ...effectChangesData([{ key: "system.hp.max", value: "-5" }]) }] }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    expect(app.element!.querySelector<HTMLInputElement>("input[name='system.hp.value']")!.value).toBe("15");
    await app.element!.querySelector<HTMLElement>("[data-action=toggleMode]")!.click();
    await settle();
    await change(app, "system.attributeSets.legend.str.value", "12");
    expect(source(actor).hp.value).toBe(15);
  });

  it.each(["legend", "lurasko", "agility", "lot", "sides"])("%s: every input shows the stored value at its name",
    async (preset) => {
      await stand.game.settings.set("fray", "preset", preset);
      for (const type of ["character", "npc"]) {
        const actor = (await Actor.create({ name: "Ada", type, system: { hp: { value: 15, max: 10 },
          attributes: { agi: { value: 3 } } } }))!;
        const app = await open(type === "npc" ? sheets.FrayNpcSheet : sheets.FrayCharacterSheet, actor);
        app.element!.querySelector<HTMLElement>("[data-action=toggleMode]")!.click();
        await settle();
        const { getProperty } = foundry.utils as unknown as { getProperty(o: object, k: string): unknown };
        for (const input of app.element!.querySelectorAll<HTMLInputElement>("input[name^='system.']")) {
          expect([input.name, input.value]).toEqual([input.name, String(getProperty(actor._source, input.name))]);
        }
      }
    });

  it("inputs carry the schema's min, max and step", async () => {
    const npc = (await Actor.create({ name: "Brute", type: "npc" }))!;
    const app = await open(sheets.FrayNpcSheet, npc);
    app.element!.querySelector<HTMLElement>("[data-action=toggleMode]")!.click();
    await settle();
    const attrs = (name: string) => {
      const input = app.element!.querySelector<HTMLInputElement>(`input[name='${name}']`)!;
      return [input.getAttribute("min"), input.getAttribute("max"), input.getAttribute("step")];
    };
    expect(attrs("system.level")).toEqual(["1", "20", "1"]);
    expect(attrs("system.morale")).toEqual(["2", "12", "1"]);
    expect(attrs("system.hp.max")).toEqual(["1", "9999", "1"]);
    expect(attrs("system.defenses.ac")).toEqual(["0", "50", "1"]);
    expect(attrs("system.attributeSets.legend.str.value")).toEqual(["1", "30", "1"]);
    await stand.game.settings.set("fray", "preset", "agility");
    await settle();
    expect(attrs("system.attributeSets.agility.str.value")).toEqual(["-5", "10", "1"]);
  });
});

describe("bad input through a sheet", () => {
  it("a cleared number field is refused with a notice naming it, writes nothing and shows the stored value", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "character", system: { level: 4 } }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    app.element!.querySelector<HTMLElement>("[data-action=toggleMode]")!.click();
    await settle();
    await change(app, "system.level", "");
    expect(source(actor).level).toBe(4);
    expect(stand.notices).toEqual([{ type: "warn", message: "Level: enter a number." }]);
    expect(app.element!.querySelector<HTMLInputElement>("input[name='system.level']")!.value).toBe("4");
  });

  it("a value Foundry can't clean is refused with a notice naming the field, and the input shows the stored value",
    async () => {
      const npc = (await Actor.create({ name: "Brute", type: "npc", system: { hitDice: "2d8" } }))!;
      const app = await open(sheets.FrayNpcSheet, npc);
      app.element!.querySelector<HTMLElement>("[data-action=toggleMode]")!.click();
      await settle();
      await change(app, "system.hitDice", "banana");
      expect(source(npc).hitDice).toBe("2d8");
      expect(stand.notices.map((n) => n.type)).toEqual(["warn"]);
      expect(stand.notices[0]!.message).toMatch(/^Hit dice: /);
      expect(app.element!.querySelector<HTMLInputElement>("input[name='system.hitDice']")!.value).toBe("2d8");
    });
});

describe("bad input through an item sheet", () => {
  it("a cleared quantity is refused with a notice naming it and the input shows the stored value", async () => {
    const Item = stand.CONFIG.Item!.documentClass as typeof Document;
    const rope = (await Item.create({ name: "Rope", type: "gear", system: { quantity: 3 } }))!;
    const app = await open(sheets.FrayItemSheet, rope);
    await change(app, "system.quantity", "");
    expect((rope._source.system as { quantity: number }).quantity).toBe(3);
    expect(stand.notices).toEqual([{ type: "warn", message: "Quantity: enter a number." }]);
    expect(app.element!.querySelector<HTMLInputElement>("input[name='system.quantity']")!.value).toBe("3");
  });
});

describe("who sees what", () => {
  it("a LIMITED user sees a limited sheet: name, portrait and biography only", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "character", img: "a.png", ownership: { default: 1 },
      system: { biography: "<p>Salt roads.</p>" }, items: [{ name: "Sword", type: "weapon" }] }))!;
    stand.loginAs(stand.player);
    for (const Sheet of [sheets.FrayCharacterSheet, sheets.FrayNpcSheet]) {
      const app = await open(Sheet, actor);
      const text = app.element!.textContent ?? "";
      expect(text).toContain("Ada");
      expect(text).toContain("Salt roads.");
      expect(app.element!.querySelector("img.fray-portrait")?.getAttribute("src")).toBe("a.png");
      expect(text).not.toContain("Sword");
      expect(app.element!.querySelector("[data-attribute], .fray-bar, [data-action]")).toBeNull();
    }
  });

  it("a GM gets a read-only sheet of an actor in a locked compendium", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    Object.defineProperty(actor, "pack", { value: "world.heroes" });
    (stand.game.packs as Map<string, { locked: boolean }>).set("world.heroes", { locked: true });
    const app = await open(sheets.FrayCharacterSheet, actor);
    expect(app.element!.querySelector("[data-action=toggleMode], [data-action=createItem]")).toBeNull();
    expect([...app.element!.querySelectorAll<HTMLInputElement>("input")].every((i) => i.disabled)).toBe(true);
  });

  it("a user without LIMITED can't open the sheet", async () => {
    const actor = (await Actor.create({ name: "Ada", type: "character" }))!;
    stand.loginAs(stand.player);
    const app = new sheets.FrayCharacterSheet({ document: actor } as never) as unknown as Rendered;
    await expect(app.render({ force: true })).rejects.toThrow();
    expect(app.element).toBeNull();
  });
});

describe("wounds", () => {
  it("A5: only active wound effects count; a disabled or suppressed one does not", async () => {
    const Base = stand.CONFIG.ActiveEffect!.documentClass as typeof Document;
    /** An effect suppressed when its flag says so, as an unequipped item's effect is. */
    class Suppressible extends Base {
      get isSuppressed(): boolean {
        return this.getFlag("test", "suppressed") === true;
      }
    }
    stand.CONFIG.ActiveEffect!.documentClass = Suppressible;
    const actor = (await Actor.create({ name: "Ada", type: "character", effects: [
      { name: "Wound", statuses: ["wound"] },
      { name: "Wound", statuses: ["wound"], disabled: true },
      { name: "Wound", statuses: ["wound"], flags: { test: { suppressed: true } } },
    ] }))!;
    expect((actor.system as unknown as { wounds: number }).wounds).toBe(1);
  });
});

describe("what each rulebook shows", () => {
  it("Lur-Asko: target numbers show no modifier badge", async () => {
    await stand.game.settings.set("fray", "preset", "lurasko");
    const app = await open(sheets.FrayCharacterSheet, (await Actor.create({ name: "Ada", type: "character" }))!);
    expect(app.element!.querySelectorAll("[data-attribute]").length).toBeGreaterThan(0);
    expect(app.element!.querySelector(".fray-mod")).toBeNull();
  });

  it("A3: under Agility the defense shown is 10 + Agility", async () => {
    await stand.game.settings.set("fray", "preset", "agility");
    const actor = (await Actor.create({ name: "Ada", type: "character",
      system: { attributes: { agi: { value: 3 } }, defenses: { ac: 16 } } }))!;
    const app = await open(sheets.FrayCharacterSheet, actor);
    const defenses = [...app.element!.querySelectorAll<HTMLElement>("[data-stat^='defenses']")]
      .map((e) => [e.dataset.stat, e.querySelector("dd")!.textContent!.trim()]);
    expect(defenses).toEqual([["defenses.agility", "13"]]);
  });

  it("T8: LoT's AP is labelled as action points", async () => {
    await stand.game.settings.set("fray", "preset", "lot");
    const app = await open(sheets.FrayCharacterSheet, (await Actor.create({ name: "Ada", type: "character" }))!);
    expect(app.element!.querySelector("[data-stat=ap] dt")!.textContent).toBe("Action points");
  });

  it("an NPC's level is shown and editable", async () => {
    const npc = (await Actor.create({ name: "Brute", type: "npc", system: { level: 3 } }))!;
    const app = await open(sheets.FrayNpcSheet, npc);
    expect(app.element!.querySelector(".fray-level")?.textContent).toMatch(/Level\s*3/);
    app.element!.querySelector<HTMLElement>("[data-action=toggleMode]")!.click();
    await settle();
    await change(app, "system.level", "5");
    expect(source(npc).level).toBe(5);
  });
});

describe("a weapon's threat range (L8) shows where a critical is judged by it", () => {
  it("d20-vs-AC rulebooks with any critical rule on; not with criticals off, nor under Agility or LoT", async () => {
    const { usesField } = await import("../../../src/applications/sheets/item/detail-fields.js");
    const { PRESETS } = await import("../../../src/rules/presets.js");
    const shows = (preset: keyof typeof PRESETS, criticals: string) => usesField("weapon", "threat",
      { preset, rules: { ...PRESETS[preset].defaults, criticals } as never });
    expect([shows("legend", "level"), shows("legend", "max-damage"), shows("sides", "escalating")])
      .toEqual([true, true, true]);
    expect([shows("legend", "none"), shows("agility", "escalating"), shows("lot", "max-damage")])
      .toEqual([false, false, false]);
  });
});
