/**
 * ui.chat, Foundry's ChatLog, as far as Fray uses it: `updateMessage(message)` draws a message that is already drawn
 * (in the log, its popout or its notifications; here, anywhere on the page) again from its document, as Foundry
 * does after the message's data changed. A message drawn nowhere is left alone. Rendered (`render()`), the log has
 * an element and, made once on its first render, the context menu of its messages: a
 * `foundry.applications.ux.ContextMenu` on the log's element for `.message[data-message-id]`, whose entries are
 * `_getEntryContextOptions()` (core's: Delete) mutated by the hook `getChatMessageContextOptions(chatLog, entries)`
 * (foundryvtt.com/api/v13 hookEvents.getDocumentContextOptions: "Substitute Document in the hook name"), called
 * once when the menu is made, as v13's ApplicationV2#_createContextMenu does.
 */
import type { ContextMenu, ContextMenuEntry } from "./context-menu.js";
import { release } from "./release.js";
import { world } from "./world.js";

/** The selector of the message rows the log's menu opens on. */
export const CHAT_MESSAGE_SELECTOR = ".message[data-message-id]";

/** A message as the core Delete entry reads it. */
type Deletable = { canUserModify(user: unknown, action: string): boolean; delete(): Promise<unknown> };

export class ChatLog {
  /** The ids of the messages drawn again, in order, for tests to read. */
  readonly updated: string[] = [];
  /** The log's element once rendered: a section holding the list of messages. */
  element: HTMLElement | null = null;
  /** The context menus made on the first render. */
  readonly contextMenus: ContextMenu[] = [];

  /** Whether the log has been rendered. */
  get rendered(): boolean {
    return this.element !== null;
  }

  /** Replaces each drawn copy of `message` (`[data-message-id]`) with a fresh `renderHTML()`. */
  async updateMessage(message: { id: string; renderHTML(): Promise<HTMLElement> }, _notify = false): Promise<void> {
    const page = globalThis.document as Document | undefined;
    const drawn = page ? Array.from(page.querySelectorAll(`[data-message-id="${message.id}"]`)) : [];
    if (!drawn.length) return;
    this.updated.push(message.id);
    for (const element of drawn) element.replaceWith(await message.renderHTML());
  }

  /** Renders the log: the first render makes its element (`section#chat` with an `ol.chat-log`) and its menu. */
  async render(): Promise<this> {
    if (this.element) return this;
    const page = globalThis.document;
    this.element = page.createElement("section");
    this.element.id = "chat";
    this.element.className = "tab sidebar-tab chat-sidebar";
    const log = page.createElement("ol");
    log.className = "chat-log plain";
    this.element.append(log);
    this._onFirstRender();
    return this;
  }

  /** Makes the message menu (ApplicationV2#_createContextMenu in _onFirstRender). */
  _onFirstRender(): void {
    this._createContextMenu(() => this._getEntryContextOptions(), CHAT_MESSAGE_SELECTOR,
      "getChatMessageContextOptions");
  }

  /**
   * Binds a context menu to the log's elements matching `selector`: its items prepared now, once, then passed with
   * this log to the hook `hookName` to mutate, then a `foundry.applications.ux.ContextMenu` (looked up when made).
   */
  _createContextMenu(handler: () => ContextMenuEntry[], selector: string, hookName: string): ContextMenu {
    const items = handler();
    (Hooks as unknown as { callAll(name: string, ...args: unknown[]): boolean }).callAll(hookName, this, items);
    const Menu = (globalThis as unknown as { foundry: { applications: { ux: { ContextMenu: typeof ContextMenu } } } })
      .foundry.applications.ux.ContextMenu;
    const menu = new Menu(this.element!, selector, items, { jQuery: false });
    this.contextMenus.push(menu);
    return menu;
  }

  /** The menu that opens on `target`, if any. */
  contextMenuFor(target: HTMLElement): ContextMenu | undefined {
    return this.contextMenus.find((menu) => target.matches(menu.selector) && menu.container.contains(target));
  }

  /** Core's message entries, as far as the stand-in plays them: Delete, for who may delete the message. */
  _getEntryContextOptions(): ContextMenuEntry[] {
    const { game } = globalThis as unknown as { game: { messages: { get(id: string): unknown } } };
    const messageOf = (li: HTMLElement) => game.messages.get(li.dataset.messageId ?? "") as Deletable | undefined;
    const may = (li: HTMLElement) => messageOf(li)?.canUserModify(world.users.current, "delete") === true;
    const run = (li: HTMLElement) => messageOf(li)?.delete();
    if (release.generation === 14) {
      return [{ label: "SIDEBAR.Delete", icon: "fa-solid fa-trash", visible: may, onClick: (_event, li) => run(li) }];
    }
    return [{ name: "SIDEBAR.Delete", icon: "fa-solid fa-trash", condition: may, callback: run }];
  }
}
