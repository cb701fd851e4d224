/**
 * One live preview world: the test/foundry stand-in and Fray booted once under happy-dom, with the sample world
 * open. `interact` replays what the person did in the page on the same element of this copy, waits for the
 * application's work to settle, and returns every pane's new HTML. scripts/preview.mjs bundles this module and
 * boots each world (at start and on reset) in a worker thread of its own (scripts/preview-world.mjs).
 */
import { Window } from "happy-dom";
import type { PresetId } from "../src/rules/index.js";
import type { FoundryStandIn } from "../test/foundry/index.js";
import { chooseMenuEntry, installContextMenus, openMenu, type MenuView } from "./context-menu.js";
import PREVIEW_LANG from "./lang.json";
import { installDialogs, isDialog } from "./dialogs.js";
import { CHAT_PANE, chatPaneRoot, openApplications, renderPanes, runningActions, trackApplications, type AppLike,
  type PaneView } from "./panes.js";
import { PRESET_CHOICES } from "../src/config/rule-settings.js";
import { replayChange, replayClick, type Interaction } from "./replay.js";
import { scenePaneClass } from "./scene-pane.js";
import { hotbarPaneClass } from "./hotbar-pane.js";
import { PREVIEW_PRESETS } from "./samples.js";
import { buildWorld, combatFor, type PreviewWorld } from "./world.js";

export type { Interaction };

/** What the page receives after every request. */
export interface SessionState {
  panes: PaneView[];
  user: string;
  users: { id: string; name: string }[];
  preset: string;
  /** How the dice fall (DICE_MODES). */
  dice: DiceMode;
  /** The rulebooks the bar offers: id and localized name. */
  presets: { id: string; name: string }[];
  /** Notifications (ui.notifications) and errors raised since the last answer, shown as toasts. */
  toasts: { type: string; message: string }[];
  /** The context menu opened by a `contextmenu` interaction, if the element has one. */
  menu?: MenuView;
  /** The keys Fray's bindings answer to (game.keybindings), which the page sends when pressed. */
  keys: { key: string; modifiers: string[] }[];
}

/** How the preview's dice fall: at random, or every die on its highest or its lowest face. */
export const DICE_MODES = {
  random: () => 1 - Math.random(),
  high: () => 0.999999,
  low: () => 0.000001,
} as const;

/** A way the dice fall. */
export type DiceMode = keyof typeof DICE_MODES;

/** Gives Node the DOM globals the stand-in and the applications use. */
function installDom(): void {
  const win = new Window({ url: "http://127.0.0.1/" });
  const names = ["document", "HTMLElement", "HTMLInputElement", "HTMLSelectElement", "HTMLFormElement", "Event",
    "CustomEvent", "MouseEvent", "PointerEvent", "KeyboardEvent", "Node", "Element", "DocumentFragment"] as const;
  Object.assign(globalThis, { window: win, ...Object.fromEntries(names.map((n) => [n, win[n as keyof Window]])) });
}

/** A live world and the requests it answers. */
export class PreviewSession {
  #toasts: SessionState["toasts"] = [];
  #seen = 0;
  #hookErrors = 0;
  #renders = 0;
  #dice: DiceMode = "random";
  /** The scene pane (the canvas's stand-in), made once. */
  readonly #scene = new (scenePaneClass())() as unknown as AppLike;
  /** The hotbar pane (ui.hotbar's stand-in), made once. */
  readonly #hotbar = new (hotbarPaneClass())() as unknown as AppLike;

  /** Use `startSession`. */
  constructor(readonly stand: FoundryStandIn, readonly world: PreviewWorld) {
    Hooks.on("renderApplicationV2", () => { this.#renders += 1; });
  }

  /** Records an error raised by the application's work (an unhandled rejection) as an error toast. */
  reportError(error: unknown): void {
    this.#toasts.push({ type: "error", message: error instanceof Error ? error.message : String(error) });
  }

  /** Handles one request from the page and returns the new state. */
  async interact(request: Interaction): Promise<SessionState> {
    let menu: MenuView | undefined;
    try {
      menu = await this.#apply(request);
    } catch (error) {
      this.reportError(error);
    }
    await this.#settle();
    return this.#state(menu);
  }

  /**
   * Opens the world's starting panes for the current user: the sample sheets they may see, the scene pane and
   * `ui.combat`.
   */
  async openHome(): Promise<void> {
    for (const doc of this.world.open.filter((d) => d.testUserPermission(game.user, "LIMITED"))) {
      await doc.sheet?.render({ force: true }).catch((error: unknown) => this.reportError(error));
    }
    await this.#scene.render({ force: true }).catch((error: unknown) => this.reportError(error));
    await this.#hotbar.render({ force: true }).catch((error: unknown) => this.reportError(error));
    const Tracker = (CONFIG.ui as unknown as { combat?: new () => AppLike }).combat;
    const slots = ui as unknown as { combat?: AppLike };
    if (Tracker) {
      slots.combat ??= new Tracker();
      await slots.combat.render({ force: true }).catch((error: unknown) => this.reportError(error));
    }
  }

  /** Performs the request on the world. */
  async #apply(request: Interaction): Promise<MenuView | undefined> {
    switch (request.kind) {
      case "state": return undefined;
      case "click": return void replayClick(this.#root(request.pane), request);
      case "change": return void replayChange(this.#root(request.pane), request);
      case "contextmenu": return openMenu(request.pane ?? "", this.#root(request.pane), request);
      case "menu": return void this.#background(chooseMenuEntry(request.entry ?? -1));
      case "close": return void await this.#app(request.pane).close();
      case "login": return void await this.#login(request.user ?? "");
      case "preset": return void await this.#preset(request.preset as PresetId);
      case "dice": return this.#setDice(request.dice ?? "");
      case "key": return void this.#press(request.key ?? "", request.modifiers ?? []);
      default: throw new Error(`Unknown interaction "${String(request.kind)}"`);
    }
  }

  /**
   * Lets work that may wait on the person (an entry that opens a dialog) run on after the answer, as a click's
   * action does; an error it raises later comes back as a toast with a later answer.
   */
  #background(work: Promise<unknown>): void {
    work.catch((error: unknown) => this.reportError(error));
  }

  /** The element of pane `id` whose descendants the page indexes. */
  #root(id: string | undefined): HTMLElement {
    if (id === CHAT_PANE) return chatPaneRoot();
    return this.#app(id).element!;
  }

  /** The open application with id `id`. */
  #app(id: string | undefined): AppLike {
    const app = openApplications().find((a) => a.id === id);
    if (!app) throw new Error(`The window "${id}" is no longer open; the page reloads the panes.`);
    return app;
  }

  /** Switches the logged-in user, closing every window and reopening those the user may see. */
  async #login(userId: string): Promise<void> {
    const user = this.stand.game.users.get(userId);
    if (!user) throw new Error(`No user "${userId}"`);
    for (const app of openApplications()) await app.close();
    // The work the last user's client started (the active GM's turn events, markers) ends as that user.
    await this.#settle();
    this.stand.loginAs(user);
    await this.openHome();
  }

