// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { ContextMenu } from "../../foundry/context-menu.js";
import { trackerWorld } from "./world.js";

describe("FrayCombatTracker permissions and bad input", () => {
  it("a player sees the pips of an actor it may observe, read-only, and none of one it may not", async () => {
    const world = await trackerWorld("legend");
    const { combat, by } = await world.fight([{ name: "Orc", initiative: 18 }, { name: "Wolf", initiative: 9 },
      { name: "Vessa", player: true, initiative: 3 }]);
    await by("Wolf").actor!.update({ ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } });
    await combat.startCombat();
    await world.idle();
    world.foundry.loginAs(world.foundry.player);
    await world.show();
    const kinds = (name: string) => [...world.row(name).querySelectorAll<HTMLElement>(".fray-pips [data-kind]")]
      .map((pip) => `${pip.tagName.toLowerCase()} ${pip.dataset.kind}`);
    expect(kinds("Orc")).toEqual([]);
    expect(kinds("Wolf")).toEqual(["span standard", "span move", "span swift", "span free", "span immediate"]);
    expect(kinds("Vessa")).toContain("button immediate");
  });

  it("a forged click on a pip of another's combatant is refused with a notice and writes nothing", async () => {
    const world = await trackerWorld("legend");
    const { combat, by } = await world.fight([{ name: "Orc", initiative: 18 }, { name: "Vessa", player: true,
      initiative: 3 }]);
    await combat.startCombat();
    await world.idle();
    world.foundry.loginAs(world.foundry.player);
    await world.show();
    expect(world.row("Orc").querySelector("[data-action=spendAction] button")).toBeNull();
    // A forged pip: the player cannot see the Orc's actions (it may not observe it), so it writes one in.
    world.row("Orc").insertAdjacentHTML("beforeend",
      '<div class="fray-pips" data-action="spendAction"><button data-kind="standard"></button></div>');
    const before = world.foundry.operations.length;
    await world.click(`[data-combatant-id="${by("Orc").id}"] [data-kind=standard]`);
    expect(world.foundry.operations.length).toBe(before);
    expect(world.foundry.notices.at(-1)?.message).toBe(world.foundry.game.i18n.format(
      "FRAY.COMBAT.Notice.NotYourCombatant", { name: "Orc" }));
  });

  it("only the GM gets the round controls; a player gets End turn only on their own turn", async () => {
    const world = await trackerWorld("legend");
    const { combat } = await world.fight([{ name: "Orc", initiative: 18 }, { name: "Vessa", player: true,
      initiative: 3 }, { name: "Wolf", initiative: 1 }]);
    await combat.startCombat();
    await world.idle();
    world.foundry.loginAs(world.foundry.player);
    const el = await world.show();
    expect(el.querySelector(".fray-footer [data-action=nextRound]")).toBeNull();
    expect(el.querySelector(".fray-footer [data-action=nextTurn]")).toBeNull();
    world.foundry.loginAs(world.foundry.gm);
    await combat.nextTurn();
    await world.idle();
    world.foundry.loginAs(world.foundry.player);
    await world.show();
    await world.click(".fray-footer [data-action=nextTurn]");
    expect(combat.combatant?.name).toBe("Wolf");
  });

  it("names are escaped everywhere: a combatant called <script> renders as text", async () => {
    const world = await trackerWorld("lot");
    const { combat } = await world.fight([{ name: "<script>alert(1)</script>", initiative: 3 }]);
    await combat.createEmbeddedDocuments("CombatantGroup", [{ type: "enemy-group", name: "<img src=x onerror=1>",
      initiative: 3 }] as never);
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: combat.combatants.contents[0]!.id,
      group: combat.groups.contents[0]!.id }]);
    const el = await world.show();
    expect(el.querySelector("script")).toBeNull();
    expect(el.querySelector("img[src=x]")).toBeNull();
    expect(el.querySelector(".fray-group .name")?.textContent).toBe("<img src=x onerror=1>");
  });

  it("a combat with no combatants renders an empty tracker; starting it gives a notice", async () => {
    const world = await trackerWorld("legend");
    const { combat } = await world.fight([]);
    const el = await world.show();
    expect(el.querySelector(".fray-empty")).not.toBeNull();
    await world.click("[data-action=startCombat]");
    expect(combat.round).toBe(0);
    expect(world.foundry.notices.at(-1)?.message).toBe(
      world.foundry.game.i18n.localize("FRAY.COMBAT.Notice.NoCombatants"));
  });

  it("no combat at all: the tracker renders without a banner", async () => {
    const world = await trackerWorld("legend");
    const el = await world.show();
    expect(el.querySelector("[data-application-part=banner]")).toBeNull();
    expect(el.querySelector(".fray-empty")).not.toBeNull();
  });

  it("a combatant whose actor was deleted still renders, with no pips error, and its row is clickable", async () => {
    const world = await trackerWorld("legend");
    const { combat, by } = await world.fight([{ name: "Orc", initiative: 18 }, { name: "Wolf", initiative: 3 }]);
    await by("Orc").actor!.delete();
    await combat.startCombat();
    await world.show();
    expect(world.row("Orc")).toBeDefined();
    await world.click(`[data-combatant-id="${by("Orc").id}"] [data-kind=move]`);
    expect(by("Orc").system.spent.move).toBe(1);
  });

  it("the GM's row menu moves a combatant to another side, marks surprise, groups and ungroups", async () => {
    const world = await trackerWorld("legend");
    const { combat, by } = await world.fight([{ name: "Goblin", initiative: 5 }, { name: "Vessa", player: true,
      initiative: 3 }]);
    const goblin = by("Goblin");
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Goblin", actorId: goblin.actorId }] as never);
    await world.show();
    const menu = world.tracker.contextMenuFor(world.row("Vessa"))!;
    const i18n = world.foundry.game.i18n;
    const toEnemies = i18n.format("FRAY.COMBAT.Menu.MoveToSide", { side: i18n.localize("FRAY.COMBAT.Side.enemies") });
    expect(await menu.choose(world.row("Vessa"), toEnemies)).toBe(true);
    await world.idle();
    expect(by("Vessa").side).toBe("enemies");
    expect(await menu.choose(world.row("Vessa"), "FRAY.COMBAT.Menu.surprised")).toBe(true);
    await world.idle();
    expect(by("Vessa").system.surprised).toBe(true);
    const goblinRow = world.tracker.element.querySelector<HTMLElement>(`[data-combatant-id="${goblin.id}"]`)!;
    expect(await menu.choose(goblinRow, "FRAY.COMBAT.Menu.Group")).toBe(true);
    await world.idle();
    expect(combat.combatants.filter((c) => c.actorId === goblin.actorId && !!c.group)).toHaveLength(2);
    await world.click(".fray-group-header");
    const member = world.tracker.element.querySelector<HTMLElement>(`[data-combatant-id="${goblin.id}"]`)!;
    expect(await menu.choose(member, "FRAY.COMBAT.Menu.Ungroup")).toBe(true);
    await world.idle();
    expect(goblin.group).toBeNull();
    world.foundry.loginAs(world.foundry.player);
    expect(menu.open(world.row("Vessa")).map(ContextMenu.labelOf)).toEqual([]);
  });
});
