// Issue 30 played in the preview through the page's clicks and keys: the scene pane selects a token and draws its
// ruler, the hotbar pane drops a weapon on a slot and runs its macro, and the page's keys reach game.keybindings.
import { beforeAll, describe, expect, it } from "vitest";
import { startSession, type Interaction, type PreviewSession, type SessionState } from "../../preview/session.js";
import { paneClick } from "./pane-click.js";

let session: PreviewSession;
let state: SessionState;

/** The parsed HTML of the pane titled `title`. */
function parsed(title: string): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = state.panes.find((p) => p.title === title)!.html;
  return holder;
}

/** Clicks the `[data-action]` element of the pane titled `title` that `selector` names, as the page counts it. */
async function clickIn(title: string, selector: string): Promise<void> {
  const all = [...parsed(title).querySelectorAll("[data-action]")];
  const index = all.findIndex((el) => el.matches(selector));
  if (index < 0) throw new Error(`${title} has no ${selector}`);
  const id = state.panes.find((p) => p.title === title)!.id;
  state = await session.interact({ kind: "click", pane: id, index, action: all[index]!.getAttribute("data-action")! });
}

/** Sends a request and expects no error toast. */
async function send(request: Interaction): Promise<void> {
  state = await session.interact(request);
  expect(state.toasts.filter((t) => t.type === "error")).toEqual([]);
}

describe("play without the sheet in the preview (issue 30)", () => {
  beforeAll(async () => {
    session = await startSession("legend");
    state = await session.interact({ kind: "state" });
    await send(paneClick(state, { role: "combat" }, "rollAll"));
    await send(paneClick(state, { role: "combat" }, "startCombat"));
  }, 60_000);

  it("the page knows Fray's keys: End, Alt+1 … Alt+4, Shift+F, PageDown and PageUp", () => {
    expect(state.keys).toEqual(expect.arrayContaining([{ key: "End", modifiers: [] },
      { key: "Digit1", modifiers: ["Alt"] }, { key: "KeyF", modifiers: ["Shift"] }, { key: "PageDown", modifiers: [] }]));
  });

  it("L7, L11: selecting Vessa's token on the scene pane draws her ruler: a step, her move to 30 ft, the standard to "
    + "60 ft", async () => {
    const ford = state.panes.find((p) => p.role !== "combat" && p.html.includes("preview-tokens"))!.title;
    await clickIn(ford, "[data-token-id] [data-action=toggleSelect]");
    const squares = [...parsed(ford).querySelectorAll<HTMLElement>(".preview-ruler li")]
      .map((li) => li.style.background);
    expect(squares).toHaveLength(12);
    // 5 ft the step's blue, to 30 ft the move's green, to 60 ft the standard's amber (rgb as the DOM gives it).
    expect(new Set(squares.slice(1, 6)).size).toBe(1);
    expect(squares[0]).not.toBe(squares[1]);
    expect(squares[6]).not.toBe(squares[5]);
  });

  it("the hotbar pane drops Vessa's Longsword on slot 1; the End key passes the turn to Vessa, and her macro then "
    + "attacks the GM's target, with the checks of the sheet's button", async () => {
    await clickIn("Hotbar", "[data-action=dropItem]");
    expect(parsed("Hotbar").querySelector("[data-action=runMacro]")!.textContent).toContain("Longsword");
    for (let i = 0; i < 4 && game.combat!.combatant?.name !== "Vessa Thorn"; i += 1) {
      const turn = game.combat!.turn;
      await send({ kind: "key", key: "End", modifiers: [] });
      expect(game.combat!.turn).not.toBe(turn);
    }
    expect(game.combat!.combatant!.name).toBe("Vessa Thorn");
    const before = game.messages!.size;
    await clickIn("Hotbar", "[data-action=runMacro]");
    expect(game.messages!.size).toBe(before + 1);
    expect((game.messages!.contents.at(-1) as unknown as { type: string }).type).toBe("attack");
    // A second attack: the standard action is spent, and the rules refuse it as they refuse the sheet's button.
    await clickIn("Hotbar", "[data-action=runMacro]");
    expect(game.messages!.size).toBe(before + 1);
    expect(state.toasts.map((t) => t.type)).toEqual(["warn"]);
  });
});
