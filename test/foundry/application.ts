import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Handlebars from "handlebars";
import { mergeObject } from "./data-model.js";
import { Hooks } from "./hooks.js";
import { REPO_ROOT } from "./localization.js";

type Ctx = Record<string, unknown>;
type ActionHandler = (this: ApplicationV2, event: Event, target: HTMLElement) => unknown;

/** Options of an ApplicationV2 (ApplicationConfiguration), merged up the class chain. */
export interface ApplicationOptions {
  id?: string;
  tag?: string;
  classes?: string[];
  window?: Record<string, unknown>;
  position?: Record<string, unknown>;
  actions?: Record<string, ActionHandler | { handler: ActionHandler }>;
  form?: { handler?: (this: ApplicationV2, event: Event, form: HTMLFormElement, data: FormDataExtended) => unknown;
    submitOnChange?: boolean; closeOnSubmit?: boolean };
  [option: string]: unknown;
}

/** Maps a Foundry template path (systems/fray/… or core templates/…) to a file in this repo or the stand-in. */
function templateFile(path: string): string {
  if (path.startsWith("systems/fray/")) return resolve(REPO_ROOT, path.slice("systems/fray/".length));
  return resolve(REPO_ROOT, "test/foundry/core-templates", path.replace(/^templates\//, ""));
}

/** Where the templates compiled from each source text are kept across copies of this module (a symbol, no name). */
const COMPILED: unique symbol = Symbol.for("fray.standIn.compiledTemplates");

/**
 * The templates compiled so far, by source text, shared by every copy of this module a thread loads (each test file
 * loads its own): a compiled template reads Handlebars' helpers and partials when it runs, so it keeps no file's.
 */
const shared = globalThis as typeof globalThis & { [COMPILED]?: Map<string, HandlebarsTemplateDelegate> };
const compiled = (shared[COMPILED] ??= new Map<string, HandlebarsTemplateDelegate>());

/** foundry.applications.handlebars.getTemplate: the template at `path`, read and compiled once, then cached. */
function getTemplate(path: string): HandlebarsTemplateDelegate {
  const source = readFileSync(templateFile(path), "utf8");
  let template = compiled.get(source);
  if (!template) {
    template = Handlebars.compile(source, { strict: false });
    compiled.set(source, template);
  }
  return template;
}

/** foundry.applications.handlebars.renderTemplate: renders a template file with the real Handlebars. */
export async function renderTemplate(path: string, data: Ctx): Promise<string> {
  return getTemplate(path)(data, { allowProtoPropertiesByDefault: true, allowProtoMethodsByDefault: true });
}

/**
 * foundry.applications.handlebars.loadTemplates: loads, caches and registers partials by path (or by the keys of
 * a record); a cached template is compiled once, not again on every render that loads it.
 */
export async function loadTemplates(paths: string[] | Record<string, string>): Promise<void> {
  const entries = Array.isArray(paths) ? paths.map((p) => [p, p] as const) : Object.entries(paths);
  for (const [name, path] of entries) Handlebars.registerPartial(name, getTemplate(path));
}

/**
 * foundry.applications.ux.FormDataExtended: a form's values as an object (checkboxes boolean, numbers numeric,
 * <multi-checkbox> and <multi-select> arrays of their selected option values).
 */
export class FormDataExtended {
  readonly object: Record<string, unknown> = {};

  /** Reads every named input, select, textarea and multi-choice element of `form`. */
  constructor(form: HTMLFormElement) {
    for (const el of Array.from(form.querySelectorAll<HTMLElement>("multi-checkbox[name], multi-select[name]"))) {
      if (el.hasAttribute("disabled")) continue;
      this.object[el.getAttribute("name")!] = Array.from(el.querySelectorAll("option")).filter((o) => o.selected)
        .map((o) => o.value);
    }
    for (const el of Array.from(form.querySelectorAll<HTMLInputElement>("input[name], select[name], textarea[name]"))) {
      if (el.disabled) continue;
      if (el.type === "checkbox") this.object[el.name] = el.checked;
      else if (el.type === "radio") { if (el.checked) this.object[el.name] = el.value; }
      else if (el.type === "number" || el.dataset.dtype === "Number") {
        this.object[el.name] = el.value === "" ? null : Number(el.value);
      } else this.object[el.name] = el.value;
    }
  }
}

/** foundry.applications.api.ApplicationV2: options, render lifecycle, click actions and form submission. */
export class ApplicationV2 {
  static DEFAULT_OPTIONS: ApplicationOptions = { tag: "div", classes: [], window: { title: "" }, actions: {},
    form: undefined };
  static #nextId = 0;
  readonly options: ApplicationOptions;
  element: HTMLElement | null = null;
  rendered = false;
  /** The application's unique id (ApplicationV2#id). */
  readonly id: string;

  /** Merges DEFAULT_OPTIONS from the base class down, then `options`. */
  constructor(options: ApplicationOptions = {}) {
    const chain: (typeof ApplicationV2)[] = [];
    for (let cls = this.constructor as typeof ApplicationV2; cls?.DEFAULT_OPTIONS; cls = Object.getPrototypeOf(cls)) {
      if (Object.hasOwn(cls, "DEFAULT_OPTIONS")) chain.unshift(cls);
    }
    let merged: ApplicationOptions = {};
    for (const cls of chain) merged = mergeObject(merged, cls.DEFAULT_OPTIONS);
    this.options = mergeObject(merged, options);
    this.options.classes = chain.flatMap((c) => (Object.hasOwn(c, "DEFAULT_OPTIONS") ? c.DEFAULT_OPTIONS.classes ?? [] : []));
    ApplicationV2.#nextId += 1;
    this.id = this.options.id ?? `app-${ApplicationV2.#nextId}`;
  }

  /** The window title. */
  get title(): string {
    return String(this.options.window?.title ?? "");
  }

  /**
   * Renders (or re-renders) the application into `element`. As ApplicationV2#render documents, an application
   * that is not yet rendered renders only with `force`, and `_canRender` may refuse (false) or throw.
   */
  async render(_options: boolean | Record<string, unknown> = {}): Promise<this> {
    const options = typeof _options === "boolean" ? { force: _options } : _options;
    if (!this.rendered && !options.force) return this;
    if (this._canRender(options) === false) return this;
    const context = await this._prepareContext(options);
    const result = await this._renderHTML(context, options);
    const first = !this.element;
    if (!this.element) this.element = this.#createElement();
    this._replaceHTML(result, this.element, options);
    this.rendered = true;
    if (first) this._onFirstRender(context, options);
    this._onRender(context, options);
    for (let cls = this.constructor as typeof ApplicationV2; cls?.DEFAULT_OPTIONS; cls = Object.getPrototypeOf(cls)) {
      Hooks.callAll(`render${cls.name}`, this, this.element, context, options);
    }
    return this;
  }

  /** Closes the application. */
  async close(): Promise<this> {
    this.element?.remove();
    this.element = null;
    this.rendered = false;
    this._onClose({});
    return this;
  }

  /** Whether the application may render; return false to skip, or throw to refuse (ApplicationV2#_canRender). */
  _canRender(_options: Ctx): false | void {}

  /** Runs once, after the first render (ApplicationV2#_onFirstRender). */
  _onFirstRender(_context: Ctx, _options: Ctx): void {}

  /** Runs after the application closed (ApplicationV2#_onClose). */
  _onClose(_options: Ctx): void {}

  /** Submits the form through `options.form.handler`. */
  async submit(): Promise<void> {
    const form = this.element as HTMLFormElement;
    await this.options.form?.handler?.call(this, new Event("submit"), form, new FormDataExtended(form));
    if (this.options.form?.closeOnSubmit) await this.close();
  }

  /** Builds the render context. */
  async _prepareContext(_options: Ctx): Promise<Ctx> {
    return {};
  }

  /** Produces the HTML result (overridden by HandlebarsApplicationMixin). */
  async _renderHTML(_context: Ctx, _options: Ctx): Promise<unknown> {
    return "";
  }

  /** Puts the result into the element. */
  _replaceHTML(result: unknown, element: HTMLElement, _options: Ctx): void {
    element.innerHTML = String(result);
  }

  /** Runs after rendering. */
  _onRender(_context: Ctx, _options: Ctx): void {}

  /** Creates the root element with click-action and submit listeners. */
  #createElement(): HTMLElement {
    const element = document.createElement(this.options.tag ?? "div");
    element.classList.add("application", ...(this.options.classes ?? []));
    element.addEventListener("click", (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
      const entry = target && this.options.actions?.[target.dataset.action!];
      if (!target || !entry) return;
      const handler = typeof entry === "function" ? entry : entry.handler;
      void handler.call(this, event, target);
    });
    element.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.submit();
    });
    document.body.append(element);
    return element;
  }
}

