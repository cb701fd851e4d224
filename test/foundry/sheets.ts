/**
 * The document sheets of foundry.applications (DocumentSheetV2, ActorSheetV2, ItemSheetV2), DocumentSheetConfig,
 * TextEditor and DragDrop, as Foundry's API documentation describes them.
 */
import { fromUuidSync } from "./uuid.js";
import { ApplicationV2, FormDataExtended, type ApplicationOptions } from "./application.js";
import { Document, OWNERSHIP, world } from "./documents.js";
import { htmlDocument } from "./chat.js";
import { Hooks } from "./hooks.js";
import { onUiClient } from "./world.js";

type Ctx = Record<string, unknown>;

/** Options of a document sheet: the document it shows and the permissions to view and edit it. */
export interface DocumentSheetOptions extends ApplicationOptions {
  document?: Document;
  viewPermission?: number;
  editPermission?: number;
}

/** One tab of `static TABS` (ApplicationTab). */
interface TabConfig {
  id: string;
  icon?: string;
  label?: string;
}

/** A tab group of `static TABS`. */
interface TabGroupConfig {
  tabs: TabConfig[];
  initial?: string;
  labelPrefix?: string;
}

/** A prepared tab as templates see it. */
export interface TabContext extends TabConfig {
  group: string;
  label: string;
  active: boolean;
  cssClass: string;
}

