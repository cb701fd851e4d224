// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { Document } from "../foundry/documents.js";
import { trackerWorld } from "../applications/sidebar/world.js";

// Item 5 of "Trust", the tracker: its rows and tooltips show no number of a combatant's actor (HP, overshield,
// defense) to anyone, under either value of the setting `targetNumbers` (the cards are where those numbers show,
// by the setting: numbers.test.ts). This pins it, so a tooltip added later has to go through the setting.

/** The text, tooltips and labels of the tracker as the user logged in sees it. */
function shown(el: HTMLElement): string {
  const attributes = [...el.querySelectorAll("[data-tooltip], [aria-label]")]
    .map((e) => `${e.getAttribute("data-tooltip") ?? ""} ${e.getAttribute("aria-label") ?? ""}`);
  return [el.textContent ?? "", ...attributes].join(" ");
}

describe("Trust 5: the tracker shows no actor's numbers, whatever the setting", () => {
  it("an enemy with HP 173, overshield 29 and AC 41: none of them, for the GM or the player, hidden or shown",
    async () => {
      const world = await trackerWorld("lot");
      const { combat, by } = await world.fight([{ name: "Brute", type: "character", initiative: 12 },
        { name: "Vessa", player: true, initiative: 3 }]);
      const brute = by("Brute").actor as unknown as Document & { system: { hp: { value: number };
        overshield: { value: number }; defenses: { ac: number } } };
      await brute.update({ "system.hp": { value: 173, max: 173 },
        "system.overshield": { value: 29, max: 29, effect: "Stoneskin" }, "system.defenses.ac": 41 });
      expect([brute._source.system, brute.system.overshield.value]).toMatchObject([{ hp: { value: 173 },
        defenses: { ac: 41 } }, 29]);
      await combat.startCombat();
      await world.idle();
      for (const setting of ["hidden", "show"]) {
        world.foundry.loginAs(world.foundry.gm);
        await world.foundry.game.settings.set("fray", "targetNumbers", setting);
        for (const user of [world.foundry.gm, world.foundry.player]) {
          world.foundry.loginAs(user);
          const text = shown(await world.show());
          expect(text).toContain("Brute");
          expect(text).not.toMatch(/\b(173|29|41)\b/);
        }
      }
    });
});
