/**
 * Context menus in the preview. Applications bind theirs with `foundry.applications.ux.ContextMenu` (container,
 * selector, menu items); the preview puts a subclass in its place that records every menu made, so a right click in
 * the page opens the menu covering that element and runs the entry the person picks. Entries come in either
 * generation's shape: `{name, icon, condition, callback}` (v13) or `{label, icon, visible, onClick}` (v14).
 */
import { ContextMenu, type ContextMenuEntry as Entry } from "../test/foundry/context-menu.js";
import { elementAt, type Interaction } from "./replay.js";

/** The menu as the page shows it. */
export interface MenuView {
  pane: string;
  entries: { label: string; icon: string }[];
}

const menus: ContextMenu[] = [];
/** The menu open now: its element and the entries shown, in order. */
let open: { target: HTMLElement; entries: Entry[] } | null = null;

/** Replaces foundry.applications.ux.ContextMenu with a subclass that records every menu made. */
export function installContextMenus(): void {
  menus.length = 0;
  open = null;
  const ux = (foundry.applications as unknown as { ux: { ContextMenu: typeof ContextMenu } }).ux;
  ux.ContextMenu = class PreviewContextMenu extends ux.ContextMenu {
    /** Makes the menu and records it. */
    constructor(...args: ConstructorParameters<typeof ContextMenu>) {
      super(...args);
      menus.push(this);
    }
  };
}

/** Opens the menu for the element the page right-clicked; undefined when no menu covers it. */
export function openMenu(pane: string, root: HTMLElement, { index }: Interaction): MenuView | undefined {
  const element = elementAt(root, "*", index);
  open = null;
  // The browser's right click reaches the element first (a chat card notes the row it was on), then the menu opens.
  element.dispatchEvent(new Event("contextmenu", { bubbles: true }));
  for (const menu of menus.toReversed()) {
    const target = element.closest<HTMLElement>(menu.selector);
    if (!target || !menu.container.isConnected || !menu.container.contains(target)) continue;
    const entries = menu.open(target);
    if (!entries.length) continue;
    open = { target, entries };
    return { pane, entries: entries.map((e) => ({ label: game.i18n.localize(ContextMenu.labelOf(e)),
      icon: e.icon ?? "" })) };
  }
  return undefined;
}

/**
 * Runs entry `index` of the open menu on its element and closes the menu. The promise settles when the entry's
 * work does, which may wait on a dialog the person has yet to answer.
 */
export async function chooseMenuEntry(index: number): Promise<void> {
  const entry = open?.entries[index];
  const target = open?.target;
  open = null;
  if (!entry || !target) throw new Error("That menu is closed; the page reloads the panes.");
  if (entry.onClick) await entry.onClick(new Event("click"), target);
  else await entry.callback?.(target);
}
