// Issue 30, a dead end: "Apply to selected tokens instead" on a damage card, played in the preview through the
// page's clicks (the scene pane selects a token, as a click on the canvas does).
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

describe("Apply to selected tokens instead, in the preview (issue 30, a dead end)", () => {
  beforeAll(async () => {
    session = await startSession("legend");
    state = await session.interact({ kind: "state" });
  }, 60_000);

  it("the GM selects Orrin's token on the scene pane; the damage row's switch applies Vessa's hit to him instead "
    + "of the bruiser", async () => {
    (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => 0.999;
    const hp = (name: string) => (game.actors!.contents.find((a) => a.name === name)!.system as unknown as
      { hp: { value: number } }).hp.value;
    const [orrin, bruiser] = [hp("Orrin Vale"), hp("Gullet bruiser")];
    const ford = state.panes.find((p) => p.html.includes("preview-tokens"))!.title;
    const rows = [...parsed(ford).querySelectorAll<HTMLElement>("[data-token-id]")];
    const orrinRow = rows.find((r) => r.textContent!.includes("Orrin Vale"))!.dataset.tokenId!;
    await clickIn(ford, `[data-token-id="${orrinRow}"] [data-action=toggleSelect]`);
    await send(paneClick(state, { title: "Vessa Thorn" }, "rollAttack"));
    await send(paneClick(state, { role: "chat" }, "rollDamage"));
    await send(paneClick(state, { role: "chat" }, "toggleSelected"));
    await send(paneClick(state, { role: "chat" }, "apply"));
    expect(hp("Gullet bruiser")).toBe(bruiser);
    expect(hp("Orrin Vale")).toBeLessThan(orrin);
  });
});
