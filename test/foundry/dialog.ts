import { Window } from "happy-dom";
import { FormDataExtended } from "./application.js";

/**
 * foundry.applications.api.DialogV2 (foundryvtt.com/api/v13 DialogV2): the static `confirm` a sheet awaits before
 * it deletes, and the static `input` that resolves with a form's data. For `input` a test scripts the values to
 * fill in with `answerInputs(...)` (null closes the window); naming a field the form lacks throws. The stand-in
 * has no user to click, so a test scripts each confirm answer with `answerDialogs(...)`: true for "Yes", false for
 * "No", null for closing the window (confirm resolves null when rejectClose is false, its v13 default). An
 * unscripted dialog throws, so a test cannot pass a confirmation it never looked at.
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

/** The field values the next input dialogs are filled with (checkboxes take booleans), or null to close them. */
const inputs: (Record<string, string | boolean> | null)[] = [];

/** Scripts the next input dialogs' answers. */
export function answerInputs(...next: (Record<string, string | boolean> | null)[]): void {
  inputs.push(...next);
}

/** Forgets scripted answers and shown dialogs (installFoundry calls it). */
export function resetDialogs(): void {
  answers.length = 0;
  inputs.length = 0;
  shown.length = 0;
}

let privateWindow: Window | null = null;

/** A form holding `content`, in the test's DOM or one private happy-dom window. */
function formOf(content: string): HTMLFormElement {
  privateWindow ??= globalThis.document ? null : new Window();
  const doc = globalThis.document ?? privateWindow!.document as unknown as Document;
  const form = doc.createElement("form");
  form.innerHTML = content;
  return form;
}

/** Fills a form's named field as the user would: checks a checkbox, else types the value. */
function fill(form: HTMLFormElement, name: string, value: string | boolean): void {
  const field = Array.from(form.querySelectorAll<HTMLInputElement>("[name]")).find((el) => el.name === name);
  if (!field) throw new Error(`DialogV2.input: the form has no field "${name}"`);
  if (field.type === "checkbox") field.checked = value === true;
  else field.value = String(value);
}

/** The DialogV2 configuration confirm reads: `window.title` and `content` (an HTML string). */
interface ConfirmConfig {
  window?: { title?: string };
  content?: string;
  rejectClose?: boolean;
}

/** foundry.applications.api.DialogV2 with its static confirm. */
export class DialogV2 {
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

  /**
   * Shows a form and resolves with its data (FormDataExtended#object) when the user clicks OK, or null when they
   * close it (a rejection when rejectClose is set).
   */
  static async input(config: ConfirmConfig = {}): Promise<Record<string, unknown> | null> {
    if (typeof config.content !== "string") throw new TypeError("DialogV2.input: content must be an HTML string");
    shown.push({ title: config.window?.title ?? "", content: config.content });
    if (inputs.length === 0) throw new Error("DialogV2.input was shown but no test scripted its answer");
    const answer = inputs.shift()!;
    if (answer === null) {
      if (config.rejectClose) throw new Error("Dialog was closed without a choice");
      return null;
    }
    const form = formOf(config.content);
    for (const [name, value] of Object.entries(answer)) fill(form, name, value);
    return new FormDataExtended(form).object;
  }
}
