import { beforeAll, describe, expect, it } from "vitest";
import { startSession, type PreviewSession, type SessionState } from "../../preview/session.js";
import { paneClick } from "./pane-click.js";

let session: PreviewSession;
let state: SessionState;

/** Clicks the last `[data-action=<action>]` of the pane with `role` (or `title`), as the page would. */
async function click(pane: { role?: string; title?: string }, action: string): Promise<void> {
  state = await session.interact(paneClick(state, pane, action));
  expect(state.toasts.filter((t) => t.type === "error")).toEqual([]);
}

/** The NPC the GM has targeted in the preview's scene. */
const bruiserHp = () => (game.actors!.contents.find((a) => a.name === "Gullet bruiser")!.system as unknown as
  { hp: { value: number } }).hp.value;

/** The chat cards now in the log. */
const cards = () => state.panes.find((p) => p.role === "chat")!.html.match(/class="chat-message/g)?.length ?? 0;

describe("an attack played from the preview's sheet and chat cards, through the page's clicks on the real code", () => {
  beforeAll(async () => {
    session = await startSession("legend");
    state = await session.interact({ kind: "state" });
    (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => 0.999;
  }, 60_000);

  it("a weapon's roll button posts an attack card against the GM's target; its button rolls a damage card", async () => {
    const before = cards();
    await click({ title: "Vessa Thorn" }, "rollAttack");
    expect(cards()).toBe(before + 1);
    await click({ role: "chat" }, "rollDamage");
    expect(cards()).toBe(before + 2);
  });

  it("Apply takes the damage off the target's HP; Undo gives back exactly that", async () => {
    const hp = bruiserHp();
    await click({ role: "chat" }, "apply");
    const hit = bruiserHp();
    expect(hit).toBeLessThan(hp);
    await click({ role: "chat" }, "undo");
    expect(bruiserHp()).toBe(hp);
  });

  it("the target's HP changed on its sheet redraws the card's '… to HP (… left)'", async () => {
    await click({ title: "Vessa Thorn" }, "rollAttack");
    await click({ role: "chat" }, "rollDamage");
    const holder = document.createElement("div");
    const line = () => {
      holder.innerHTML = state.panes.find((p) => p.role === "chat")!.html;
      return Array.from(holder.querySelectorAll(".fray-card-line")).at(-1)!.textContent!;
    };
    const [, amount, left] = /(\d+) to HP \((\d+) left\)/.exec(line())!;
    const bruiser = game.actors!.contents.find((a) => a.name === "Gullet bruiser")!;
    // HP one higher than it was: the card's rows are worked out against it, one more HP left.
    await bruiser.update({ "system.hp.max": bruiserHp() + 1, "system.hp.value": bruiserHp() + 1 } as never);
    state = await session.interact({ kind: "state" });
    expect(line()).toContain(`${amount} to HP (${Number(left) + 1} left)`);
  });
});
