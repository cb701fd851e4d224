/**
 * foundry.applications.api.DialogV2 (foundryvtt.com/api/v13 DialogV2): the static `confirm` a sheet awaits before
 * it deletes. The stand-in has no user to click, so a test scripts each answer with `answerDialogs(...)`: true for
 * "Yes", false for "No", null for closing the window (confirm resolves null when rejectClose is false, its v13
 * default). An unscripted confirm throws, so a test cannot pass a confirmation it never looked at.
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
}
