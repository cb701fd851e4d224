/**
 * The preview's panes: every open application (tracked through the `renderApplicationV2` hook, which every
 * ApplicationV2 render calls) and the chat log, a list of `game.messages` each rendered by `renderHTML()`. A pane's
 * `root` is the element whose content the page shows, so an element's index below it is the same on both sides.
 */
import { isDialog } from "./dialogs.js";

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
  /**
   * What the pane shows: "combat" (`ui.combat`), "chat" (the chat log), "sheet" (a document sheet), "dialog" (a
   * DialogV2 waiting for an answer) or "app".
   */
  role: "combat" | "chat" | "sheet" | "dialog" | "app";
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

/**
 * Starts tracking every rendered application, and the messages the chat log must draw again; call once per world,
 * after the stand-in is installed.
 */
export function trackApplications(): void {
  apps.clear();
  pending.clear();
  Hooks.on("renderApplicationV2", (app: unknown) => {
    if (!apps.has(app as AppLike)) watchActions(app as AppLike & { options: { actions?: Record<string, Action> } });
    apps.add(app as AppLike);
  });
  Hooks.on("updateChatMessage", forgetDrawnMessage);
  Hooks.on("deleteChatMessage", forgetDrawnMessage);
  // Foundry's chat log draws a message again when asked (ChatLog#updateMessage): this pane's log forgets its drawing.
  const log = (ui as unknown as { chat?: { updateMessage(message: { id: string | null }): Promise<void> } }).chat;
  if (log) log.updateMessage = async (message) => forgetDrawnMessage(message);
}

/** A click action as ApplicationV2 options hold it: a handler or `{handler}`. */
type Action = ((this: unknown, event: Event, target: HTMLElement) => unknown) | { handler: Action };

/** The click actions still running (their promises), so the session waits for them and not only for quiet. */
const pending = new Set<Promise<unknown>>();

/** How many click actions are still running. */
export function runningActions(): number {
  return pending.size;
}

/** Wraps an application's click actions so each running one is counted until it settles. */
function watchActions(app: { options: { actions?: Record<string, Action> } }): void {
  const actions = app.options.actions ?? {};
  for (const [name, action] of Object.entries(actions)) {
    const handler = typeof action === "function" ? action : action.handler;
    actions[name] = function (this: unknown, event: Event, target: HTMLElement) {
      const result = (handler as (this: unknown, event: Event, target: HTMLElement) => unknown)
        .call(this, event, target);
      if (result instanceof Promise) {
        pending.add(result);
        const done = () => { pending.delete(result); };
        result.then(done, done);
      }
      return result;
    };
  }
}

/** The applications open now. */
export function openApplications(): AppLike[] {
  return [...apps].filter((app) => app.rendered && app.element);
}

/**
 * The HTML the page shows for `element`: its own, with every `data-tooltip` localized, as Foundry's TooltipManager
 * localizes the text when it shows the tooltip (the page has no translations).
 */
function pageHtml(element: HTMLElement): string {
  // The tooltips are localized on the element itself for the moment it is serialized, then put back: a copy of a
  // whole sheet for every answer cost more than the rest of the answer.
  const tooltips = Array.from(element.querySelectorAll<HTMLElement>("[data-tooltip]"))
    .filter((el) => el.dataset.tooltip).map((el) => ({ el, key: el.dataset.tooltip! }));
  for (const { el, key } of tooltips) el.dataset.tooltip = game.i18n.localize(key);
  try {
    return element.innerHTML;
  } finally {
    for (const { el, key } of tooltips) el.dataset.tooltip = key;
  }
}

/** The pane of an open application. */
function appPane(app: AppLike): Pane {
  const element = app.element!;
  const { width = 600, height = 700 } = app.options.position ?? {};
  const role = app === (ui as unknown as { combat?: unknown }).combat ? "combat" : isDialog(app) ? "dialog"
    : "document" in app ? "sheet" : "app";
  const title = app.title || (role === "combat" ? "Combat" : "");
  return { root: element, view: { id: app.id, role, title, classes: element.className, width,
    height: typeof height === "number" ? height : 700, html: pageHtml(element) } };
}

/** The chat pane's root: a holder of the chat log, rebuilt from `game.messages` on every render. */
let chatRoot: HTMLElement | null = null;

/** The element of the chat pane that interactions are replayed in. */
export function chatPaneRoot(): HTMLElement {
  if (!chatRoot) throw new Error("The chat log is not drawn yet; the page reloads the panes.");
  return chatRoot;
}

/**
 * Each message's drawn element by id, for the user `drawnFor`: as Foundry's chat log, a message is drawn when it
 * arrives and again when it is updated (forgetDrawnMessage), and the whole log when another user logs in.
 */
const drawnMessages = new Map<string, HTMLElement>();
let drawnFor: string | null = null;

/** Forgets a message's drawn element, so the chat log draws it again (its update or deletion hook). */
export function forgetDrawnMessage(message: { id: string | null }): void {
  if (message.id) drawnMessages.delete(message.id);
}

/**
 * Renders the messages the current user may see, oldest first, into the chat log pane: `ui.chat`'s own element
 * (rendered once, which makes its message menu with Fray's card entries), its list drawn again.
 */
async function chatPane(): Promise<Pane> {
  const chat = (ui as unknown as { chat: { render(): Promise<unknown>; element: HTMLElement | null } }).chat;
  await chat.render();
  chatRoot = chat.element!;
  const log = document.createElement("ol");
  log.className = "chat-log";
  chatRoot.replaceChildren(log);
  if (!chatRoot.isConnected) document.body.append(chatRoot);
  if (drawnFor !== game.user?.id) drawnMessages.clear();
  drawnFor = game.user?.id ?? null;
  const messages = (game.messages?.contents ?? []) as unknown as { id: string; visible: boolean;
    renderHTML(): Promise<HTMLElement> }[];
  for (const message of messages.filter((m) => m.visible)) {
    const drawn = drawnMessages.get(message.id) ?? await message.renderHTML();
    drawnMessages.set(message.id, drawn);
    log.append(drawn);
  }
  return { root: chatRoot, view: { id: CHAT_PANE, role: "chat", title: "Chat", classes: "chat-sidebar", width: 320,
    height: 700, html: pageHtml(chatRoot) } };
}

/** Every pane, the open applications first and the chat log last. */
export async function renderPanes(): Promise<Pane[]> {
  return [...openApplications().map(appPane), await chatPane()];
}
