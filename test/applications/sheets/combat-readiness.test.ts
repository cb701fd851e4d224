// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import type { FoundryStandIn } from "../../foundry/index.js";
import { open, sheetWorld, type SheetsModule, click } from "./sheet-world.js";
import { configuredStatusEffects } from "../../../src/compat.js";

let stand: FoundryStandIn;
let sheets: SheetsModule;

beforeEach(async () => {
  ({ stand, sheets } = await sheetWorld());
});

/** A world actor with the given items and effects. */
async function makeActor(items: object[], effects: object[] = [], system: object = {}, type = "character") {
  const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
  return (await Actor.create({ name: "Ada", type, items, effects, system }))!;
}

const chain = { name: "Chain mail", type: "armor", system: { ac: 16, equipped: true } };
const scale = { name: "Scale", type: "armor", system: { ac: 15, equipped: true } };
const buckler = { name: "Buckler", type: "shield", system: { acBonus: 1, equipped: true } };

describe("issue 9: the sheets show what the rules read", () => {
  it("L: AC shows the total with its breakdown on hover; a second armor is named as not counting", async () => {
    const app = await open(sheets.FrayCharacterSheet, await makeActor([chain, scale, buckler]));
    const ac = app.element!.querySelector<HTMLElement>("[data-stat='defenses.ac'] .fray-derived")!;
    expect(ac.textContent).toBe("17");
    expect(ac.dataset.tooltip).toBe("10 base + 6 Chain mail + 1 Buckler");
    expect(app.element!.querySelector(".fray-note")?.textContent).toContain(
      "Scale does not count: only one armor counts, and Chain mail gives more (16 against 15).");
  });

  it("L: equipping armor from the sheet changes the AC shown", async () => {
    const actor = await makeActor([{ ...chain, system: { ac: 16, equipped: false } }]);
    const app = await open(sheets.FrayCharacterSheet, actor);
    const shown = () => app.element!.querySelector("[data-stat='defenses.ac'] .fray-value")!.textContent;
    expect(shown()).toBe("10");
    await click(app.element!, "[data-action=toggleEquip]");
    await app.render();
    expect(shown()).toBe("16");
  });

  it.each(["agility", "lurasko", "sides"])("A1, Z1, S1: %s initiative adds no initiative bonus, so the sheet shows none",
    async (preset) => {
      await stand.game.settings.set("fray", "preset", preset);
      const app = await open(sheets.FrayCharacterSheet, await makeActor([]));
      expect(app.element!.querySelector("[data-stat='initiative.bonus']")).toBeNull();
    });

  it.each([
    ["legend", ["defenses.ac", "dr.physical", "dr.elemental", "dr.arcane", "initiative.bonus", "movement.speed"]],
    ["lot", ["defenses.dodge", "defenses.armor", "critThreshold", "ap.value", "ap.max", "initiative.bonus"]],
    ["agility", ["accuracy", "mp.value", "mp.max"]],
    ["lurasko", ["fatigue", "encumbrance"]],
  ])("%s: every combat number the rules read has an input with the schema's bounds in edit mode",
    async (preset, paths) => {
      await stand.game.settings.set("fray", "preset", preset);
      for (const type of ["character", "npc"]) {
        const app = await open(type === "npc" ? sheets.FrayNpcSheet : sheets.FrayCharacterSheet,
          await makeActor([], [], {}, type));
        await click(app.element!, "[data-action=toggleMode]");
        for (const path of paths) {
          const input = app.element!.querySelector<HTMLInputElement>(`input[name='system.${path}']`);
          expect(input, `${type} ${path}`).not.toBeNull();
        }
      }
    });

  it("Z8: encumbrance keeps the schema's bounds 0–2 in its input", async () => {
    await stand.game.settings.set("fray", "preset", "lurasko");
    const app = await open(sheets.FrayCharacterSheet, await makeActor([]));
    await click(app.element!, "[data-action=toggleMode]");
    const input = app.element!.querySelector<HTMLInputElement>("input[name='system.encumbrance']")!;
    expect([input.min, input.max]).toEqual(["0", "2"]);
  });

  it("play mode writes speed with its unit and LoT's critical range as a range", async () => {
    await stand.game.settings.set("fray", "preset", "lot");
    const app = await open(sheets.FrayCharacterSheet, await makeActor([], [], { critThreshold: 19 }));
    const text = (key: string) => app.element!.querySelector(`[data-stat='${key}'] dd`)!.textContent!.trim();
    expect(text("movement.speed")).toBe("30 ft");
    expect(text("critThreshold")).toBe("19–20");
  });

  it("A2, A5: under Agility speed shows in spaces too (5 ft a space); a Slowing wound takes 2 spaces off: 30 ft "
    + "(6 spaces) → 20 ft (4 spaces), and its effect reads −2 spaces", async () => {
    await stand.game.settings.set("fray", "preset", "agility");
    const actor = await makeActor([]);
    const text = async () => (await open(sheets.FrayCharacterSheet, actor)).element!
      .querySelector("[data-stat='movement.speed'] dd")!.textContent!.trim();
    expect(await text()).toBe("30 ft (6 spaces)");
    await (actor as unknown as { toggleStatusEffect(id: string): Promise<unknown> }).toggleStatusEffect("wound-slowing");
    expect(await text()).toBe("20 ft (4 spaces)");
    expect(stand.game.i18n.localize("FRAY.RULES.Wounds.Effect.slowing")).toContain("−2 spaces");
  });

  it("A10: MP shows under Agility only, as its value of its maximum; its inputs keep the bounds 0–999", async () => {
    await stand.game.settings.set("fray", "preset", "agility");
    const actor = await makeActor([], [], { mp: { value: 3, max: 8 } });
    const app = await open(sheets.FrayCharacterSheet, actor);
    expect(app.element!.querySelector("[data-stat='mp'] dd")!.textContent!.trim()).toBe("3/8");
    await click(app.element!, "[data-action=toggleMode]");
    const input = app.element!.querySelector<HTMLInputElement>("input[name='system.mp.max']")!;
    expect([input.min, input.max]).toEqual(["0", "999"]);
    for (const preset of ["legend", "lot"]) {
      await stand.game.settings.set("fray", "preset", preset);
      const other = await open(sheets.FrayCharacterSheet, actor);
      expect(other.element!.querySelector("[data-stat='mp']"), preset).toBeNull();
    }
  });

  it("edit mode keeps speed's unit beside its input", async () => {
    const app = await open(sheets.FrayCharacterSheet, await makeActor([]));
    await click(app.element!, "[data-action=toggleMode]");
    const speed = app.element!.querySelector("[data-stat='movement.speed'] dd")!;
    expect(speed.querySelector("input[name='system.movement.speed']")).not.toBeNull();
    expect(speed.querySelector(".fray-unit")!.textContent).toBe("ft");
  });

  it("the effects tab lists an item's transferred effect and a duration in the rulebook's terms", async () => {
    const ring = { name: "Ring", type: "gear", effects: [{ name: "Warded", transfer: true }] };
    const { effectDuration } = await import("../../../src/compat.js");
    const rounds = effectDuration({ units: "rounds", value: 3 });
    const actor = await makeActor([ring], [{ name: "Blessed", duration: rounds },
      { name: "Hexed", flags: { fray: { duration: { unit: "scene" } } } }]);
    const app = await open(sheets.FrayCharacterSheet, actor);
    const rows = [...app.element!.querySelectorAll<HTMLElement>("[data-tab=effects] [data-effect-id]")];
    expect(rows.map((r) => r.querySelector(".fray-item-name")!.textContent)).toEqual(
      ["Blessed", "Hexed", "Wardedfrom Ring"]);
    expect(rows.map((r) => r.querySelector(".fray-duration")?.textContent?.trim() ?? "")).toEqual(
      ["3 rounds (full length; no combat running)", "Until the scene ends", ""]);
    expect(rows[2]!.dataset.parentId).toBe(actor.getEmbeddedCollection("Item").contents[0]!.id);
  });

  it("the NPC sheet lists its effects and gear", async () => {
    const app = await open(sheets.FrayNpcSheet, await makeActor([{ name: "Rope", type: "gear" }],
      [{ name: "Blessed" }], {}, "npc"));
    expect(app.element!.querySelector("[data-item-type=gear]")?.textContent).toContain("Rope");
    expect(app.element!.querySelector(".fray-effect-list")?.textContent).toContain("Blessed");
  });
});

