// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { Document } from "../../foundry/documents.js";
import type { FoundryStandIn } from "../../foundry/index.js";
import { open, sheetWorld, type SheetsModule, click } from "./sheet-world.js";

let stand: FoundryStandIn;
let sheets: SheetsModule;

beforeEach(async () => {
  ({ stand, sheets } = await sheetWorld());
});

/**
 * Ada (or an NPC) with attack bonus +2, Accuracy +5, STR 16 in Legend and Sides, STR +4 in LoT, Brawl 1, and a
 * sword on STR with magic +1.
 */
async function ada(type = "character", weapon: object = {}): Promise<Document> {
  const Actor = stand.CONFIG.Actor!.documentClass as typeof Document;
  return (await Actor.create({ name: "Ada", type, system: { attackBonus: 2, accuracy: 5,
    attributeSets: { legend: { str: { value: 16 } }, sides: { str: { value: 16 } }, lot: { vig: { value: 4 } } },
    skills: { brawl: { value: 1 } } },
  items: [{ name: "Sword", type: "weapon", system: { attributes: ["str", "vig"], magicBonus: 1, skill: "stab",
    damage: { formula: "1d8" }, ...weapon } }] }))!;
}

/** The combat numbers a sheet shows, by their system path. */
function stats(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLElement>("[data-stat]")].map((e) => e.dataset.stat!);
}

/** The system fields an item sheet shows. */
function fieldNames(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLInputElement>("[name^='system.']")].map((e) => e.name);
}

describe("the sheets show the terms each rulebook's attack total adds (issue Right numbers, 1)", () => {
  it.each([
    ["legend", "character", ["attackBonus"]], ["legend", "npc", ["attackBonus"]],
    ["lurasko", "character", ["attackBonus"]], ["sides", "npc", ["attackBonus"]],
    ["agility", "character", ["accuracy"]], ["agility", "npc", ["accuracy"]],
    ["lot", "character", []], ["lot", "npc", ["attackBonus"]],
  ])("%s %s: the combat numbers show %j of attack bonus and Accuracy", async (preset, type, shown) => {
    await stand.game.settings.set("fray", "preset", preset);
    const app = await open(type === "npc" ? sheets.FrayNpcSheet : sheets.FrayCharacterSheet, await ada(type));
    expect(stats(app.element!).filter((s) => s === "attackBonus" || s === "accuracy")).toEqual(shown);
    expect(app.element!.querySelectorAll("[name='system.attackBonus']")).toHaveLength(0);
    await click(app.element!, "[data-action=toggleMode]");
    expect(app.element!.querySelectorAll("[name='system.attackBonus']")).toHaveLength(shown.includes("attackBonus")
      ? 1 : 0);
  });

  it("LoT names an NPC's attack bonus its skill bonus", async () => {
    await stand.game.settings.set("fray", "preset", "lot");
    const app = await open(sheets.FrayNpcSheet, await ada("npc"));
    expect(app.element!.querySelector("[data-stat=attackBonus] dt")!.textContent).toBe("Skill bonus");
  });

  it("Legend: the sword's row adds up to +6 to hit: 2 attack bonus + 3 attribute (STR 16) + 1 magic", async () => {
    const app = await open(sheets.FrayCharacterSheet, await ada());
    const tag = app.element!.querySelector<HTMLElement>(".fray-to-hit")!;
    expect(tag.textContent).toBe("+6 to hit");
    expect(tag.getAttribute("aria-label")).toBe("2 attack bonus + 3 attribute + 1 magic");
  });

  it("A3: the sword's row adds Accuracy only (+5), never the attack bonus, STR or magic", async () => {
    await stand.game.settings.set("fray", "preset", "agility");
    const app = await open(sheets.FrayCharacterSheet, await ada());
    expect(app.element!.querySelector(".fray-to-hit")!.getAttribute("aria-label")).toBe("5 Accuracy");
  });

  it("S5, S6: an unarmed strike adds attack bonus, STR 16 (+1), Brawl 1 and magic to hit; +1 STR +1 Brawl to damage",
    async () => {
      await stand.game.settings.set("fray", "preset", "sides");
      const app = await open(sheets.FrayCharacterSheet, await ada("character", { skill: "brawl" }));
      const tag = app.element!.querySelector<HTMLElement>(".fray-to-hit")!;
      expect([tag.textContent, tag.getAttribute("aria-label")])
        .toEqual(["+5 to hit", "2 attack bonus + 1 attribute + 1 skill + 1 magic"]);
      expect(app.element!.querySelector(".fray-item-tags")!.textContent).toContain("1d8 + 2");
    });

  it("T7: the sword's row says the skill bonus (VIG +4), halved to +2 when not proficient", async () => {
    await stand.game.settings.set("fray", "preset", "lot");
    const actor = await ada("character", { proficient: false });
    const app = await open(sheets.FrayCharacterSheet, actor);
    expect(app.element!.querySelector(".fray-to-hit")!.getAttribute("aria-label")).toBe("2 skill bonus");
  });
});

describe("the weapon sheet shows what the world's rulebook reads (issue Right numbers, 1 and 2)", () => {
  /** A weapon on STR and DEX, as the compendium's dagger is. */
  async function dagger(): Promise<Document> {
    const Item = stand.CONFIG.Item!.documentClass as typeof Document;
    return (await Item.create({ name: "Dagger", type: "weapon", system: { attributes: ["str", "dex"] } }))!;
  }

  it("A3: Agility offers Strength and Agility only (no Dexterity); saving keeps the stored Dexterity", async () => {
    await stand.game.settings.set("fray", "preset", "agility");
    const item = await dagger();
    const app = await open(sheets.FrayItemSheet, item);
    const group = app.element!.querySelector<HTMLElement>("multi-checkbox[name='system.attributes']")!;
    const options = [...group.querySelectorAll("option")];
    expect(options.map((o) => [o.value, o.selected])).toEqual([["str", true], ["agi", false]]);
    for (const option of options) option.selected = option.value === "agi";
    group.dispatchEvent(new Event("change", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 10));
    expect((item.system as unknown as { attributes: Set<string> }).attributes).toEqual(new Set(["agi", "dex"]));
  });

  it("T7: proficient shows only under LoT; S5: the combat skill only under Sides", async () => {
    const item = await dagger();
    const shown: Record<string, string[]> = {};
    for (const preset of ["legend", "sides", "lot", "agility"]) {
      await stand.game.settings.set("fray", "preset", preset);
      shown[preset] = fieldNames((await open(sheets.FrayItemSheet, item)).element!);
    }
    expect(shown.lot).toContain("system.proficient");
    expect(shown.sides).toContain("system.skill");
    for (const preset of ["legend", "sides", "agility"]) expect(shown[preset]).not.toContain("system.proficient");
    for (const preset of ["legend", "lot", "agility"]) expect(shown[preset]).not.toContain("system.skill");
  });

  it("magic adds nothing under Agility or LoT, so their weapon sheets don't show it", async () => {
    const item = await dagger();
    for (const [preset, shows] of [["legend", true], ["agility", false], ["lot", false]] as const) {
      await stand.game.settings.set("fray", "preset", preset);
      expect(fieldNames((await open(sheets.FrayItemSheet, item)).element!).includes("system.magicBonus"), preset)
        .toBe(shows);
    }
  });
});
