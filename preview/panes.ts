/**
 * The preview's panes: every open application (tracked through the `renderApplicationV2` hook, which every
 * ApplicationV2 render calls) and the chat log, a list of `game.messages` each rendered by `renderHTML()`. A pane's
 * `root` is the element whose content the page shows, so an element's index below it is the same on both sides.
 */

/** An open application as the preview sees it. */
export interface AppLike {
  id: string;
  title: string;
  element: HTMLElement | null;
  rendered: boolean;
  options: { position?: { width?: number; height?: number } };
  render(options?: object): Promise<unknown>;
  close(): Promise<unknown>;
}

/** One pane as the page receives it. */
export interface PaneView {
  id: string;
  /** What the pane shows: "combat" (`ui.combat`), "chat" (the chat log), "sheet" (a document sheet) or "app". */
  role: "combat" | "chat" | "sheet" | "app";
  title: string;
  classes: string;
  width: number;
  height: number;
  html: string;
}

/** A pane on the server: its view and the element interactions are replayed on. */
export interface Pane {
  view: PaneView;
  root: HTMLElement;
}

/** The id of the chat log pane. */
export const CHAT_PANE = "chat-log";

/** The applications rendered so far, in the order they first rendered. */
const apps = new Set<AppLike>();

/** Starts tracking every rendered application; call once per world, after the stand-in is installed. */
export function trackApplications(): void {
  apps.clear();
  Hooks.on("renderApplicationV2", (app: unknown) => { apps.add(app as AppLike); });
}

/** The applications open now. */
export function openApplications(): AppLike[] {
  return [...apps].filter((app) => app.rendered && app.element);
}

/** The pane of an open application. */
function appPane(app: AppLike): Pane {
  const element = app.element!;
  const { width = 600, height = 700 } = app.options.position ?? {};
  const role = app === (ui as unknown as { combat?: unknown }).combat ? "combat" : "document" in app ? "sheet" : "app";
  const title = app.title || (role === "combat" ? "Combat" : "");
  return { root: element, view: { id: app.id, role, title, classes: element.className, width,
    height: typeof height === "number" ? height : 700, html: element.innerHTML } };
}

/** The chat log element, rebuilt from `game.messages` on every render. */
let chatLog: HTMLElement | null = null;

/** Renders the messages the current user may see, oldest first, into the chat log pane. */
async function chatPane(): Promise<Pane> {
  chatLog?.remove();
  chatLog = document.createElement("ol");
  chatLog.className = "chat-log";
  document.body.append(chatLog);
  const messages = (game.messages?.contents ?? []) as unknown as { visible: boolean;
    renderHTML(): Promise<HTMLElement> }[];
  for (const message of messages.filter((m) => m.visible)) chatLog.append(await message.renderHTML());
  return { root: chatLog, view: { id: CHAT_PANE, role: "chat", title: "Chat", classes: "chat-sidebar", width: 320, height: 700, html: chatLog.outerHTML } };
}

/** Every pane, the open applications first and the chat log last. */
export async function renderPanes(): Promise<Pane[]> {
  return [...openApplications().map(appPane), await chatPane()];
}