  /** Sets the rulebook as the GM would (a world setting) and activates that rulebook's combat. */
  async #preset(preset: PresetId): Promise<void> {
    if (!PREVIEW_PRESETS.includes(preset)) throw new Error(`Unknown rulebook "${preset}"`);
    const user = this.stand.game.user;
    this.stand.loginAs(this.stand.gm);
    try {
      await this.stand.game.settings.set("fray", "preset", preset);
      await combatFor(this.stand, preset);
      await this.#settle();
    } finally {
      this.stand.loginAs(user);
    }
  }

  /** Presses a key as Foundry's keyboard manager hands it to the bindings (game.keybindings); unbound: nothing. */
  #press(key: string, modifiers: string[]): void {
    (game.keybindings as unknown as { press(key: string, modifiers: string[]): boolean }).press(key, modifiers);
  }

  /**
   * Makes every die fall as `mode` says from now on (CONFIG.Dice.randomUniform), in place of Foundry's manual dice
   * entry, so a person can show a critical or a miss when they want one.
   */
  #setDice(mode: string): undefined {
    if (!Object.hasOwn(DICE_MODES, mode)) throw new Error(`Unknown dice "${mode}"`);
    this.#dice = mode as DiceMode;
    (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = DICE_MODES[this.#dice];
    return undefined;
  }

  /**
   * Waits until no click action is running (unless a dialog waits for the person) and no render, database write,
   * notification or dialog opening or closing happened for three 5 ms ticks (at most three seconds): a dialog just
   * answered may still be closing while the action that opened it goes on.
   */
  async #settle(): Promise<void> {
    let last = "";
    let quiet = 0;
    for (let i = 0; i < 600 && quiet < 2; i += 1) {
      await new Promise((done) => setTimeout(done, 5));
      const dialogs = openApplications().filter(isDialog);
      const now = `${this.#renders}/${this.stand.operations.length}/${this.stand.notices.length}/`
        + dialogs.map((app) => app.id).join();
      const running = runningActions() > 0 && !dialogs.length;
      quiet = now === last && !running ? quiet + 1 : 0;
      last = now;
    }
  }

  /** The panes, users, rulebook and new toasts (notifications, errors and errors that hooks raised). */
  async #state(menu?: MenuView): Promise<SessionState> {
    const notices = this.stand.notices.slice(this.#seen);
    this.#seen = this.stand.notices.length;
    const hookErrors = (Hooks as unknown as { errors: { location: string; error: unknown }[] }).errors;
    for (const { location, error } of hookErrors.slice(this.#hookErrors)) this.reportError(`${location}: ${error}`);
    this.#hookErrors = hookErrors.length;
    const toasts = [...notices, ...this.#toasts];
    this.#toasts = [];
    if (this.#scene.rendered) await this.#scene.render();
    if (this.#hotbar.rendered) await this.#hotbar.render();
    const panes = (await renderPanes()).map((pane) => pane.view);
    return { panes, toasts, menu, keys: boundKeys(), user: this.stand.game.user.id,
      preset: String(this.stand.game.settings.get("fray", "preset")), dice: this.#dice,
      presets: PREVIEW_PRESETS.map((id) => ({ id, name: this.stand.game.i18n.localize(PRESET_CHOICES[id]!) })),
      users: this.stand.game.users.contents.map((u) => ({ id: u.id, name: u.name })) };
  }
}

/** Every key a binding answers to, with its modifiers, so the page sends only those. */
function boundKeys(): { key: string; modifiers: string[] }[] {
  const bindings = (game.keybindings as unknown as { bindings: Map<string, { key: string; modifiers?: string[] }[]> })
    .bindings;
  return [...bindings.values()].flat().map((b) => ({ key: b.key, modifiers: b.modifiers ?? [] }));
}

/** Boots a new world: the stand-in, Fray, the sample documents and their open sheets, logged in as the GM. */
export async function startSession(preset: PresetId = "legend"): Promise<PreviewSession> {
  installDom();
  const { installFoundry } = await import("../test/foundry/index.js");
  const stand = installFoundry();
  trackApplications();
  installContextMenus();
  installDialogs();
  stand.game.i18n.translations = foundry.utils.mergeObject(stand.game.i18n.translations, PREVIEW_LANG);
  await import("../src/fray.js");
  await stand.boot();
  const session = new PreviewSession(stand, await buildWorld(stand, preset));
  await session.openHome();
  return session;
}
