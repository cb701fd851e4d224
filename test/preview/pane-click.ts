/** What the preview suites that click through the page's panes share. */
import { expect } from "vitest";
import { startSession, type Interaction, type PreviewSession, type SessionState } from "../../preview/session.js";
import type { PresetId } from "../../src/rules/index.js";

/**
 * The click on the last `[data-action=<action>]` of the pane with `role` (or `title`) in `state`, as the page
 * sends it to the session; throws when the pane or the action is missing.
 */
export function paneClick(state: SessionState, pane: { role?: string; title?: string }, action: string): Interaction {
  const view = state.panes.find((p) => (pane.role ? p.role === pane.role : p.title === pane.title));
  if (!view) throw new Error(`no pane ${JSON.stringify(pane)} in ${state.panes.map((p) => p.title).join(", ")}`);
  const holder = document.createElement("div");
  holder.innerHTML = view.html;
  const all = Array.from(holder.querySelectorAll("[data-action]"));
  const index = all.map((el) => el.getAttribute("data-action")).lastIndexOf(action);
  if (index < 0) throw new Error(`${view.title} offers no ${action}`);
  return { kind: "click", pane: view.id, index, action };
}

/** A preview session as the pane suites drive it: its latest state and the page's ways to act on it. */
export interface PanePlay {
  session: PreviewSession;
  state: SessionState;
  /** The parsed HTML of the pane titled `title`. */
  parsed(title: string): HTMLElement;
  /** Clicks the `[data-action]` element of the pane titled `title` that `selector` names, as the page counts it. */
  clickIn(title: string, selector: string): Promise<void>;
  /** Sends a request and expects no error toast. */
  send(request: Interaction): Promise<void>;
}

/** Starts a preview session under `preset` and returns the play that drives it. */
export async function panePlay(preset: PresetId): Promise<PanePlay> {
  const session = await startSession(preset);
  const play: PanePlay = {
    session,
    state: await session.interact({ kind: "state" }),
    parsed(title) {
      const holder = document.createElement("div");
      holder.innerHTML = play.state.panes.find((p) => p.title === title)!.html;
      return holder;
    },
    async clickIn(title, selector) {
      const all = [...play.parsed(title).querySelectorAll("[data-action]")];
      const index = all.findIndex((el) => el.matches(selector));
      if (index < 0) throw new Error(`${title} has no ${selector}`);
      const id = play.state.panes.find((p) => p.title === title)!.id;
      play.state = await session.interact({ kind: "click", pane: id, index,
        action: all[index]!.getAttribute("data-action")! });
    },
    async send(request) {
      play.state = await session.interact(request);
      expect(play.state.toasts.filter((t) => t.type === "error")).toEqual([]);
    },
  };
  return play;
}
