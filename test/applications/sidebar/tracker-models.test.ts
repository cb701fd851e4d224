// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { pipOf, trackerWorld } from "./world.js";

/** The visible text of an element, whitespace collapsed. */
const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("FrayCombatTracker renders each turn model", () => {
  it("L1, L7 (legend, d20): the rulebook banner, rows in turn order, and legend's pips on every row", async () => {
    const world = await trackerWorld("legend");
    await world.fight([{ name: "Orc", initiative: 8 }, { name: "Vessa", player: true, initiative: 17 }]);
    const el = await world.show();
    const i18n = world.foundry.game.i18n;
    expect(text(el.querySelector(".fray-rulebook"))).toBe(i18n.localize("FRAY.Preset.legend.label"));
    expect([...el.querySelectorAll(".fray-turn .name")].map(text)).toEqual(["Vessa", "Orc"]);
    const kinds = [...world.row("Orc").querySelectorAll<HTMLElement>(".fray-pips [data-kind]")].map((p) => p.dataset.kind);
    expect(kinds).toEqual(["standard", "move", "swift", "free", "immediate"]);
    expect(pipOf(world.row("Orc"), "free")).toMatchObject({ dots: 5, spent: 0 });
    expect(el.querySelector("[data-application-part=sides]")).toBeNull();
    expect(el.querySelector("[data-application-part=tracker]")).toBeNull();
  });

  it("S1 (sides): a section per side with the side's total, members inside it", async () => {
    const world = await trackerWorld("sides");
    const { combat } = await world.fight([{ name: "Orc", disposition: -1 }, { name: "Vessa", player: true }]);
    await combat.updateEmbeddedDocuments("CombatantGroup", combat.groups.map((g) => ({ _id: g.id,
      initiative: g.name === world.foundry.game.i18n.localize("FRAY.COMBAT.Side.party") ? 9 : 4 })) as never);
    const el = await world.show();
    const sections = [...el.querySelectorAll(".fray-side")].map((s) => [text(s.querySelector(".fray-side-header .name")),
      text(s.querySelector(".fray-side-total")), [...s.querySelectorAll(".fray-turn .name")].map(text)]);
    const i18n = world.foundry.game.i18n;
    expect(sections).toEqual([[i18n.localize("FRAY.COMBAT.Side.party"), "9", ["Vessa"]],
      [i18n.localize("FRAY.COMBAT.Side.enemies"), "4", ["Orc"]]]);
    expect(el.querySelector("[data-application-part=turns]")).toBeNull();
  });

  it("S1 (sides): combatants made together with their combat, before any side group exists, are drawn by side",
    async () => {
      const world = await trackerWorld("sides");
      const Actor = world.foundry.CONFIG.Actor!.documentClass as unknown as {
        create(data: object): Promise<{ id: string }> };
      const rows = [];
      for (const [name, type, initiative] of [["Orc", "npc", 4], ["Vessa", "character", 9], ["Orrin", "character", 9]]) {
        rows.push({ name, initiative, actorId: (await Actor.create({ name, type })).id });
      }
      await world.Combat.create({ active: true, combatants: rows });
      const el = await world.show();
      const sections = [...el.querySelectorAll(".fray-side")].map((s) => [text(s.querySelector(".name")),
        text(s.querySelector(".fray-side-total")), [...s.querySelectorAll(".fray-turn .name")].map(text).sort()]);
      const i18n = world.foundry.game.i18n;
      expect(sections).toEqual([[i18n.localize("FRAY.COMBAT.Side.party"), "9", ["Orrin", "Vessa"]],
        [i18n.localize("FRAY.COMBAT.Side.enemies"), "4", ["Orc"]]]);
    });

  it("Z6 (zones): the phase banner shows the action phase in round 1 and the movement phase in round 2", async () => {
    const world = await trackerWorld("lurasko");
    const { combat } = await world.fight([{ name: "a", initiative: 5 }, { name: "b", initiative: 2 }]);
    const el = await world.show();
    expect(el.querySelector(".fray-phase")).toBeNull();
    await world.click("[data-action=startCombat]");
    const i18n = world.foundry.game.i18n;
    expect(text(world.tracker.element.querySelector(".fray-phase"))).toBe(i18n.localize("FRAY.COMBAT.Phase.action"));
    await combat.nextRound();
    await world.show();
    expect(text(world.tracker.element.querySelector(".fray-phase"))).toBe(i18n.localize("FRAY.COMBAT.Phase.movement"));
  });

  it("A1 (agility): the initiator and surprised markers show on their rows", async () => {
    const world = await trackerWorld("agility");
    await world.fight([{ name: "Ambusher", initiative: 3, system: { initiator: true } },
      { name: "Guard", initiative: 1, system: { surprised: true } }]);
    await world.show();
    expect(world.row("Ambusher").querySelector(".marker-initiator")).not.toBeNull();
    expect(world.row("Guard").querySelector(".marker-surprised")).not.toBeNull();
    expect(world.row("Guard").querySelector(".marker-initiator")).toBeNull();
  });

  it("T3 (lot): an enemy group folds into one row with its shared initiative; clicking unfolds it", async () => {
    const world = await trackerWorld("lot");
    const { combat } = await world.fight([{ name: "Goblin", initiative: 11 }, { name: "Goblin", initiative: 11 },
      { name: "Vessa", player: true, initiative: 4 }]);
    const [group] = (await combat.createEmbeddedDocuments("CombatantGroup", [{ type: "enemy-group",
      name: "Goblins", initiative: 11 }] as never))!;
    await combat.updateEmbeddedDocuments("Combatant", combat.combatants.filter((c) => c.name === "Goblin")
      .map((c) => ({ _id: c.id, group: group!.id })));
    const el = await world.show();
    const header = el.querySelector(".fray-group");
    expect(text(header?.querySelector(".name") ?? null)).toBe("Goblins");
    expect(text(header?.querySelector(".initiative") ?? null)).toBe("11");
    expect(el.querySelectorAll(".fray-group .fray-turn")).toHaveLength(0);
    await world.click(".fray-group-header");
    expect(world.tracker.element.querySelectorAll(".fray-group .fray-turn")).toHaveLength(2);
  });

  it("L4, L5 (legend): the surprise round banner and flat-footed markers after the start", async () => {
    const world = await trackerWorld("legend");
    await world.fight([{ name: "Orc", initiative: 18, system: { surprised: true } },
      { name: "Vessa", player: true, initiative: 3 }]);
    await world.show();
    await world.click("[data-action=startCombat]");
    const i18n = world.foundry.game.i18n;
    expect(text(world.tracker.element.querySelector(".phase-surprise"))).toBe(
      i18n.localize("FRAY.COMBAT.Tracker.surpriseRound"));
    expect(world.row("Orc").querySelector(".marker-flatFooted")).not.toBeNull();
  });
});