describe("T11: a standing overshield refuses statuses", () => {
  it("refuses a status with a notice naming the overshield; dead still applies; a broken one refuses nothing",
    async () => {
      await stand.game.settings.set("fray", "preset", "lot");
      const actor = await makeActor([], [], { overshield: { value: 5, max: 5, effect: "Stoneskin" } });
      await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", statuses: ["prone"] }]);
      expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(0);
      expect(stand.notices.at(-1)).toEqual({ type: "warn",
        message: "Stoneskin holds: Prone cannot be applied while the overshield stands." });
      await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Dead", statuses: ["dead"] }]);
      expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(1);
      await actor.update({ "system.overshield.value": 0 });
      await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", statuses: ["prone"] }]);
      expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(2);
    });

  it("does nothing where the rulebook has no overshield", async () => {
    const actor = await makeActor([], [], { overshield: { value: 5, max: 5, effect: "Stoneskin" } });
    await actor.createEmbeddedDocuments("ActiveEffect", [{ name: "Prone", statuses: ["prone"] }]);
    expect(actor.getEmbeddedCollection("ActiveEffect").size).toBe(1);
  });
});

describe("CONFIG.statusEffects follows the world's rulebook", () => {
  it("is set at init and recomputed when the preset changes", async () => {
    const ids = () => (configuredStatusEffects() as { id: string }[]).map((s) => s.id);
    expect(ids()).not.toContain("wound-fatal");
    await stand.game.settings.set("fray", "preset", "agility");
    expect(ids()).toContain("wound-fatal");
  });
});

