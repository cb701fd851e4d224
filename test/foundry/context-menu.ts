/**
 * foundry.applications.ux.ContextMenu (foundryvtt.com/api/v13 ContextMenu): constructed with the HTML container that
 * holds its targets, the CSS selector of those targets and the array of menu items (options the stand-in ignores).
 * The items are fixed when the menu is made; each one's condition is tested when the menu opens. Entries come in
 * the generation's shape: v13 `{name, icon, condition, callback(li)}`, v14 `{label, icon, visible,
 * onClick(event, li)}`.
 */
import { release } from "./release.js";

/** One context-menu entry in either generation's shape. */
export interface ContextMenuEntry {
  name?: string;
  label?: string;
  icon?: string;
  condition?: boolean | ((target: HTMLElement) => boolean);
  visible?: boolean | ((target: HTMLElement) => boolean);
  callback?: (target: HTMLElement) => unknown;
  onClick?: (event: Event, target: HTMLElement) => unknown;
}

/** A context menu for the elements matching `selector` inside `container`. */
export class ContextMenu {
  /** Creates the menu (ContextMenu(container, selector, menuItems, options)). */
  constructor(readonly container: HTMLElement, readonly selector: string, readonly menuItems: ContextMenuEntry[],
    _options: object = {}) {}

  /** The label of an entry in the running generation's shape. */
  static labelOf(entry: ContextMenuEntry): string {
    return String(release.generation === 14 ? entry.label : entry.name);
  }

  /**
   * The items shown when the menu opens on `target` (an element of the container matching the selector): those
   * whose condition (v13) or visible (v14) allows them.
   */
  open(target: HTMLElement): ContextMenuEntry[] {
    if (!target.matches(this.selector) || !this.container.contains(target)) return [];
    return this.menuItems.filter((entry) => {
      const test = release.generation === 14 ? entry.visible : entry.condition;
      return typeof test === "function" ? test(target) : test !== false;
    });
  }

  /** Opens the menu on `target` and chooses the entry labelled `label`; false when no such entry shows. */
  async choose(target: HTMLElement, label: string): Promise<boolean> {
    const entry = this.open(target).find((e) => ContextMenu.labelOf(e) === label);
    if (!entry) return false;
    if (release.generation === 14) await entry.onClick?.(new Event("click"), target);
    else await entry.callback?.(target);
    return true;
  }
}
