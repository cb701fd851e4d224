/**
 * Typed bases for Fray's Handlebars sheets. With fvtt-types 13.345 the type of
 * `HandlebarsApplicationMixin(ActorSheetV2)` takes tsc minutes and then fails with TS2589 ("excessively deep"),
 * so the mixin is applied at run time and its result typed as the sheet class plus the mixin members Fray uses.
 */

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2, ItemSheetV2 } = foundry.applications.sheets;

/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
/** A render context as the sheets build it. */
type Context = Record<string, unknown>;

/** One Handlebars part of a sheet (HandlebarsApplicationMixin's HandlebarsTemplatePart). */
export interface HandlebarsPart {
  template: string;
  templates?: string[];
  scrollable?: string[];
  classes?: string[];
  id?: string;
}

/** An ActorSheetV2 rendered by HandlebarsApplicationMixin. */
export declare abstract class HandlebarsActorSheetV2 extends foundry.applications.sheets.ActorSheetV2 {
  /** The parts the sheet renders, each from its own template. */
  static PARTS: Record<string, HandlebarsPart>;
  /** The parts to render this time (a copy of PARTS; override to render fewer). */
  _configureRenderParts(options: RenderOptions): Record<string, HandlebarsPart>;
  /** Prepares the context of one part from the shared context. */
  _preparePartContext(partId: string, context: Context, options: RenderOptions): Promise<Context>;
}

/** An ItemSheetV2 rendered by HandlebarsApplicationMixin. */
export declare abstract class HandlebarsItemSheetV2 extends foundry.applications.sheets.ItemSheetV2 {
  /** The parts the sheet renders, each from its own template. */
  static PARTS: Record<string, HandlebarsPart>;
  /** Prepares the context of one part from the shared context. */
  _preparePartContext(partId: string, context: Context, options: RenderOptions): Promise<Context>;
}

/** Applies the mixin without asking the compiler to instantiate its generic type. */
// fvtt-types 13.345: instantiating the mixin's type fails with TS2589 (see the file comment).
const mix = HandlebarsApplicationMixin as unknown as (base: unknown) => unknown;

/** The base class of Fray's actor sheets. */
export const HandlebarsActorSheet = mix(ActorSheetV2) as typeof HandlebarsActorSheetV2;

/** The base class of Fray's item sheets. */
export const HandlebarsItemSheet = mix(ItemSheetV2) as typeof HandlebarsItemSheetV2;
