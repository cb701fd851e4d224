/**
 * DialogV2 in the preview. Tests script every dialog's answer (test/foundry/dialog.ts); the preview has a person to
 * answer, so it puts its own `foundry.applications.api.DialogV2` in the stand-in's place: an ApplicationV2 whose
 * window is a form with the dialog's content and buttons. It opens as a pane like any other application; the
 * awaiting action stays pending until the person clicks a button (the promise resolves with that button's result)
 * or closes the pane (null, or a rejection with `rejectClose`), as foundryvtt.com/api/v13 DialogV2 documents
 * `wait`, `prompt`, `input` and `confirm`.
 */
import type { ApplicationOptions, ApplicationV2 as StandInApplication } from "../test/foundry/application.js";
import { formObject } from "../test/foundry/dialog.js";

/** A dialog button (DialogV2Button): the action it names, its label and icon, and what clicking it returns. */
export interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: unknown) => unknown;
}

/** The DialogV2 configuration the preview reads. */
export interface DialogConfig {
  window?: { title?: string };
  /** The window's width in pixels (ApplicationV2's position option); 420 unless given. */
  position?: { width?: number };
  content?: string;
  buttons?: DialogButton[];
  rejectClose?: boolean;
  modal?: boolean;
  submit?: (result: unknown) => unknown;
  /** prompt / input: the one button. */
  ok?: Partial<DialogButton>;
  /** confirm: the two buttons. */
  yes?: Partial<DialogButton>;
  no?: Partial<DialogButton>;
}

/** The class the preview installs, with Foundry's static helpers. */
export interface PreviewDialogClass {
  new (config: DialogConfig): StandInApplication & { isPreviewDialog: true };
  wait(config: DialogConfig): Promise<unknown>;
  prompt(config: DialogConfig): Promise<unknown>;
  input(config: DialogConfig): Promise<unknown>;
  confirm(config: DialogConfig): Promise<unknown>;
}

/** Whether an application is a preview dialog (its pane is drawn as a modal window). */
export function isDialog(app: unknown): boolean {
  return !!(app as { isPreviewDialog?: boolean }).isPreviewDialog;
}

/** Localizes a label that may be a key. */
const localize = (text: string | undefined): string => game.i18n.localize(text ?? "");

/** Escapes text for HTML. */
const escape = (text: string): string => foundry.utils.escapeHTML(text);

/** Replaces the stand-in's scripted DialogV2 with one a person answers in the page. */
export function installDialogs(): void {
  const api = foundry.applications.api as unknown as { ApplicationV2: typeof StandInApplication;
    DialogV2: unknown };

  /** A dialog window: the content and a footer of buttons, resolved by the first button clicked. */
  class PreviewDialog extends api.ApplicationV2 {
    readonly isPreviewDialog = true as const;
    readonly #config: DialogConfig;
    readonly #buttons: DialogButton[];
    #settle: { resolve(value: unknown): void; reject(error: Error): void } | null = null;

    /** A dialog from its configuration; `wait` shows it and awaits the answer. */
    constructor(config: DialogConfig) {
      const buttons = config.buttons ?? [];
      const onButton = PreviewDialog.#onButton as NonNullable<ApplicationOptions["actions"]>[string];
      const actions = Object.fromEntries(buttons.map((b) => [b.action, onButton]));
      super({ tag: "form", classes: ["dialog"], window: { title: localize(config.window?.title) },
        position: { width: config.position?.width ?? 420 }, actions });
      this.#config = config;
      this.#buttons = buttons;
    }

    /** The content, then one button per choice (the default one first in focus). */
    override async _renderHTML(): Promise<string> {
      const buttons = this.#buttons.map((b) => `<button type="submit" data-action="${escape(b.action)}"${
        b.default ? " class=\"default\" autofocus" : ""}>${b.icon ? `<i class="${escape(b.icon)}" inert></i> ` : ""}${
        escape(localize(b.label ?? b.action))}</button>`).join("");
      return `<div class="dialog-content standard-form">${this.#config.content ?? ""}</div>`
        + `<footer class="form-footer">${buttons}</footer>`;
    }

    /** Shows the dialog and resolves with the chosen button's result (DialogV2.wait). */
    show(): Promise<unknown> {
      return new Promise((resolve, reject) => {
        this.#settle = { resolve, reject };
        this.render({ force: true }).catch(reject);
      });
    }

    /** Closing without a choice resolves null, or rejects when `rejectClose` asks it to. */
    override async close(): Promise<this> {
      const settle = this.#settle;
      this.#settle = null;
      await super.close();
      if (settle && this.#config.rejectClose) settle.reject(new Error("The dialog was closed without a choice."));
      else settle?.resolve(null);
      return this;
    }

    /** A button click: its callback's result (or its action), handed to `submit` and the awaiting caller. */
    async #answer(event: Event, target: HTMLElement): Promise<void> {
      const settle = this.#settle;
      const button = this.#buttons.find((b) => b.action === target.dataset.action);
      if (!settle || !button) return;
      this.#settle = null;
      try {
        const result = button.callback ? await button.callback(event, target as HTMLButtonElement, this)
          : button.action;
        await this.#config.submit?.(result);
        settle.resolve(result);
      } catch (error) {
        settle.reject(error as Error);
      } finally {
        await this.close();
      }
    }

    /** The click action of every button. */
    static async #onButton(this: PreviewDialog, event: Event, target: HTMLElement): Promise<void> {
      await this.#answer(event, target);
    }

    /** Spawns a dialog and waits for a button or a close (DialogV2.wait). */
    static wait(config: DialogConfig): Promise<unknown> {
      return new PreviewDialog(config).show();
    }

    /** One "Confirm" button whose result is its callback's, or "ok" (DialogV2.prompt). */
    static prompt({ ok = {}, ...config }: DialogConfig): Promise<unknown> {
      return PreviewDialog.wait({ ...config, buttons: [{ action: "ok", label: "Confirm", icon: "fa-solid fa-check",
        default: true, ...ok }] });
    }

    /** A prompt that resolves the form's data object (DialogV2.input). */
    static input({ ok = {}, ...config }: DialogConfig): Promise<unknown> {
      const callback = (_event: Event, button: HTMLButtonElement) => formObject(button.closest("form")!);
      return PreviewDialog.prompt({ ...config, ok: { callback, ...ok } });
    }

    /** "Yes" (true, the default) or "No" (false) (DialogV2.confirm). */
    static confirm({ yes = {}, no = {}, ...config }: DialogConfig): Promise<unknown> {
      return PreviewDialog.wait({ ...config, buttons: [
        { action: "yes", label: "Yes", icon: "fa-solid fa-check", default: true, callback: () => true, ...yes },
        { action: "no", label: "No", icon: "fa-solid fa-xmark", callback: () => false, ...no }] });
    }
  }
  api.DialogV2 = PreviewDialog;
}
