/**
 * Context menus in the preview. Applications build theirs with `foundry.applications.ux.ContextMenu`; the preview
 * wraps that class (or stands in for it when the stand-in has none) to record each menu's container, selector and
 * entries, so a right click in the page can list the entries for that element and run the one the person picks.
 * Entries come in either generation's shape: `{name, condition, callback}` (v13) or `{label, visible, onClick}` (v14).
 */
import type { ContextMenuEntry as Entry } from "../test/foundry/context-menu.js";
import { elementAt, type Interaction } from "./replay.js";

/** A menu an application built: where it listens and what it offers. */
interface Menu {
  container: HTMLElement;
  selector: string;
  entries: Entry[] | (() => Entry[]);
}

/** The menu as the page shows it. */
export interface MenuView {
  pane: string;
  entries: { label: string; icon: string }[];
}

const menus: Menu[] = [];
/** The menu open now: its element and the entries shown, in order. */
let open: { target: HTMLElement; entries: Entry[] } | null = null;

type MenuClass = new (container: HTMLElement, selector: string, entries: Menu["entries"], options?: object) => object;

/** Replaces foundry.applications.ux.ContextMenu with a subclass that records every menu built. */
export function installContextMenus(): void {
  menus.length = 0;
  open = null;
  const ux = (foundry.applications as unknown as { ux: { ContextMenu?: MenuClass } }).ux;
  const Base: MenuClass = ux.ContextMenu ?? class {};
  ux.ContextMenu = class PreviewContextMenu extends Base {
    /** Builds the menu and records it. */
    constructor(container: HTMLElement, selector: string, entries: Menu["entries"], options: object = {}) {
      super(container, selector, entries, options);
      menus.push({ container, selector, entries });
    }

    /** The class applications should construct (ContextMenu.implementation). */
    static get implementation(): MenuClass {
      return this;
    }
  };
}

/** Whether an entry shows for `target` (its `condition` or `visible`, a boolean or a test). */
function shows(entry: Entry, target: HTMLElement): boolean {
  const test = entry.visible ?? entry.condition ?? true;
  return typeof test === "function" ? !!test(target) : test;
}

/** Opens the menu for the element the page right-clicked; undefined when no menu covers it. */
export function openMenu(pane: string, root: HTMLElement, { index }: Interaction): MenuView | undefined {
  const element = elementAt(root, "*", index);
  for (const menu of menus.toReversed()) {
    const target = element.closest<HTMLElement>(menu.selector);
    if (!target || !menu.container.isConnected || !menu.container.contains(target)) continue;
    const entries = (typeof menu.entries === "function" ? menu.entries() : menu.entries)
      .filter((entry) => shows(entry, target));
    open = { target, entries };
    return { pane, entries: entries.map((e) => ({ label: game.i18n.localize(e.label ?? e.name ?? ""),
      icon: e.icon ?? "" })) };
  }
  open = null;
  return undefined;
}

/** Runs entry `index` of the open menu on its element and closes the menu. */
export async function chooseMenuEntry(index: number): Promise<void> {
  const entry = open?.entries[index];
  const target = open?.target;
  open = null;
  if (!entry || !target) throw new Error("That menu is closed; the page reloads the panes.");
  if (entry.onClick) await entry.onClick(new Event("click"), target);
  else await entry.callback?.(target);
}