/** foundry.applications.api.DocumentSheetV2: a form over one document, submitted with Document#update. */
export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: DocumentSheetOptions = {
    tag: "form",
    classes: ["sheet"],
    form: { submitOnChange: true, closeOnSubmit: false },
    viewPermission: OWNERSHIP.LIMITED,
    editPermission: OWNERSHIP.OWNER,
  };
  readonly document: Document;
  /** The active tab of each tab group (ApplicationV2#tabGroups). */
  readonly tabGroups: Record<string, string> = {};

  /** Creates the sheet for `options.document`, whose update becomes the form handler. */
  constructor(options: DocumentSheetOptions = {}) {
    super(options);
    if (!options.document) throw new Error("A DocumentSheetV2 needs a document");
    this.document = options.document;
    this.options.form = { ...this.options.form, handler: DocumentSheetV2.#onSubmitDocumentForm };
  }

  /** The document's name. */
  override get title(): string {
    return this.document.name;
  }

  /**
   * Whether the current user may edit the document: never inside a locked compendium (`document.pack` names a
   * pack whose `locked` is true), else when the user has editPermission on it (DocumentSheetV2#isEditable).
   */
  get isEditable(): boolean {
    const pack = (this.document as { pack?: string | null }).pack;
    const packs = (globalThis as { game?: { packs?: Map<string, { locked?: boolean }> } }).game?.packs;
    if (pack && packs?.get(pack)?.locked) return false;
    const level = (this.options as DocumentSheetOptions).editPermission ?? OWNERSHIP.OWNER;
    return this.document.testUserPermission(world.users.current, level);
  }

  /** Whether the current user may see the sheet: has viewPermission, LIMITED by default (DocumentSheetV2#isVisible). */
  get isVisible(): boolean {
    const level = (this.options as DocumentSheetOptions).viewPermission ?? OWNERSHIP.LIMITED;
    return this.document.testUserPermission(world.users.current, level);
  }

  /** Refuses, with an error, to render for a user who may not see the document (DocumentSheetV2#_canRender). */
  override _canRender(options: Ctx): false | void {
    super._canRender(options);
    if (!this.isVisible) {
      throw new Error(`You do not have permission to view this ${this.document.documentName} sheet.`);
    }
  }

  /** Registers the sheet in the document's `apps`, so the document re-renders it (DocumentSheetV2#_onFirstRender). */
  override _onFirstRender(context: Ctx, options: Ctx): void {
    super._onFirstRender(context, options);
    appsOf(this.document)[this.id] = this;
  }

  /** Removes the sheet from the document's `apps` (DocumentSheetV2#_onClose). */
  override _onClose(options: Ctx): void {
    super._onClose(options);
    delete appsOf(this.document)[this.id];
  }

  /** The document, its source, its fields and whether it is editable. */
  override async _prepareContext(options: Ctx): Promise<Ctx> {
    const context = await super._prepareContext(options);
    return Object.assign(context, { document: this.document, source: this.document._source,
      editable: this.isEditable, user: world.users.current, rootId: this.document.id });
  }

  /** The tabs of `group` from `static TABS`, with the active one marked (ApplicationV2#_prepareTabs). */
  _prepareTabs(group: string): Record<string, TabContext> {
    const config = (this.constructor as unknown as { TABS?: Record<string, TabGroupConfig> }).TABS?.[group];
    if (!config) return {};
    this.tabGroups[group] ??= config.initial ?? config.tabs[0]?.id ?? "";
    return Object.fromEntries(config.tabs.map((tab) => {
      const active = this.tabGroups[group] === tab.id;
      const label = tab.label ?? (config.labelPrefix ? `${config.labelPrefix}.${tab.id}` : tab.id);
      return [tab.id, { ...tab, group, label, active, cssClass: active ? "active" : "" }];
    }));
  }

  /** Activates a tab and re-renders (ApplicationV2#changeTab). */
  changeTab(tab: string, group: string): void {
    this.tabGroups[group] = tab;
    void this.render();
  }

  /** Disables the inputs of a read-only sheet and submits on change when submitOnChange is set. */
  override _onRender(context: Ctx, options: Ctx): void {
    super._onRender(context, options);
    const element = this.element!;
    if (!this.isEditable) {
      for (const el of Array.from(element.querySelectorAll<HTMLInputElement>("input, select, textarea, button"))) {
        if (!el.closest(".always-interactive")) el.disabled = true;
      }
    }
    if (!element.dataset.changeBound) {
      element.dataset.changeBound = "1";
      element.addEventListener("click", (event) => {
        const tab = (event.target as HTMLElement).closest<HTMLElement>("[data-action=tab]");
        if (tab?.dataset.tab && tab.dataset.group) this.changeTab(tab.dataset.tab, tab.dataset.group);
      });
      element.addEventListener("change", () => {
        if (this.options.form?.submitOnChange && this.isEditable) void this.submit();
      });
    }
  }

  /** Turns the form data into the update; subclasses may override. */
  _prepareSubmitData(_event: Event, _form: HTMLFormElement, formData: FormDataExtended): Ctx {
    return formData.object;
  }

  /** Writes the submitted data to the document. */
  async _processSubmitData(_event: Event, _form: HTMLFormElement, submitData: Ctx): Promise<void> {
    await this.document.update(submitData);
  }

  /** The form handler: a sheet the user may not edit submits nothing; else prepare the data and update. */
  static async #onSubmitDocumentForm(this: ApplicationV2, event: Event, form: HTMLFormElement,
    formData: FormDataExtended): Promise<void> {
    const sheet = this as DocumentSheetV2;
    if (!sheet.isEditable) return;
    await sheet._processSubmitData(event, form, sheet._prepareSubmitData(event, form, formData));
  }
}

/**
 * foundry.applications.sheets.ActorSheetV2: a document sheet whose document is an Actor, which handles drops
 * itself: one DragDrop bound when the sheet is first rendered calls `_onDrop`, which fires `dropActorSheetData`
 * (false cancels) and hands the dropped document to `_onDropItem`, `_onDropActiveEffect` or `_onDropActor`.
 */
export class ActorSheetV2 extends DocumentSheetV2 {
  /** The actor. */
  get actor(): Document {
    return this.document;
  }

  /** Binds the sheet's one drop handler, allowed only while the sheet is editable. */
  override _onFirstRender(context: Ctx, options: Ctx): void {
    super._onFirstRender(context, options);
    new DragDrop({ dropSelector: null, permissions: { drop: () => this.isEditable },
      callbacks: { drop: (event) => this._onDrop(event) } }).bind(this.element!);
  }

