/**
 * foundry.applications.sidebar.tabs.CombatTracker (v13: an ApplicationV2 with HandlebarsApplicationMixin) as its
 * API page documents it and as dnd5e and Draw Steel subclass it: `static PARTS` header/tracker/footer, part
 * contexts from `_prepareCombatContext` / `_prepareTrackerContext` (`context.turns`, one `_prepareTurnContext`
 * per visible combatant), the combat and combatant actions, entry and encounter context menus, and `viewed`.
 */
import { ApplicationV2, HandlebarsApplicationMixin, type ApplicationOptions } from "./application.js";
import { ContextMenu, type ContextMenuEntry } from "./context-menu.js";
import type { Collection, Document } from "./documents.js";
import { Hooks } from "./hooks.js";
import { release } from "./release.js";
import { onUiClient, world } from "./world.js";
import type { Canvas } from "./canvas.js";
import { escapeHTML } from "./escape.js";

type Ctx = Record<string, unknown>;

/** The Combatant surface the tracker reads. */
export interface TrackedCombatant extends Document {
  initiative: number | null;
  hidden: boolean;
  defeated: boolean;
  isDefeated: boolean;
  visible: boolean;
  combat?: TrackedCombat;
  tokenId?: string | null;
  resource?: unknown;
  actor?: { temporaryEffects?: { img?: string | null; name: string }[] } | null;
}

/** The Combat surface the tracker reads and drives. */
export interface TrackedCombat extends Document {
  round: number;
  turn: number | null;
  turns: TrackedCombatant[];
  combatant: TrackedCombatant | undefined;
  combatants: Collection<TrackedCombatant>;
  started: boolean;
  active: boolean;
  rollAll?(): Promise<unknown>;
  rollNPC?(): Promise<unknown>;
  rollInitiative?(ids: string[]): Promise<unknown>;
  resetAll(): Promise<unknown>;
  startCombat(): Promise<unknown>;
  endCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
  previousTurn(): Promise<unknown>;
  nextRound(): Promise<unknown>;
  previousRound(): Promise<unknown>;
  _canChangeTurn?(user: unknown): boolean;
}

/** The canvas (globalThis.canvas). */
const canvasOf = () => (globalThis as unknown as { canvas: Canvas }).canvas;

/** The placeable of the combatant's token on the viewed scene, if drawn there. */
function placeableOf(combatant: TrackedCombatant): { center: { x: number; y: number } } | undefined {
  return combatant.tokenId ? canvasOf()?.tokens?.get(combatant.tokenId) : undefined;
}

/** The Combat-level actions of the header and footer, each calling the Combat method of the same name. */
const COMBAT_ACTIONS = ["rollAll", "rollNPC", "resetAll", "startCombat", "endCombat", "nextTurn", "previousTurn",
  "nextRound", "previousRound"] as const;

/** The per-combatant actions, all routed through `_onCombatantControl`. */
const COMBATANT_ACTIONS = ["rollInitiative", "toggleHidden", "toggleDefeated", "pingCombatant",
  "panToCombatant"] as const;

/** A combat action handler: runs `name` on the viewed combat. */
function combatAction(name: (typeof COMBAT_ACTIONS)[number]) {
  return async function (this: ApplicationV2): Promise<void> {
    const combat = (this as CombatTracker).viewed;
    const method = combat?.[name] as (() => Promise<unknown>) | undefined;
    await method?.call(combat);
  };
}

/**
 * Creates an encounter and views it (the GM's "Create Combat"): an active Combat, linked to no scene, as encounters
 * are by default since v13 (foundryvtt.com/releases/13.334).
 */
async function createCombat(this: ApplicationV2): Promise<void> {
  const cls = world.documentClass("Combat");
  const combat = await cls?.create({ active: true }) as TrackedCombat | undefined;
  if (combat) await (this as CombatTracker).initialize({ combat });
}

/** A combatant action handler: hands the click to `_onCombatantControl`. */
async function combatantAction(this: ApplicationV2, event: Event, target: HTMLElement): Promise<void> {
  await (this as CombatTracker)._onCombatantControl(event, target);
}

