// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { pipOf, trackerWorld } from "./world.js";

/** The text of an element, trimmed. */
const text = (el: Element | null) => el?.textContent?.trim() ?? "";

// T5 on the tracker: Gob 18, Ann 15 (the player's, marked as starting the encounter), Orc 12. Only Ann plans; her
// swift pip is the one action she may take; then round 1 begins from Gob.

describe("T5: the planning phase on the tracker (LoT)", () => {
  it("T5: the GM marks the initiator from the row menu; the banner shows the planning phase, the player spends "
    + "the swift pip (the only button), is refused the Full and ends the turn; round 1's banner has no phase", async () => {
    const world = await trackerWorld("lot");
    const { combat, by } = await world.fight([{ name: "Gob", initiative: 18 }, { name: "Ann", player: true,
      initiative: 15 }, { name: "Orc", initiative: 12 }]);
    await world.show();
    const menu = world.tracker.contextMenuFor(world.row("Ann"))!;
    expect(await menu.choose(world.row("Ann"), "FRAY.COMBAT.Menu.initiator")).toBe(true);
    await world.idle();
    await world.click("[data-action=startCombat]");
    const i18n = world.foundry.game.i18n;
    expect(text(world.tracker.element.querySelector(".fray-phase.phase-planning")))
      .toBe(i18n.localize("FRAY.COMBAT.Phase.planning"));
    expect(combat.combatant?.name).toBe("Ann");
    expect(world.row("Gob").querySelectorAll("[data-action=spendAction] button")).toHaveLength(0);
    world.foundry.loginAs(world.foundry.player);
    await world.show();
    const buttons = () => [...world.row("Ann").querySelectorAll<HTMLElement>("[data-action=spendAction] button")]
      .map((button) => button.dataset.kind);
    expect(buttons()).toEqual(["swift"]);
    expect(world.row("Ann").querySelector("[data-action=delayTurn]")).toBeNull();
    await world.click(`[data-combatant-id="${by("Ann").id}"] [data-action=spendAction] [data-kind=swift]`);
    expect(pipOf(world.row("Ann"), "swift")).toMatchObject({ spent: 1 });
    expect(buttons()).toEqual([]);
    // The Full pip is no button now; a macro asking for it is refused all the same.
    expect(await by("Ann").spendAction("full")).toBe(false);
    expect([by("Ann").system.spent.swift, by("Ann").system.spent.full ?? 0]).toEqual([1, 0]);
    expect(world.foundry.notices.at(-1)?.message)
      .toBe("In the planning phase each may take one swift action on its own turn, and no attack.");
    await world.click("[data-action=nextTurn]");
    await world.show();
    expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([1, "action", "Gob"]);
    expect(world.tracker.element.querySelector(".fray-phase")).toBeNull();
  });
});
