/**
 * foundry.applications.api.DialogV2 (foundryvtt.com/api/v13 DialogV2): the static `confirm` a sheet awaits before
 * it deletes, and the static `input` a roll dialog awaits for its form. The stand-in has no user to click, so a
 * test scripts each answer: `answerDialogs(...)` gives confirm true for "Yes", false for "No", null for closing the
 * window (confirm resolves null when rejectClose is false, its v13 default); `answerInputs(...)` gives input the
 * values a user types into the named controls, or null for closing it. An unscripted dialog throws, so a test
 * cannot pass a dialog it never looked at.
 */

/** A confirm dialog as it was asked for: its title and its content. */
export interface ShownDialog {
  title: string;
  content: string;
}

/** The answers still to give, in order, and the dialogs already shown. */
const answers: (boolean | null)[] = [];
const shown: ShownDialog[] = [];

/** Scripts the next confirm dialogs' answers. */
export function answerDialogs(...next: (boolean | null)[]): void {
  answers.push(...next);
}

/** The confirm dialogs shown so far (a copy). */
export function shownDialogs(): ShownDialog[] {
  return [...shown];
}

/** Forgets scripted answers and shown dialogs (installFoundry calls it). */
export function resetDialogs(): void {
  answers.length = 0;
  shown.length = 0;
  inputs.length = 0;
}

/** What a user types into an input dialog: control name → text (a checkbox: true or false; a multi-select: values). */
export type InputAnswer = Record<string, string | boolean | string[]> | null;

/** The input dialogs' answers still to give, in order. */
const inputs: InputAnswer[] = [];

/** Scripts the next input dialogs' answers: the values typed into named controls, or null to close the dialog. */
export function answerInputs(...next: InputAnswer[]): void {
  inputs.push(...next);
}

/** The DialogV2 configuration confirm reads: `window.title` and `content` (an HTML string). */
interface ConfirmConfig {
  window?: { title?: string };
  content?: string;
  rejectClose?: boolean;
}

/** foundry.applications.api.DialogV2 with its static confirm and input. */
export class DialogV2 {
  /**
   * Asks for a form's values (DialogV2.input): renders `content` as a form, types the scripted answer into its
   * controls and resolves the form's data object (FormDataExtended#object: numbers for number inputs, null when
   * empty; booleans for checkboxes; arrays for multi-selects), or null when closed unless rejectClose. Typing into
   * a control the form lacks, or choosing an option a select lacks, throws: the user could not have done it.
   */
  static async input(config: ConfirmConfig = {}): Promise<Record<string, unknown> | null> {
    if (config.content !== undefined && typeof config.content !== "string") {
      throw new TypeError("DialogV2.input: content must be an HTML string");
    }
    shown.push({ title: config.window?.title ?? "", content: config.content ?? "" });
    if (inputs.length === 0) throw new Error("DialogV2.input was shown but no test scripted its answer");
    const answer = inputs.shift()!;
    if (answer === null) {
      if (config.rejectClose) throw new Error("Dialog was closed without a choice");
      return null;
    }
    const form = document.createElement("form");
    form.innerHTML = config.content ?? "";
    for (const [name, value] of Object.entries(answer)) typeInto(form, name, value);
    return formObject(form);
  }

  /** Asks a yes/no question; resolves true (yes), false (no) or null (closed, unless rejectClose). */
  static async confirm(config: ConfirmConfig = {}): Promise<boolean | null> {
    if (config.content !== undefined && typeof config.content !== "string") {
      throw new TypeError("DialogV2.confirm: content must be an HTML string");
    }
    shown.push({ title: config.window?.title ?? "", content: config.content ?? "" });
    if (answers.length === 0) throw new Error("DialogV2.confirm was shown but no test scripted its answer");
    const answer = answers.shift()!;
    if (answer === null && config.rejectClose) throw new Error("Dialog was closed without a choice");
    return answer;
  }
}

/** A form control as the stand-in reads it. */
type Control = HTMLInputElement | HTMLSelectElement;

/** Types `value` into the control named `name`, as a user could; throws for what no user could do. */
function typeInto(form: HTMLFormElement, name: string, value: string | boolean | string[]): void {
  const control = form.querySelector<Control>(`[name="${name}"]`);
  if (!control) throw new Error(`DialogV2.input: the form has no control named ${name}`);
  if (control instanceof HTMLSelectElement) {
    const chosen = ([] as unknown[]).concat(value).map(String);
    const options = [...control.options];
    if (chosen.some((v) => !options.some((o) => o.value === v))) {
      throw new Error(`DialogV2.input: ${name} has no option ${chosen.join(", ")}`);
    }
    if (!control.multiple && chosen.length !== 1) throw new Error(`DialogV2.input: ${name} takes one option`);
    for (const option of options) option.selected = chosen.includes(option.value);
  } else if (control.type === "checkbox") {
    if (typeof value !== "boolean") throw new Error(`DialogV2.input: ${name} is a checkbox`);
    control.checked = value;
  } else {
    control.value = String(value);
  }
}

/** The form's data as FormDataExtended#object gives it (multi-selects as arrays). */
export function formObject(form: HTMLFormElement): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const control of form.querySelectorAll<Control>("[name]")) {
    const name = control.getAttribute("name")!;
    if (control instanceof HTMLSelectElement) {
      const values = [...control.options].filter((o) => o.selected).map((o) => o.value);
      data[name] = control.multiple ? values : values[0] ?? "";
    } else if (control.type === "checkbox") {
      data[name] = control.checked;
    } else if (control.type === "number") {
      const number = control.value === "" ? null : Number(control.value);
      data[name] = number === null || Number.isFinite(number) ? number : null;
    } else {
      data[name] = control.value;
    }
  }
  return data;
}
