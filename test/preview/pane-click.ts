/** What the preview suites that click through the page's panes share. */
import type { Interaction, SessionState } from "../../preview/session.js";

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