describe("item sheets show only the fields the world's rulebook reads", () => {
  /** The `system.*` names of the inputs an item sheet shows under `preset`. */
  async function names(preset: string, data: Record<string, unknown>): Promise<string[]> {
    await stand.game.settings.set("fray", "preset", preset);
    const Item = stand.CONFIG.Item!.documentClass as typeof Document;
    const app = await open(sheets.FrayItemSheet, (await Item.create(data))!);
    return [...app.element!.querySelectorAll<HTMLElement>("[name^='system.']")].map((e) => e.getAttribute("name")!);
  }

  it("S7/T8: a weapon shows Shock only with Shock on (sides) and AP only under LoT", async () => {
    const weapon = { name: "Sword", type: "weapon" };
    const sides = await names("sides", weapon);
    expect(sides).toEqual(expect.arrayContaining(["system.shock.damage", "system.shock.maxAc"]));
    expect(sides).not.toContain("system.apCost");
    const lot = await names("lot", weapon);
    expect(lot).toContain("system.apCost");
    expect(lot).not.toContain("system.shock.damage");
  });

  it("T7/Z8: armor shows AC under legend, Dodge and Armor under LoT, encumbrance under lurasko", async () => {
    const armor = { name: "Mail", type: "armor" };
    const legend = await names("legend", armor);
    expect(legend).toContain("system.ac");
    expect(legend).not.toContain("system.dodge");
    expect(await names("lot", armor)).toEqual(expect.arrayContaining(["system.dodge", "system.armor"]));
    expect(await names("lurasko", armor)).toContain("system.encumbrance");
  });

  it("a weapon offers the attributes of the world's rulebook", async () => {
    await stand.game.settings.set("fray", "preset", "agility");
    const Item = stand.CONFIG.Item!.documentClass as typeof Document;
    const app = await open(sheets.FrayItemSheet, (await Item.create({ name: "Bow", type: "weapon" }))!);
    const { PRESET_ATTRIBUTES } = await import("../../../src/config/attributes.js");
    const offered = [...app.element!.querySelectorAll<HTMLOptionElement>("multi-checkbox option")].map((o) => o.value);
    expect(offered).toEqual([...PRESET_ATTRIBUTES.agility]);
  });
});