  /** Reads the drag data, lets `dropActorSheetData` cancel, then resolves and dispatches the dropped document. */
  async _onDrop(event: DragEvent): Promise<unknown> {
    const data = TextEditor.getDragEventData(event) as { type?: string };
    if (Hooks.call("dropActorSheetData", this.actor, this, data) === false) return null;
    const cls = data.type ? world.documentClass(data.type) as (typeof Document & DropData) | undefined : undefined;
    const document = await cls?.fromDropData?.(data);
    if (!document) return null;
    switch (data.type) {
      case "Item": return this._onDropItem(event, document);
      case "ActiveEffect": return this._onDropActiveEffect(event, document);
      case "Actor": return this._onDropActor(event, document);
      default: return null;
    }
  }

  /** Creates a copy of a dropped Item on the actor (keeping its id when free); none for the actor's own item. */
  async _onDropItem(_event: DragEvent, item: Document): Promise<Document | null> {
    if (!this.actor.isOwner || item.parent === this.actor) return null;
    const keepId = !this.actor.getEmbeddedCollection("Item").has(item.id);
    const [created] = await this.actor.createEmbeddedDocuments("Item", [item.toObject()], { keepId });
    return created ?? null;
  }

  /** Creates a copy of a dropped ActiveEffect on the actor; none for the actor's own effect. */
  async _onDropActiveEffect(_event: DragEvent, effect: Document): Promise<Document | null> {
    if (!this.actor.isOwner || effect.parent === this.actor) return null;
    const keepId = !this.actor.getEmbeddedCollection("ActiveEffect").has(effect.id);
    const [created] = await this.actor.createEmbeddedDocuments("ActiveEffect", [effect.toObject()], { keepId });
    return created ?? null;
  }

  /** A dropped Actor does nothing by default; systems override this. */
  async _onDropActor(_event: DragEvent, _actor: Document): Promise<Document | null> {
    return null;
  }
}

/** A document class that can resolve drag data (Document.fromDropData). */
interface DropData {
  fromDropData?: (data: Ctx) => Promise<Document | undefined>;
}

/** foundry.applications.sheets.ItemSheetV2: a document sheet whose document is an Item. */
export class ItemSheetV2 extends DocumentSheetV2 {
  /** The item. */
  get item(): Document {
    return this.document;
  }

  /** The actor owning the item, if any. */
  get actor(): Document | null {
    return this.document.parent;
  }
}

/** One registered sheet. */
export interface SheetRegistration {
  documentName: string;
  scope: string;
  sheetClass: unknown;
  types: string[];
  makeDefault: boolean;
  label: string;
}

/** foundry.applications.apps.DocumentSheetConfig: the sheet registry (registerSheet/unregisterSheet). */
export class DocumentSheetConfig {
  /** Every registration made, in order. */
  static readonly registrations: SheetRegistration[] = [];

  /** Registers `sheetClass` for `documentClass` and the given types. */
  static registerSheet(documentClass: { documentName: string }, scope: string, sheetClass: unknown,
    { types = [], makeDefault = false, label = "" }: { types?: string[]; makeDefault?: boolean; label?: string } = {},
  ): void {
    this.registrations.push({ documentName: documentClass.documentName, scope, sheetClass, types, makeDefault,
      label });
  }

  /** Removes a registration. */
  static unregisterSheet(documentClass: { documentName: string }, scope: string, sheetClass: unknown): void {
    const index = this.registrations.findIndex((r) => r.documentName === documentClass.documentName &&
      r.scope === scope && r.sheetClass === sheetClass);
    if (index >= 0) this.registrations.splice(index, 1);
  }
}

/** foundry.applications.ux.TextEditor: rich-text enrichment and drag data. */
export class TextEditor {
  /** The configured implementation (this class). */
  static get implementation(): typeof TextEditor {
    return TextEditor;
  }

