/**
 * The typed base of Fray's combat tracker. With fvtt-types 13.345 the generic context types of
 * `foundry.applications.sidebar.tabs.CombatTracker` fight every override, so the class is used as it is at run
 * time and typed here with the members Fray's tracker overrides or calls.
 */
import type { HandlebarsPart } from "../api/handlebars-sheets.js";

/** Render options ApplicationV2 passes to its lifecycle methods. */
export type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** A render context as the tracker builds it. */
export type Context = Record<string, unknown>;

/** A context-menu entry in the generation's shape (compat.contextMenuEntry builds them). */
export type MenuEntry = Record<string, unknown>;

/** foundry.applications.sidebar.tabs.CombatTracker as Fray uses it. */
export declare abstract class CombatTrackerV2 {
  /** The parts the tracker renders, each from its own template. */
  static PARTS: Record<string, HandlebarsPart>;
  /** The application's options (actions merged with core's). */
  static DEFAULT_OPTIONS: Record<string, unknown>;
  /** The rendered root element. */
  element: HTMLElement;
  /** Whether the tracker has rendered. */
  rendered: boolean;
  /** The Combat the tracker shows. */
  get viewed(): Combat.Implementation | null;
  /** Renders the tracker (or the given parts). */
  render(options?: boolean | Record<string, unknown>): Promise<this>;
  /** The parts to render this time (a deep copy of PARTS). */
  _configureRenderParts(options: RenderOptions): Record<string, HandlebarsPart>;
  /** Prepares one part's context. */
  _preparePartContext(partId: string, context: Context, options: RenderOptions): Promise<Context>;
  /** The combat context of the header and footer. */
  _prepareCombatContext(context: Context, options: RenderOptions): Promise<void>;
  /** The tracker context: `context.turns`. */
  _prepareTrackerContext(context: Context, options: RenderOptions): Promise<void>;
  /** One combatant's turn object. */
  _prepareTurnContext(combat: Combat.Implementation, combatant: Combatant.Implementation, index: number):
  Promise<Context>;
  /** The combatant-row context menu entries. */
  _getEntryContextOptions(): MenuEntry[];
  /** Runs after each render, the element drawn. */
  _onRender(context: Context, options: RenderOptions): Promise<void>;
}

/** The core tracker class, typed as CombatTrackerV2. */
// fvtt-types 13.345: the tracker's generic context types reject every override (see the file comment).
export const CombatTrackerBase = foundry.applications.sidebar.tabs.CombatTracker as unknown as
  typeof CombatTrackerV2;
