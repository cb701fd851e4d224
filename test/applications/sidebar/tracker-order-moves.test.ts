// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { trackerWorld } from "./world.js";

/** The names of the rendered rows, top first. */
const rowNames = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>("[data-combatant-id] .name")].map((el) => el.textContent);

describe("FrayCombatTracker order moves (Z4, Z5)", () => {
  it("Z4: from the second-to-last upwards each row decides (keep place or move down); an enemy split is refused",
    async () => {
      const world = await trackerWorld("lurasko");
      const { by } = await world.fight([{ name: "Vessa", player: true, disposition: 1, initiative: 6 },
        { name: "Kael", player: true, disposition: 1, initiative: 4 }, { name: "Orc", disposition: -1, initiative: 2 },
        { name: "Wolf", disposition: -1, initiative: 0 }]);
      await world.show();
      expect(world.row("Vessa").querySelector("[data-action=moveDown]")).toBeNull();
      expect(world.row("Wolf").querySelector("[data-action=keepPlace]")).toBeNull();
      await world.click(`[data-combatant-id="${by("Orc").id}"] [data-action=keepPlace]`);
      world.foundry.loginAs(world.foundry.player);
      await world.show();
      expect(world.row("Orc").querySelector("[data-action=moveDown]")).toBeNull();
      expect(world.row("Vessa").querySelector("[data-action=moveDown]")).toBeNull();
      await world.click(`[data-combatant-id="${by("Kael").id}"] [data-action=keepPlace]`);
      await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=moveDown]`);
      expect(rowNames(world.tracker.element)).toEqual(["Kael", "Vessa", "Orc", "Wolf"]);
      await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=moveDown]`);
      expect(world.foundry.notices.at(-1)?.message).toBe("Nobody may move between two adjacent enemy turns.");
      expect(rowNames(world.tracker.element)).toEqual(["Kael", "Vessa", "Orc", "Wolf"]);
    });

  it("Z5: from round 2 the row whose action-phase turn it is offers up and down, which gives that turn up",
    async () => {
      const world = await trackerWorld("lurasko");
      const { combat, by } = await world.fight([{ name: "Vessa", player: true, disposition: 1, initiative: 6 },
        { name: "Orc", disposition: -1, initiative: 4 }, { name: "Wolf", disposition: -1, initiative: 2 },
        { name: "Kael", player: true, disposition: 1, initiative: 0 }]);
      await combat.startCombat();
      await world.show();
      expect(world.row("Kael").querySelector("[data-action=repositionUp]")).toBeNull();
      await combat.nextRound();
      for (let i = 0; i < 4; i += 1) await combat.nextTurn();
      await world.idle();
      expect([combat.round, combat.system.phase, combat.combatant?.name]).toEqual([2, "action", "Vessa"]);
      expect(world.row("Kael").querySelector("[data-action=repositionUp]")).toBeNull();
      await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=repositionDown]`);
      expect(world.foundry.notices.at(-1)?.message).toBe("Nobody may move between two adjacent enemy turns.");
      expect(combat.combatant?.name).toBe("Vessa");
      await combat.nextTurn();
      await world.idle();
      // The Orc gives its turn up for the place below the Wolf, taken when the round ends.
      await world.click(`[data-combatant-id="${by("Orc").id}"] [data-action=repositionDown]`);
      expect(rowNames(world.tracker.element)).toEqual(["Vessa", "Orc", "Wolf", "Kael"]);
      expect([combat.combatant?.name, by("Orc").system.repositionTo]).toEqual(["Wolf", 2]);
      expect(world.row("Orc").querySelector("[data-action=repositionUp]")).not.toBeNull();
      expect(world.row("Vessa").querySelector("[data-action=repositionDown]")).toBeNull();
      await combat.nextTurn();
      await combat.nextTurn();
      await world.idle();
      expect([combat.round, combat.system.phase]).toEqual([3, "movement"]);
      expect(rowNames(world.tracker.element)).toEqual(["Vessa", "Wolf", "Orc", "Kael"]);
    });
});
