import { systemPath } from "../../config/system.js";
import type { TrackerCombat, TrackerCombatant } from "./types.js";
import { trackerSections } from "./blocks.js";
import { frayEntryOptions } from "./entry-menu.js";
import { FrameRenders, type RenderArg } from "./frame-renders.js";
import { ORDER_MOVE_ACTIONS } from "./order-move-actions.js";
import { MOVEMENT_ACTIONS } from "./movement-actions.js";
import { CombatTrackerBase, type Context, type MenuEntry, type RenderOptions } from "./tracker-base.js";
import { frayTurn, type FrayTurn } from "./turn-context.js";
import { ZONE_ACTIONS, zoneEntryOptions } from "./zone-controls.js";
import { ForecastWindow } from "../forecast/forecast-window.js";

/** The partials the turns and sides parts draw rows with. */
const TURN_PARTIALS = [systemPath("templates/combat/turn.hbs"), systemPath("templates/combat/entries.hbs"),
  systemPath("templates/combat/order-moves.hbs"), systemPath("templates/combat/zone.hbs"),
  systemPath("templates/combat/movement.hbs")];

/** The combatant of the row an action was clicked in, if it still exists. */
function rowCombatant(app: FrayCombatTracker, target: HTMLElement): TrackerCombatant | undefined {
  const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
  return id ? app.fray?.combatants.get(id) as TrackerCombatant | undefined : undefined;
}

/**
 * Fray's combat tracker (`CONFIG.ui.combat`): the core header, then a banner with the rulebook the combat runs
 * by and the zones or planning phase, the turns (by side under sides, with folding enemy groups) with each row's action
 * pips, markers and delay controls, and Fray's footer. The parts swap by the combat's turn model, as Draw
 * Steel's tracker does; every click calls a document method, which checks who may do it.
 */
export class FrayCombatTracker extends CombatTrackerBase {
  /** Fray's row actions beside core's: pips, delays, the side's turn, groups, order moves, zones and movement. */
  static override DEFAULT_OPTIONS = {
    classes: ["fray", "fray-combat"],
    actions: {
      resetAll: FrayCombatTracker.#onResetAll,
      spendAction: FrayCombatTracker.#onSpendAction,
      delayTurn: FrayCombatTracker.#onDelay,
      reenter: FrayCombatTracker.#onReenter,
      takeTurn: FrayCombatTracker.#onTakeTurn,
      toggleGroup: FrayCombatTracker.#onToggleGroup,
      openForecast: FrayCombatTracker.#onOpenForecast,
      ...ORDER_MOVE_ACTIONS,
      ...ZONE_ACTIONS,
      ...MOVEMENT_ACTIONS,
    },
  };

