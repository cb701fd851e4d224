import { beforeAll, describe, expect, it } from "vitest";
import { startSession, type PreviewSession, type SessionState } from "../../preview/session.js";

/** The combat the preview's tracker shows. */
interface ViewedCombat {
  round: number;
  started: boolean;
  combatants: { contents: { initiative: number | null }[] };
}

/** Clicks the first `[data-action=<action>]` of the tracker pane, as the page would, and returns the new state. */
async function clickTracker(session: PreviewSession, state: SessionState, action: string): Promise<SessionState> {
  const tracker = state.panes.find((p) => p.role === "combat");
  if (!tracker) throw new Error(`no tracker pane in ${state.panes.map((p) => p.title).join(", ")}`);
  const holder = document.createElement("div");
  holder.innerHTML = tracker.html;
  const all = Array.from(holder.querySelectorAll("[data-action]"));
  const index = all.findIndex((el) => el.getAttribute("data-action") === action);
  if (index < 0) throw new Error(`the tracker offers no ${action}`);
  return session.interact({ kind: "click", pane: tracker.id, index, action });
}

/** The combat of the world's current rulebook. */
function viewedCombat(): ViewedCombat {
  return (globalThis as unknown as { game: { combat: ViewedCombat } }).game.combat;
}

let session: PreviewSession;

describe("a fight played from the preview's tracker, through the page's clicks on the real code", () => {
  beforeAll(async () => {
    session = await startSession("legend");
  }, 60_000);

  it.each(["legend", "sides", "lurasko", "agility", "lot"] as const)(
    "%s: Roll All posts one initiative card; Start, then End turn until round 2 begins, with no error", async (preset) => {
      let state = await session.interact({ kind: "preset", preset });
      expect(state.preset).toBe(preset);
      const cards = () => (state.panes.find((p) => p.role === "chat")!.html.match(/class="chat-message/g) ?? []).length;
      const before = cards();
      state = await clickTracker(session, state, "rollAll");
      expect(cards()).toBe(before + 1);
      expect(state.toasts.filter((t) => t.type === "error")).toEqual([]);
      expect(viewedCombat().combatants.contents.every((c) => c.initiative !== null)).toBe(true);
      state = await clickTracker(session, state, "startCombat");
      expect(viewedCombat().started).toBe(true);
      const firstRound = viewedCombat().round;
      for (let i = 0; i < 20 && viewedCombat().round === firstRound; i++) {
        state = await clickTracker(session, state, "nextTurn");
        expect(state.toasts.filter((t) => t.type === "error")).toEqual([]);
      }
      expect(viewedCombat().round).toBe(firstRound + 1);
    }, 60_000);
});