/** The stand-in tracker class (HandlebarsApplicationMixin(ApplicationV2)). */
export class CombatTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: ApplicationOptions = {
    id: "combat",
    tag: "section",
    classes: ["tab", "sidebar-tab", "combat-sidebar"],
    actions: {
      createCombat,
      ...Object.fromEntries(COMBAT_ACTIONS.map((name) => [name, combatAction(name)])),
      ...Object.fromEntries(COMBATANT_ACTIONS.map((name) => [name, combatantAction])),
    },
  };

  static override PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  /** The context menus made in `_onFirstRender`, by selector. */
  readonly contextMenus: ContextMenu[] = [];

  /** The combat the user chose to view, if any. */
  #viewed: TrackedCombat | null = null;

  /** The Combat shown: the one chosen while it exists, else the active combat, else the first (`viewed`). */
  get viewed(): TrackedCombat | null {
    const combats = world.collections.Combat as Collection<TrackedCombat> | undefined;
    if (this.#viewed && combats?.has(this.#viewed.id)) return this.#viewed;
    const all = combats?.contents ?? [];
    return all.find((c) => c.active) ?? all[0] ?? null;
  }

  /** Shows `combat` (null: the default choice) and re-renders when asked. */
  async initialize({ combat = null, render = true }: { combat?: TrackedCombat | null; render?: boolean } = {}) {
    this.#viewed = combat;
    if (render) await this.render();
  }

  /** The shared context: the user and the root id. */
  override async _prepareContext(options: Ctx): Promise<Ctx> {
    const context = await super._prepareContext(options);
    return Object.assign(context, { user: world.users.current, rootId: this.id });
  }

  /** Header and footer get the combat context; the tracker part the turns. */
  override async _preparePartContext(partId: string, context: Ctx, options: Ctx): Promise<Ctx> {
    await super._preparePartContext(partId, context, options);
    if (partId === "header" || partId === "footer") await this._prepareCombatContext(context, options);
    if (partId === "tracker") await this._prepareTrackerContext(context, options);
    return context;
  }

  /** The viewed combat, whether there is one, and whether this user may control its turns. */
  async _prepareCombatContext(context: Ctx, _options: Ctx): Promise<void> {
    const combat = this.viewed;
    const user = world.users.current;
    Object.assign(context, { combat, hasCombat: !!combat, round: combat?.round ?? 0, turn: combat?.turn ?? null,
      control: !!combat && (user?.isGM || !!combat._canChangeTurn?.(user)) });
  }

  /** `context.turns`: one turn object per combatant this user can see, in turn order. */
  async _prepareTrackerContext(context: Ctx, _options: Ctx): Promise<void> {
    const combat = this.viewed;
    if (!combat) return;
    const turns: Ctx[] = [];
    for (const [index, combatant] of combat.turns.entries()) {
      if (!combatant.visible) continue;
      turns.push(await this._prepareTurnContext(combat, combatant, index));
    }
    context.turns = turns;
  }

  /** One combatant's turn object: id, name, img, initiative, css and the state flags templates read. */
  async _prepareTurnContext(combat: TrackedCombat, combatant: TrackedCombatant, index: number): Promise<Ctx> {
    const active = combat.turn === index && combat.started;
    const hasRolled = combatant.initiative !== null;
    const css = [active ? "active" : "", combatant.hidden ? "hide" : "", combatant.isDefeated ? "defeated" : ""];
    const resource = combatant.resource ?? null;
    const icons = (combatant.actor?.temporaryEffects ?? []).filter((e) => e.img).map((e) => ({ img: e.img!,
      name: e.name }));
    return { id: combatant.id, name: combatant.name, img: combatant.img ?? "icons/svg/mystery-man.svg", active,
      css: css.filter(Boolean).join(" "), hidden: combatant.hidden, isDefeated: combatant.isDefeated,
      initiative: combatant.initiative, hasRolled, isOwner: combatant.isOwner, resource,
      hasResource: resource !== null, canPing: !!placeableOf(combatant) && combatant.visible,
      effects: { icons, tooltip: icons.map((i) => escapeHTML(i.name)).join("<br>") } };
  }

  /** Per-combatant controls by `data-action`; a row whose combatant is gone does nothing. */
  async _onCombatantControl(_event: Event, target: HTMLElement): Promise<void> {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;
    const combat = this.viewed;
    const combatant = id ? combat?.combatants.get(id) : undefined;
    if (!combat || !combatant) return;
    switch (target.dataset.action) {
      case "rollInitiative": await combat.rollInitiative?.([combatant.id]); return;
      case "toggleHidden": await combatant.update({ hidden: !combatant.hidden }); return;
      case "toggleDefeated": await combatant.update({ defeated: !combatant.defeated }); return;
      // Ping and pan need the combatant's token on the viewed scene; without it Foundry returns.
      case "pingCombatant": {
        const token = placeableOf(combatant);
        if (token) await canvasOf().ping(token.center);
        return;
      }
      case "panToCombatant": {
        const token = placeableOf(combatant);
        if (token) await canvasOf().animatePan(token.center);
        return;
      }
      default: return;
    }
  }

  /** Makes the combatant-row menu and the encounter menu (ApplicationV2#_createContextMenu in _onFirstRender). */
  override _onFirstRender(context: Ctx, options: Ctx): void {
    super._onFirstRender(context, options);
    this._createContextMenu(() => this._getEntryContextOptions(), ".combatant");
    this._createContextMenu(() => this._getCombatContextOptions(), ".encounter-context-menu, .combat-tracker-header");
  }

  /**
   * Binds a context menu to the elements of this application matching `selector`: a
   * `foundry.applications.ux.ContextMenu` (looked up when made, so a replaced class applies) on the application's
   * element, with the items `handler` prepares now, once (in v13 a menu's items are made at its creation:
   * fvtt-fria-ligan/yearzero-combat-fvtt#58).
   */
  _createContextMenu(handler: () => ContextMenuEntry[], selector: string): ContextMenu {
    const Menu = (globalThis as unknown as { foundry: { applications: { ux: { ContextMenu: typeof ContextMenu } } } })
      .foundry.applications.ux.ContextMenu;
    const menu = new Menu(this.element!, selector, handler());
    this.contextMenus.push(menu);
    return menu;
  }

  /** The menu that opens on `target`, if any. */
  contextMenuFor(target: HTMLElement): ContextMenu | undefined {
    return this.contextMenus.find((menu) => target.matches(menu.selector));
  }

  /** The combatant-row entries: clear initiative, reroll, remove (GM). */
  _getEntryContextOptions(): ContextMenuEntry[] {
    const combatantOf = (li: HTMLElement) => this.viewed?.combatants.get(li.dataset.combatantId ?? "");
    const isGM = () => !!world.users.current?.isGM;
    return [
      entry("COMBAT.CombatantClear", "fa-solid fa-arrow-rotate-left", isGM,
        (li) => combatantOf(li)?.update({ initiative: null })),
      entry("COMBAT.CombatantReroll", "fa-solid fa-dice-d20", isGM,
        (li) => this.viewed?.rollInitiative?.([li.dataset.combatantId ?? ""])),
      entry("COMBAT.CombatantRemove", "fa-solid fa-trash", isGM, (li) => combatantOf(li)?.delete()),
    ];
  }

  /** The encounter entries: reset initiative (GM). */
  _getCombatContextOptions(): ContextMenuEntry[] {
    return [entry("COMBAT.InitiativeReset", "fa-solid fa-arrows-rotate", () => !!world.users.current?.isGM,
      () => this.viewed?.resetAll())];
  }
}

