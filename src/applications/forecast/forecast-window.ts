import { systemPath } from "../../config/system.js";
import { noticeText } from "../../documents/notice-text.js";
import { forecastRunnerFor, DEFAULT_FIGHTS } from "../../documents/forecast/api.js";
import { FORECAST_TACTICS, type ForecastRunner, type ForecastTactic } from "../../rules/index.js";
import { NOT_MODELLED, resultContext, tacticChoices } from "./forecast-context.js";

/** Foundry's application base and the mixin that renders it from Handlebars templates. */
const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** The most time one slice of fights may take before the window hands the client back its event loop. */
export const SLICE_MS = 40;
/** The fights played between two looks at the clock. */
export const SLICE_FIGHTS = 25;

/** Hands the event loop back to the client (its clicks, renders and sockets) before the next slice. */
function yieldToClient(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The GM's forecast of a combat (issue 33): the tactic picker and the number of fights; the fights played in slices
 * of at most about 40 ms with a progress bar and Cancel; then each side's chance to win, the rounds as a small chart,
 * each character's chance to drop and to die, and what the simulation doesn't model.
 */
export class ForecastWindow extends HandlebarsApplicationMixin(ApplicationV2) {
  /** One window per client (a fixed id), with Run and Cancel. */
  static override DEFAULT_OPTIONS = {
    id: "fray-forecast-{id}",
    classes: ["fray", "fray-forecast"],
    window: { title: "FRAY.FORECAST.open", icon: "fa-solid fa-chart-column", resizable: true },
    position: { width: 520, height: "auto" as const },
    actions: { run: ForecastWindow.#onRun, cancel: ForecastWindow.#onCancel },
  };

  /** The whole window from one template. */
  static override PARTS = {
    body: { template: systemPath("templates/forecast/forecast.hbs"), scrollable: [""] },
  };

  /** The combat forecast. */
  readonly combat: Combat.Implementation;
  /** The tactic picked. */
  tactic: ForecastTactic = FORECAST_TACTICS[0];
  /** How many fights to play. */
  fights = DEFAULT_FIGHTS;
  /** The forecast under way or last played. */
  runner: ForecastRunner | null = null;
  /** Whether the forecast under way was cancelled. */
  cancelled = false;
  /** Whether fights are being played now. */
  running = false;
  /** The longest slice of fights played so far, in milliseconds (the client's UI was blocked no longer). */
  longestSlice = 0;

  /** A window for `combat`. */
  constructor(combat: Combat.Implementation, options: Record<string, unknown> = {}) {
    super(options);
    this.combat = combat;
  }

  /** The title names the combat's scene or, without one, "this fight". */
  override get title(): string {
    const scene = (this.combat.scene as { name?: string } | null)?.name;
    return game.i18n!.format("FRAY.FORECAST.title", { name: scene || game.i18n!.localize("FRAY.FORECAST.thisFight") });
  }

  /** The picker, the progress and the result so far. */
  override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const runner = this.runner;
    const done = runner?.tally.fights ?? 0;
    const total = runner?.options.fights ?? this.fights;
    return Object.assign(context, {
      tactics: tacticChoices(this.tactic), tacticHint: `FRAY.FORECAST.Tactic.${this.tactic}.hint`,
      fights: this.fights, seed: runner?.options.seed ?? "", running: this.running, cancelled: this.cancelled,
      progress: { done, total, percent: total ? Math.round((done / total) * 100) : 0,
        label: noticeText("FRAY.FORECAST.progress", { done, total }) },
      cancelledText: noticeText("FRAY.FORECAST.cancelled", { done, total }),
      result: runner && done > 0 ? resultContext(runner.result(), runner.tally, runner.input.combatants) : null,
      notModelled: NOT_MODELLED,
    });
  }

  /** Reads the picker and fights, then plays the forecast in slices, re-drawing the progress bar between them. */
  static async #onRun(this: ForecastWindow): Promise<void> {
    if (this.running) return;
    const form = this.element;
    const tactic = form.querySelector<HTMLSelectElement>("select[name=tactic]")?.value;
    const fights = Number(form.querySelector<HTMLInputElement>("input[name=fights]")?.value ?? this.fights);
    const runner = forecastRunnerFor(this.combat, { fights, tactic: tactic as ForecastTactic });
    if (!runner) return;
    this.tactic = runner.options.tactic;
    this.fights = runner.options.fights;
    this.runner = runner;
    this.cancelled = false;
    this.running = true;
    await this.render();
    await this.play(runner);
  }

  /**
   * Plays `runner` in slices (SLICE_FIGHTS fights, or fewer once SLICE_MS have passed), yielding to the client
   * between them, until done or cancelled.
   */
  async play(runner: ForecastRunner): Promise<void> {
    while (!runner.done && !this.cancelled && this.runner === runner) {
      const start = performance.now();
      for (let n = 0; n < SLICE_FIGHTS && !runner.done && performance.now() - start < SLICE_MS; n++) runner.run(1);
      this.longestSlice = Math.max(this.longestSlice, performance.now() - start);
      this.showProgress(runner);
      await yieldToClient();
    }
    this.running = false;
    if (this.rendered) await this.render();
  }

  /** Moves the progress bar without re-rendering the window. */
  showProgress(runner: ForecastRunner): void {
    const bar = this.element?.querySelector<HTMLProgressElement>("progress.fray-forecast-progress");
    if (bar) bar.value = runner.tally.fights;
    const label = this.element?.querySelector<HTMLElement>(".fray-forecast-progress-label");
    if (label) {
      label.textContent = noticeText("FRAY.FORECAST.progress", { done: runner.tally.fights,
        total: runner.options.fights });
    }
  }

  /** Stops the forecast under way; what the fights so far give stays shown. */
  static async #onCancel(this: ForecastWindow): Promise<void> {
    if (!this.running) return;
    this.cancelled = true;
  }

  /** Closing the window stops its forecast. */
  override async close(options?: Record<string, unknown>) {
    this.cancelled = true;
    return super.close(options);
  }
}
