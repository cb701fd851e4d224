// Issue 30's ruler under Lur-Asko, played in the preview through the page's clicks and keys: the scene pane's strip
// colours each square by the zone the selected token would stand in there (Z7, Z10).
import { beforeAll, describe, expect, it } from "vitest";
import { BAND_COLOURS } from "../../src/applications/token-ruler.js";
import { paneClick, panePlay, type PanePlay } from "./pane-click.js";

/** Each band by the colour the strip's squares are painted in (as the DOM keeps it). */
const BY_COLOUR = Object.fromEntries(Object.entries(BAND_COLOURS).map(([band, colour]) =>
  [`#${colour.toString(16).padStart(6, "0")}`, band]));

describe("the Lur-Asko ruler in the preview (issue 30, Z7, Z10)", () => {
  let zones: PanePlay;
  /** The ruler strip's squares of the scene pane, by band: green the move, violet a roll, red out of reach. */
  const bands = () => [...zones.parsed("Gullet ford").querySelectorAll<HTMLElement>(".preview-ruler li")]
    .map((li) => BY_COLOUR[li.style.background] ?? li.style.background);

  beforeAll(async () => {
    zones = await panePlay("lurasko");
    await zones.send(paneClick(zones.state, { role: "combat" }, "rollAll"));
    await zones.send(paneClick(zones.state, { role: "combat" }, "startCombat"));
  }, 60_000);

  it("Z10: Vessa (in Gullet ford, x 0–700) selected in the action phase: five squares in the ford are green, the "
    + "seven in Reed bank and Watch hill red; in round 2's movement phase those seven are violet (a movement roll)",
  async () => {
    await zones.clickIn("Gullet ford", "[data-token-id] [data-action=toggleSelect]");
    expect(bands()).toEqual([...Array(5).fill("move"), ...Array(7).fill("beyond")]);
    for (let i = 0; i < 6 && game.combat!.round < 2; i += 1) await zones.send({ kind: "key", key: "End", modifiers: [] });
    expect([game.combat!.round, (game.combat!.system as { phase?: string }).phase]).toEqual([2, "movement"]);
    zones.state = await zones.session.interact({ kind: "state" });
    expect(bands()).toEqual([...Array(5).fill("move"), ...Array(7).fill("roll")]);
  });
});