/** A Handlebars part: its template and options. */
export interface HandlebarsPart {
  template: string;
  templates?: string[];
  classes?: string[];
  scrollable?: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript requires any[] for mixin constructors
type AppClass = abstract new (...args: any[]) => ApplicationV2;

/** foundry.applications.api.HandlebarsApplicationMixin: renders `static PARTS` with Handlebars. */
export function HandlebarsApplicationMixin<T extends AppClass>(Base: T) {
  abstract class HandlebarsApplication extends Base {
    static PARTS: Record<string, HandlebarsPart> = {};

    /** The parts to render (override to drop some). */
    _configureRenderParts(_options: Ctx): Record<string, HandlebarsPart> {
      return structuredClone((this.constructor as unknown as { PARTS: Record<string, HandlebarsPart> }).PARTS);
    }

    /** Prepares one part's context. */
    async _preparePartContext(_partId: string, context: Ctx, _options: Ctx): Promise<Ctx> {
      return context;
    }

    /**
     * Renders each part's template into an element keyed by part id: every part on the first render, only those
     * `options.parts` names on a re-render (ApplicationV2 RenderOptions#parts, HandlebarsApplicationMixin). A part
     * must render exactly one root element, else the render throws, as Foundry's does ("Template part must render
     * a single HTML element").
     */
    override async _renderHTML(context: Ctx, options: Ctx): Promise<Record<string, HTMLElement>> {
      const out: Record<string, HTMLElement> = {};
      const only = this.rendered && Array.isArray(options.parts) ? options.parts as string[] : null;
      for (const [partId, part] of Object.entries(this._configureRenderParts(options))) {
        if (only && !only.includes(partId)) continue;
        if (part.templates) await loadTemplates(part.templates);
        const partContext = await this._preparePartContext(partId, { ...context }, options);
        const holder = document.createElement("div");
        holder.innerHTML = (await renderTemplate(part.template, partContext)).trim();
        if (holder.children.length !== 1) {
          throw new Error(`Template part "${partId}" must render a single HTML element.`);
        }
        const element = holder.firstElementChild as HTMLElement;
        element.dataset.applicationPart = partId;
        element.classList.add(...(part.classes ?? []));
        out[partId] = element;
      }
      return out;
    }

    /** Replaces the rendered parts inside the element, each in its place; the parts not rendered stay. */
    override _replaceHTML(result: unknown, element: HTMLElement): void {
      for (const [partId, part] of Object.entries(result as Record<string, HTMLElement>)) {
        const old = [...element.children].find((child) => (child as HTMLElement).dataset.applicationPart === partId);
        if (old) old.replaceWith(part);
        else element.append(part);
      }
    }
  }
  return HandlebarsApplication;
}