  /** Core's parts, then Fray's; `_configureRenderParts` picks the ones the viewed combat's turn model draws. */
  static override PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
    banner: { template: systemPath("templates/combat/banner.hbs") },
    turns: { template: systemPath("templates/combat/turns.hbs"), templates: TURN_PARTIALS,
      scrollable: [""] },
    sides: { template: systemPath("templates/combat/sides.hbs"), templates: TURN_PARTIALS,
      scrollable: [""] },
    frayFooter: { template: systemPath("templates/combat/footer.hbs") },
  };

  /** The forecast window this tracker opened last (issue 33). */
  forecast: ForecastWindow | null = null;

  /** The enemy groups this user unfolded. */
  readonly expandedGroups = new Set<string>();

  /** The re-renders of one frame, run as one. */
  readonly #renders = new FrameRenders<this>(this, (options) => super.render(options));

  /** The viewed combat as a Fray combat. */
  get fray(): TrackerCombat | null {
    return this.viewed;
  }

  /* -------------------------------------------- */
  /*  Rendering                                   */
  /* -------------------------------------------- */

  /** One re-render per frame: a change and the turn events it sets off render the tracker once (FrameRenders). */
  override render(options: RenderArg = {}): Promise<this> {
    return this.#renders.render(options);
  }

  /** Fray's banner, turns (or sides) and footer replace the core tracker and footer; no banner without a combat. */
  override _configureRenderParts(options: RenderOptions) {
    const parts = super._configureRenderParts(options);
    delete parts.tracker;
    delete parts.footer;
    if (!this.fray) delete parts.banner;
    // Under sides the rows are drawn by side; under every other turn model, in the turn order.
    if (this.fray?.mode === "sides") delete parts.turns;
    else delete parts.sides;
    return parts;
  }

  /**
   * Takes away a part the viewed combat's turn model no longer draws (the turns part of a Legend fight once a Sides
   * fight is viewed): Foundry replaces the parts it renders and keeps the others where they were.
   */
  override async _onRender(context: Context, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    const drawn = Object.keys(this._configureRenderParts(options));
    for (const part of this.element.querySelectorAll<HTMLElement>("[data-application-part]")) {
      if (!drawn.includes(part.dataset.applicationPart!)) part.remove();
    }
  }

  /** The banner and footer get the combat context, the turns and sides parts the tracker context. */
  override async _preparePartContext(partId: string, context: Context, options: RenderOptions) {
    await super._preparePartContext(partId, context, options);
    if (partId === "banner" || partId === "frayFooter") await this._prepareCombatContext(context, options);
    if (partId === "turns" || partId === "sides") await this._prepareTrackerContext(context, options);
    return context;
  }

  /** The rulebook, the zones or planning phase, the surprise round, and who may end the turn or change the round. */
  override async _prepareCombatContext(context: Context, options: RenderOptions) {
    await super._prepareCombatContext(context, options);
    const combat = this.fray;
    if (!combat) return;
    const { preset, phase, surpriseRound } = combat.system;
    Object.assign(context, {
      rulebook: `FRAY.Preset.${preset}.label`,
      // The phase shows once a zones fight (or a planning phase) has started; the surprise marker only in round 1.
      phase: (combat.mode === "zones" || phase === "planning") && combat.started
        ? { key: phase, label: `FRAY.COMBAT.Phase.${phase}` } : null,
      surpriseRound: surpriseRound && combat.round === 1,
      isGM: !!game.user?.isGM,
      started: combat.started,
      canEndTurn: combat.started && !!combat.combatant?.isOwner,
    });
  }

  /** The turns, then the sections they are drawn in. */
  override async _prepareTrackerContext(context: Context, options: RenderOptions) {
    await super._prepareTrackerContext(context, options);
    const combat = this.fray;
    const turns = (context.turns ?? []) as FrayTurn[];
    context.sections = combat ? trackerSections(combat, turns, this.expandedGroups) : [];
  }

  /** Fray's additions to the core turn object. */
  override async _prepareTurnContext(combat: Combat.Implementation, combatant: Combatant.Implementation,
    index: number) {
    const core = await super._prepareTurnContext(combat, combatant, index);
    return frayTurn(combat, combatant, core);
  }

  /** The core row entries, then Fray's GM entries. */
  override _getEntryContextOptions(): MenuEntry[] {
    return [...super._getEntryContextOptions(), ...frayEntryOptions(() => this.fray),
      ...zoneEntryOptions(() => this.fray)];
  }

  /* -------------------------------------------- */
  /*  Event Handlers                              */
  /* -------------------------------------------- */

  /** Resets every initiative (Combat#resetAll); once the fight has begun, only after the user confirms. */
  static async #onResetAll(this: FrayCombatTracker): Promise<void> {
    const combat = this.fray;
    if (!combat) return;
    if (combat.started) {
      const answer = await foundry.applications.api.DialogV2.confirm({
        window: { title: game.i18n!.localize("FRAY.COMBAT.Reset.title") },
        content: `<p>${game.i18n!.format("FRAY.COMBAT.Reset.content", { round: String(combat.round) })}</p>`,
      });
      if (answer !== true) return;
    }
    await combat.resetAll();
  }

  /**
   * Spends one action of the kind of the pip button clicked among the row's pips (`TrackerCombatant#spendAction`; a
   * refusal is its notice); a click beside the buttons does nothing.
   */
  static async #onSpendAction(this: FrayCombatTracker, event: Event, target: HTMLElement): Promise<void> {
    const pip = (event.target as Element | null)?.closest<HTMLElement>("button[data-kind]");
    const kind = pip && target.contains(pip) ? pip.dataset.kind : undefined;
    const combatant = rowCombatant(this, target);
    if (combatant && kind) await combatant.spendAction(kind);
  }

  /** Delays the row's combatant (L6, A1). */
  static async #onDelay(this: FrayCombatTracker, _event: Event, target: HTMLElement): Promise<void> {
    await rowCombatant(this, target)?.delayTurn();
  }

  /** Brings the row's delaying combatant back into the order (L6). */
  static async #onReenter(this: FrayCombatTracker, _event: Event, target: HTMLElement): Promise<void> {
    await rowCombatant(this, target)?.reenter();
  }

  /** S2: takes the active side's turn with the row's member (its owner through the GM, or the GM). */
  static async #onTakeTurn(this: FrayCombatTracker, _event: Event, target: HTMLElement): Promise<void> {
    await rowCombatant(this, target)?.takeTurn();
  }

  /** Issue 33: opens the forecast of the viewed combat (GM only; a player gets a notice). */
  static async #onOpenForecast(this: FrayCombatTracker): Promise<void> {
    const combat = this.viewed;
    if (!combat) return;
    if (!game.user?.isGM) {
      ui.notifications?.warn(game.i18n!.localize("FRAY.FORECAST.Notice.gmOnly"));
      return;
    }
    const open = this.forecast?.rendered && this.forecast.combat.id === combat.id ? this.forecast : null;
    this.forecast = open ?? new ForecastWindow(combat);
    await this.forecast.render({ force: true });
  }

  /** Folds or unfolds an enemy group for this user. */
  static async #onToggleGroup(this: FrayCombatTracker, _event: Event, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-group-id]")?.dataset.groupId;
    if (!id) return;
    // Kept on the tracker, not the group: folding is this user's view, not a change to the combat.
    if (!this.expandedGroups.delete(id)) this.expandedGroups.add(id);
    await this.render();
  }
}
