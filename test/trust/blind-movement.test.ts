// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { scriptFaces } from "../foundry/dice.js";
import { trackerWorld } from "../applications/sidebar/world.js";

// Issue 28: a blind movement roll shown on a player's tracker row.

describe("Z7: a blind movement roll shown on a player's tracker row", () => {
  it("Z7 a blind movement roll: the player's tracker row hides its margin as the blind card hides it; the GM's shows it",
    async () => {
      const world = await trackerWorld("lurasko");
      const { combat, by } = await world.fight([{ name: "Vessa", player: true, initiative: 9 },
        { name: "Orc", initiative: 5 }]);
      const zones = await import("../../src/documents/zones/index.js");
      await zones.setZone(by("Vessa") as never, "Hill");
      await zones.setZone(by("Orc") as never, "Ford");
      await combat.startCombat();
      await combat.nextTurn();
      await combat.nextTurn();
      await world.idle();
      world.foundry.loginAs(world.foundry.player);
      // The blind mode in the generation's setting: core.rollMode "blindroll" (v13), core.messageMode "blind" (v14).
      const v14 = game.release!.generation === 14;
      await world.foundry.game.settings.set("core", v14 ? "messageMode" : "rollMode", v14 ? "blind" : "blindroll");
      await world.show();
      scriptFaces([12, 8]);
      await world.click(`[data-combatant-id="${by("Vessa").id}"] [data-action=moveRoll]`);
      const card = world.foundry.game.messages.contents.at(-1) as unknown as { blind: boolean };
      expect(card.blind).toBe(true);
      expect(world.row("Vessa").querySelector(".fray-movement-rolled")).toBeNull();
      world.foundry.loginAs(world.foundry.gm);
      await world.show();
      expect(world.row("Vessa").querySelector(".fray-movement-rolled")?.textContent).toBe("Rolled: margin -2 · No move");
    });
});
