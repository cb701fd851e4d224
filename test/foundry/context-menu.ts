/**
 * foundry.applications.ux.ContextMenu as ApplicationV2#_createContextMenu makes it: entries built by a handler
 * when the menu opens on an element matching `selector`. Entries come in the generation's shape: v13
 * `{name, icon, condition, callback(li)}`, v14 `{label, icon, visible, onClick(event, li)}`.
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

/** A context menu bound to the elements matching `selector` inside an application. */
export class ContextMenu {
  /** Creates the menu; `entries` is called each time the menu opens. */
  constructor(readonly selector: string, readonly entries: () => ContextMenuEntry[]) {}

  /** The label of an entry in the running generation's shape. */
  static labelOf(entry: ContextMenuEntry): string {
    return String(release.generation === 14 ? entry.label : entry.name);
  }

  /** The entries shown when the menu opens on `target`: those whose condition (v13) or visible (v14) allows it. */
  open(target: HTMLElement): ContextMenuEntry[] {
    if (!target.matches(this.selector)) return [];
    return this.entries().filter((entry) => {
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
