// Issue 30, a dead end: "Apply to selected tokens instead" on a damage card, played in the preview through the
// page's clicks (the scene pane selects a token, as a click on the canvas does).
import { beforeAll, describe, expect, it } from "vitest";
import { paneClick, panePlay, type PanePlay } from "./pane-click.js";

let play: PanePlay;

describe("Apply to selected tokens instead, in the preview (issue 30, a dead end)", () => {
  beforeAll(async () => {
    play = await panePlay("legend");
  }, 60_000);

  it("the GM selects Orrin's token on the scene pane; the damage row's switch applies Vessa's hit to him instead "
    + "of the bruiser", async () => {
    (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => 0.999;
    const hp = (name: string) => (game.actors!.contents.find((a) => a.name === name)!.system as unknown as
      { hp: { value: number } }).hp.value;
    const [orrin, bruiser] = [hp("Orrin Vale"), hp("Gullet bruiser")];
    const ford = play.state.panes.find((p) => p.html.includes("preview-tokens"))!.title;
    const rows = [...play.parsed(ford).querySelectorAll<HTMLElement>("[data-token-id]")];
    const orrinRow = rows.find((r) => r.textContent!.includes("Orrin Vale"))!.dataset.tokenId!;
    await play.clickIn(ford, `[data-token-id="${orrinRow}"] [data-action=toggleSelect]`);
    await play.send(paneClick(play.state, { title: "Vessa Thorn" }, "rollAttack"));
    await play.send(paneClick(play.state, { role: "chat" }, "rollDamage"));
    await play.send(paneClick(play.state, { role: "chat" }, "toggleSelected"));
    await play.send(paneClick(play.state, { role: "chat" }, "apply"));
    expect(hp("Gullet bruiser")).toBe(bruiser);
    expect(hp("Orrin Vale")).toBeLessThan(orrin);
  });
});
