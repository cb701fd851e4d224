/**
 * Replays a person's click or form change on the server's copy of a pane. The page and the server hold the same
 * HTML, so an element is named by its pane and its index among the pane's `[data-action]` elements (a click), its
 * index among all the pane's elements (a context menu), or its `name` and index among same-named fields (a change).
 */

/** A request from the page. */
export interface Interaction {
  kind: "state" | "click" | "change" | "contextmenu" | "menu" | "close" | "login" | "preset" | "dice" | "key";
  /** The pane the element is in. */
  pane?: string;
  /** click: the index among the pane's `[data-action]` elements; contextmenu: among all its elements. */
  index?: number;
  /** click: the `data-action` the page saw, checked against the server's element. */
  action?: string;
  /** click: the index of the element clicked among that element's descendants (-1 or none: the element itself). */
  inner?: number;
  /** change: the field's name, its index among same-named fields, and its new value (or checked state). */
  name?: string;
  nameIndex?: number;
  value?: string | string[];
  checked?: boolean;
  /** menu: the index of the chosen entry of the open context menu. */
  entry?: number;
  /** login: the user id. */
  user?: string;
  /** preset: the rulebook. */
  preset?: string;
  /** dice: how the dice fall from now on. */
  dice?: string;
  /** key: the key pressed (KeyboardEvent#code) and the modifiers held (Shift, Control, Alt). */
  key?: string;
  modifiers?: string[];
}

/** The element at `index` among `selector` matches in `root`, or an error naming what the page expected. */
export function elementAt(root: HTMLElement, selector: string, index: number | undefined): HTMLElement {
  const element = root.querySelectorAll<HTMLElement>(selector)[index ?? -1];
  if (!element) throw new Error(`No element ${selector} #${index} in this window; the page reloads the panes.`);
  return element;
}

/**
 * Clicks where the page clicked: the `[data-action]` element, or the element inside it the page named (a pip
 * among the row's pips), as the browser would (a disabled button does nothing).
 */
export function replayClick(root: HTMLElement, { index, action, inner }: Interaction): void {
  const element = elementAt(root, "[data-action]", index);
  if (element.dataset.action !== action) {
    throw new Error(`Expected action "${action}" but found "${element.dataset.action}"; the page reloads the panes.`);
  }
  if (inner === undefined || inner < 0) return element.click();
  elementAt(element, "*", inner).click();
}

/**
 * Sets the field the page changed to its new value and fires `change`, as the browser does on commit. The value is
 * also written to the field's attributes, so the HTML sent back shows it when nothing re-renders (a dialog's form).
 */
export function replayChange(root: HTMLElement, { name, nameIndex, value, checked }: Interaction): void {
  const field = elementAt(root, `[name="${attributeValue(name ?? "")}"]`, nameIndex ?? 0);
  const multiple = field.tagName === "MULTI-CHECKBOX" || field.tagName === "MULTI-SELECT"
    || (field.tagName === "SELECT" && (field as HTMLSelectElement).multiple);
  if (multiple || field.tagName === "SELECT") {
    const chosen = new Set(multiple ? [value ?? []].flat() : [String(value ?? "")]);
    for (const option of Array.from(field.querySelectorAll("option"))) {
      option.selected = chosen.has(option.value);
      option.toggleAttribute("selected", option.selected);
    }
  } else if ((field as HTMLInputElement).type === "checkbox") {
    (field as HTMLInputElement).checked = !!checked;
    field.toggleAttribute("checked", !!checked);
  } else {
    (field as HTMLInputElement).value = String(value ?? "");
    if (field.tagName === "TEXTAREA") field.textContent = String(value ?? "");
    else field.setAttribute("value", String(value ?? ""));
  }
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Escapes a field name for an attribute selector. */
function attributeValue(name: string): string {
  return name.replace(/["\\]/g, "\\$&");
}
