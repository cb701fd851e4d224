// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../../foundry/dice.js";
import { trackerWorld } from "./world.js";

/** A Lur-Asko fight without tokens (zones named on the tracker) in round 2's movement phase, Vessa's turn. */
async function movementPhase() {
  const world = await trackerWorld("lurasko");
  const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 9 },
    { name: "Orc", initiative: 5 }]);
  const zones = await import("../../../src/documents/zones/index.js");
  await zones.setZone(by("Vessa") as never, "Hill");
  await zones.setZone(by("Orc") as never, "Ford");
  await combat.startCombat();
  await combat.nextTurn();
  await combat.nextTurn();
  await world.idle();
  return { world, combat, by, zones };
}

describe("the tracker in a zones movement phase (Z7, Z8, Z14)", () => {
  it("Z7, Z8: the player moves from the row, sees the margin, rushes; the row then shows the rushed roll", async () => {
    const { world, combat, by } = await movementPhase();
    expect([combat.round, combat.system.phase]).toEqual([2, "movement"]);
    world.foundry.loginAs(world.foundry.player);
    await world.show();
    const buttons = (name: string) => [...world.row(name).querySelectorAll<HTMLElement>(".fray-movement button")]
      .map((b) => b.dataset.action);
    expect(buttons("Vessa")).toEqual(["moveRoll", "moveStay", "moveReact"]);
    expect(buttons("Orc")).toEqual([]);
    expect([...world.row("Vessa").querySelectorAll("select[name=moveTo] option")].map((o) => o.textContent))
      .toEqual(["Within this zone", "Ford"]);
    scriptFaces([12, 8]);
    await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=moveRoll]`);
    expect(world.row("Vessa").querySelector(".fray-movement-rolled")?.textContent).toBe("Rolled: margin -2 · No move");
    expect(buttons("Vessa")).toEqual(["moveRush"]);
    await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=moveRush]`);
    expect(world.row("Vessa").querySelector(".fray-movement-rolled")?.textContent)
      .toBe("Rolled: margin 4 · Short range · Rush");
    expect(world.foundry.notices).toEqual([]);
  });

  it("Z10 without a canvas: heading for a zone named on the tracker moves the combatant there on a success",
    async () => {
      const { world, by } = await movementPhase();
      await world.show();
      const select = world.row("Vessa").querySelector<HTMLSelectElement>("select[name=moveTo]")!;
      select.value = "Ford";
      scriptFaces([12, 3]);
      await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=moveRoll]`);
      expect(by("Vessa").getFlag("fray" as never, "zone" as never)).toMatchObject({ zone: "Ford" });
    });

  it("Z7: in the movement phase no pip is a button, and spending one anyway is refused with the rule's notice",
    async () => {
      const { world, by } = await movementPhase();
      await world.show();
      expect(world.row("Vessa").querySelectorAll("[data-action=spendAction] button")).toHaveLength(0);
      const before = world.foundry.operations.length;
      expect(await by("Vessa").spendAction("major")).toBe(false);
      expect(world.foundry.notices.at(-1)?.message).toBe("No actions at all may be taken in the movement phase.");
      expect(world.foundry.operations.length).toBe(before);
    });

  it("Z14: a protected member keeps its marker through the action phase", async () => {
    const { world, combat, by, zones } = await movementPhase();
    await zones.setZone(by("Orc") as never, "Hill");
    await by("Vessa").update({ "system.guardedRound": 2 } as never);
    await combat.nextTurn();
    await combat.nextTurn();
    await world.show();
    expect(combat.system.phase).toBe("action");
    expect(world.row("Vessa").querySelector(".marker-guarded")).not.toBeNull();
    expect(world.row("Orc").querySelector(".fray-movement")).toBeNull();
  });
});