  /**
   * Enriches HTML with the custom enrichers of CONFIG.TextEditor.enrichers ({pattern, enricher}): each match of a
   * pattern in a text node is replaced by the element its enricher returns (kept as text when it returns null).
   * The stand-in knows none of Foundry's own enrichers (@UUID, inline rolls): with no custom enricher configured
   * the HTML is returned unchanged.
   */
  static async enrichHTML(content: string | null, options: Ctx = {}): Promise<string> {
    const enrichers = ((globalThis as { CONFIG?: { TextEditor?: { enrichers?: EnricherConfig[] } } }).CONFIG
      ?.TextEditor?.enrichers ?? []);
    if (!enrichers.length || !content) return content ?? "";
    const container = htmlDocument().createElement("div");
    container.innerHTML = content;
    for (const config of enrichers) await applyEnricher(container, config, options);
    return container.innerHTML;
  }

  /** Reads the JSON drag data of a drag event (text/plain), or an empty object. */
  static getDragEventData(event: DragEvent): Ctx {
    try {
      return JSON.parse(event.dataTransfer?.getData("text/plain") ?? "") as Ctx;
    } catch {
      return {};
    }
  }
}

/** One entry of CONFIG.TextEditor.enrichers (TextEditorEnricherConfig). */
interface EnricherConfig {
  pattern: RegExp;
  enricher: (match: RegExpMatchArray, options: Ctx) => Promise<HTMLElement | null>;
}

/** Every text node under `root`. */
function textNodes(root: Node): Text[] {
  const nodes: Text[] = [];
  for (const child of root.childNodes) {
    if (child.nodeType === 3) nodes.push(child as Text);
    else nodes.push(...textNodes(child));
  }
  return nodes;
}

/** Replaces each match of one enricher's pattern in the text nodes under `root` by the element it returns. */
async function applyEnricher(root: HTMLElement, { pattern, enricher }: EnricherConfig, options: Ctx): Promise<void> {
  for (const node of textNodes(root)) {
    const text = node.textContent ?? "";
    const matches = [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags
      : `${pattern.flags}g`))];
    if (!matches.length) continue;
    const parts: (string | Node)[] = [];
    let at = 0;
    for (const match of matches) {
      const replaced = await enricher(match, options);
      if (!replaced) continue;
      parts.push(text.slice(at, match.index), replaced);
      at = match.index + match[0].length;
    }
    parts.push(text.slice(at));
    node.replaceWith(...parts.filter((part) => part !== ""));
  }
}

/** Callbacks and permissions of a DragDrop handler. */
export interface DragDropConfiguration {
  dragSelector?: string | null;
  dropSelector?: string | null;
  permissions?: Record<string, (selector: string | null) => boolean>;
  callbacks?: Record<string, (event: DragEvent) => unknown>;
}

/** foundry.applications.ux.DragDrop: binds dragstart/dragover/drop listeners to an element. */
export class DragDrop {
  /** The configured implementation (this class). */
  static get implementation(): typeof DragDrop {
    return DragDrop;
  }

  /** Creates the handler from its configuration. */
  constructor(readonly config: DragDropConfiguration) {}

  /** Listens on `html` for drags and drops, calling the callbacks the permissions allow. */
  bind(html: HTMLElement): this {
    const { dropSelector = null, permissions = {}, callbacks = {} } = this.config;
    const allowed = (name: string) => permissions[name]?.(dropSelector) ?? true;
    const target = dropSelector ? html.querySelector<HTMLElement>(dropSelector) ?? html : html;
    target.addEventListener("dragover", (event) => {
      if (allowed("drop")) callbacks.dragover?.(event as DragEvent);
    });
    target.addEventListener("drop", (event) => {
      event.preventDefault();
      if (allowed("drop")) void callbacks.drop?.(event as DragEvent);
    });
    return this;
  }
}