/** A core entry in the running generation's shape. */
function entry(label: string, icon: string, visible: (li: HTMLElement) => boolean,
  run: (li: HTMLElement) => unknown): ContextMenuEntry {
  if (release.generation === 14) return { label, icon, visible, onClick: (_event, li) => run(li) };
  return { name: label, icon, condition: visible, callback: run };
}

/** Renders pending since the last change, per tracker. */
const pending = new WeakMap<CombatTracker, Promise<void>>();
let latest: Promise<void> = Promise.resolve();

/** Resolves once the changes under way have been written and the tracker render they scheduled has finished. */
export async function trackerRendered(): Promise<void> {
  await new Promise((done) => setTimeout(done, 0));
  await latest;
}

/**
 * Re-renders `ui.combat` after a Combat, Combatant or CombatantGroup change, debounced as Combat#debounceSetup
 * documents ("de-duplicate multiple concurrent Combatant changes … re-render the CombatTracker"): every change
 * made before the next task renders once. Changes with `render: false`, and a tracker never rendered, render
 * nothing.
 */
export function installTrackerRendering(tracker: () => CombatTracker | undefined): void {
  const schedule = (options: unknown) => {
    const app = tracker();
    if (!app?.rendered || (options as { render?: boolean } | undefined)?.render === false) return;
    if (pending.has(app)) return;
    const run = new Promise<void>((done) => setTimeout(done, 0)).then(async () => {
      pending.delete(app);
      await app.render();
    });
    pending.set(app, run);
    latest = run;
  };
  for (const name of ["Combat", "Combatant", "CombatantGroup"]) {
    Hooks.on(`create${name}`, (...[, options]: unknown[]) => onUiClient(() => schedule(options)));
    Hooks.on(`update${name}`, (...[, , options]: unknown[]) => onUiClient(() => schedule(options)));
    Hooks.on(`delete${name}`, (...[, options]: unknown[]) => onUiClient(() => schedule(options)));
  }
}
