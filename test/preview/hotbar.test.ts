// Issue 30 played in the preview through the page's clicks and keys: the scene pane selects a token and draws its
// ruler, the hotbar pane drops a weapon on a slot and runs its macro, and the page's keys reach game.keybindings.
import { beforeAll, describe, expect, it } from "vitest";
import { paneClick, panePlay, type PanePlay } from "./pane-click.js";

let play: PanePlay;

describe("play without the sheet in the preview (issue 30)", () => {
  beforeAll(async () => {
    play = await panePlay("legend");
    await play.send(paneClick(play.state, { role: "combat" }, "rollAll"));
    await play.send(paneClick(play.state, { role: "combat" }, "startCombat"));
  }, 60_000);

  it("the page knows Fray's keys: End, Alt+1 … Alt+4, Shift+F, PageDown and PageUp", () => {
    expect(play.state.keys).toEqual(expect.arrayContaining([{ key: "End", modifiers: [] },
      { key: "Digit1", modifiers: ["Alt"] }, { key: "KeyF", modifiers: ["Shift"] }, { key: "PageDown", modifiers: [] }]));
  });

  it("L7, L11: selecting Vessa's token on the scene pane draws her ruler: a step, her move to 30 ft, the standard to "
    + "60 ft", async () => {
    const ford = play.state.panes.find((p) => p.role !== "combat" && p.html.includes("preview-tokens"))!.title;
    await play.clickIn(ford, "[data-token-id] [data-action=toggleSelect]");
    const squares = [...play.parsed(ford).querySelectorAll<HTMLElement>(".preview-ruler li")]
      .map((li) => li.style.background);
    expect(squares).toHaveLength(12);
    // 5 ft the step's blue, to 30 ft the move's green, to 60 ft the standard's amber (rgb as the DOM gives it).
    expect(new Set(squares.slice(1, 6)).size).toBe(1);
    expect(squares[0]).not.toBe(squares[1]);
    expect(squares[6]).not.toBe(squares[5]);
  });

  it("the hotbar pane drops Vessa's Longsword on slot 1; the End key passes the turn to Vessa, and her macro then "
    + "attacks the GM's target, with the checks of the sheet's button", async () => {
    await play.clickIn("Hotbar", "[data-action=dropItem]");
    expect(play.parsed("Hotbar").querySelector("[data-action=runMacro]")!.textContent).toContain("Longsword");
    for (let i = 0; i < 4 && game.combat!.combatant?.name !== "Vessa Thorn"; i += 1) {
      const turn = game.combat!.turn;
      await play.send({ kind: "key", key: "End", modifiers: [] });
      expect(game.combat!.turn).not.toBe(turn);
    }
    expect(game.combat!.combatant!.name).toBe("Vessa Thorn");
    const before = game.messages!.size;
    await play.clickIn("Hotbar", "[data-action=runMacro]");
    expect(game.messages!.size).toBe(before + 1);
    expect((game.messages!.contents.at(-1) as unknown as { type: string }).type).toBe("attack");
    // A second attack: the standard action is spent, and the rules refuse it as they refuse the sheet's button.
    await play.clickIn("Hotbar", "[data-action=runMacro]");
    expect(game.messages!.size).toBe(before + 1);
    expect(play.state.toasts.map((t) => t.type)).toEqual(["warn"]);
  });
});