/**
 * Adds Document.implementation, Document.fromDropData (by uuid, fromUuid: a world document or one embedded in
 * another, such as an item on another actor's sheet; or by data) and Document#toDragData ("Serialize salient
 * information about this Document when dragging it": its type and uuid; foundryvtt.com/api/v13 ClientDocumentMixin).
 */
export function installDropData(): void {
  Object.defineProperty(Document, "implementation", { configurable: true, get() { return this; } });
  Object.assign(Document, {
    async fromDropData(this: typeof Document, data: { uuid?: string; data?: Ctx }): Promise<Document | undefined> {
      if (data.data) return new this(data.data);
      const found = data.uuid ? fromUuidSync(data.uuid) : null;
      return found?.documentName === this.documentName ? found : undefined;
    },
  });
  Object.assign(Document.prototype, {
    toDragData(this: Document): Ctx {
      return { type: this.documentName, uuid: this.uuid };
    },
  });
}

/** The sheet instance of each document, made on first use (ClientDocument#sheet). */
const sheets = new WeakMap<Document, DocumentSheetV2>();

/**
 * The document's sheet: one instance of the sheet class registered for its type (the latest default
 * registration wins, as DocumentSheetConfig's makeDefault does), or null when none is registered.
 */
function sheetOf(document: Document): DocumentSheetV2 | null {
  const existing = sheets.get(document);
  if (existing) return existing;
  const matching = DocumentSheetConfig.registrations.filter((r) => r.documentName === document.documentName &&
    (!r.types.length || r.types.includes(document.type)));
  const registration = matching.findLast((r) => r.makeDefault) ?? matching.at(-1);
  if (!registration) return null;
  const sheet = new (registration.sheetClass as typeof DocumentSheetV2)({ document });
  sheets.set(document, sheet);
  return sheet;
}

/** The open applications of each document (ClientDocument#apps). */
const openApps = new WeakMap<Document, Record<string, ApplicationV2>>();

/** The `apps` record of a document, created on first use. */
function appsOf(document: Document): Record<string, ApplicationV2> {
  let apps = openApps.get(document);
  if (!apps) openApps.set(document, apps = {});
  return apps;
}

/**
 * Adds ClientDocument#apps, #render and #sheet, and re-renders as ClientDocument's `_onCreate`/`_onUpdate`/`_onDelete`
 * and descendant handlers do: a document's open sheets after it is updated, its ancestors' after an embedded
 * document is created, updated or deleted, and a deleted document's sheets close. `render: false` skips it.
 */
export function installSheetRendering(documentNames: string[]): void {
  Object.defineProperty(Document.prototype, "apps", { configurable: true, get(this: Document) { return appsOf(this); } });
  Object.assign(Document.prototype, {
    render(this: Document, force = false, options: Ctx = {}): void {
      for (const app of Object.values(appsOf(this))) void app.render({ ...options, force });
    },
  });
  Object.defineProperty(Document.prototype, "sheet", { configurable: true, get(this: Document) { return sheetOf(this); } });
  const render = (document: Document | null) => (document as unknown as { render(): void } | null)?.render();
  const ancestors = (document: Document) => {
    for (let parent = document.parent; parent; parent = parent.parent) render(parent);
  };
  type Options = { render?: boolean } | undefined;
  for (const name of documentNames) {
    Hooks.on(`create${name}`, (...[document, options]: unknown[]) => onUiClient(() => {
      if ((options as Options)?.render !== false) ancestors(document as Document);
    }));
    Hooks.on(`update${name}`, (...[document, , options]: unknown[]) => onUiClient(() => {
      if ((options as Options)?.render === false) return;
      render(document as Document);
      ancestors(document as Document);
    }));
    Hooks.on(`delete${name}`, (...[document, options]: unknown[]) => onUiClient(() => {
      for (const app of Object.values(appsOf(document as Document))) void app.close();
      if ((options as Options)?.render !== false) ancestors(document as Document);
    }));
  }
}
