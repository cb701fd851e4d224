import { beforeAll, describe, expect, it } from "vitest";
import { startSession, type PreviewSession, type SessionState } from "../../preview/session.js";
import { paneClick } from "./pane-click.js";

let session: PreviewSession;
let state: SessionState;

/** Clicks the last `[data-action=<action>]` of the pane with `role` (or `title`), as the page would. */
async function click(pane: { role?: string; title?: string }, action: string): Promise<void> {
  state = await session.interact(paneClick(state, pane, action));
  expect(state.toasts).toEqual([]);
}

/** The sample NPC the GM has targeted, as the checks read it. */
const bruiser = () => game.actors!.contents.find((a) => a.name === "Gullet bruiser")!.system as unknown as
  { hp: { value: number }; overshield: { value: number } };

/** The last chat card's text. */
const lastCard = () => {
  const holder = document.createElement("div");
  holder.innerHTML = state.panes.find((p) => p.role === "chat")!.html;
  return [...holder.querySelectorAll(".chat-message")].at(-1)!.textContent!.replace(/\s+/g, " ");
};

/** Switches the preview's rulebook as the GM and sets every die to roll its highest (or lowest) face. */
async function play(preset: string, dice: "high" | "low"): Promise<void> {
  state = await session.interact({ kind: "preset", preset });
  (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = dice === "high" ? () => 0.999
    : () => 0.001;
}

describe("the table's fixes played in the preview through the page's clicks", () => {
  beforeAll(async () => {
    session = await startSession("legend");
    state = await session.interact({ kind: "state" });
  }, 60_000);

  it("Legend (overshield off): the bruiser's stored overshield of 4 absorbs nothing", async () => {
    await play("legend", "high");
    const hp = bruiser().hp.value;
    await click({ title: "Vessa Thorn" }, "rollAttack");
    await click({ role: "chat" }, "rollDamage");
    expect(lastCard()).not.toContain("overshield");
    await click({ role: "chat" }, "apply");
    expect(bruiser().overshield.value).toBe(4);
    expect(bruiser().hp.value).toBeLessThan(hp);
    await click({ role: "chat" }, "undo");
    expect(bruiser().hp.value).toBe(hp);
  });

  it("Sides: a Greataxe miss (Shock 5/–) is one click: Apply Shock takes 5 − DR 2 = 3 HP; Undo gives it back",
    async () => {
      await play("sides", "low");
      const hp = bruiser().hp.value;
      await click({ title: "Vessa Thorn" }, "rollAttack");
      await click({ role: "dialog" }, "ok");
      expect(lastCard()).toContain("Shock: 5 points, before damage reduction");
      await click({ role: "chat" }, "applyShock");
      expect(bruiser().hp.value).toBe(hp - 3);
      await click({ role: "chat" }, "undo");
      expect(bruiser().hp.value).toBe(hp);
    });

  it("LoT: the card names the defense the bruiser checked (the better: Dodge 12 over Armor 6)", async () => {
    await play("lot", "high");
    await click({ title: "Vessa Thorn" }, "rollAttack");
    await click({ role: "dialog" }, "ok");
    expect(lastCard()).toContain("against Dodge 12");
  });
});
