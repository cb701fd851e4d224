import type { PresetId, RuleToggles } from "../../rules/index.js";
import { getPreset, getRuleToggles } from "../../settings.js";
import { HandlebarsActorSheet } from "./handlebars-sheets.js";
import { itemRow, type ItemRow } from "./item-rows.js";

/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
/** A loosely typed view of a document's system data, read defensively by the sheets. */
export type SystemData = Record<string, unknown>;

/** The shared context every actor sheet part receives. */
export interface ActorSheetContext {
  system: SystemData;
  preset: PresetId;
  rules: RuleToggles;
  [key: string]: unknown;
}

/** The base of Fray's actor sheets: shared options, item actions, play/edit modes and item drops. */
export class FrayActorSheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS: typeof HandlebarsActorSheet.DEFAULT_OPTIONS = {
    classes: ["fray", "actor"],
    position: { width: 620, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: {
      createItem: FrayActorSheet.#onCreateItem,
      editItem: FrayActorSheet.#onEditItem,
      deleteItem: FrayActorSheet.#onDeleteItem,
      toggleEquip: FrayActorSheet.#onToggleEquip,
      toggleMode: FrayActorSheet.#onToggleMode,
    },
  };

  /** Whether the sheet shows inputs ("edit") or values ("play"). */
  #mode: "play" | "edit" = "play";

  /** True when the user may edit and has switched to edit mode. */
  get isEditMode(): boolean {
    return this.isEditable && this.#mode === "edit";
  }

  /** The shared context: actor, system data and fields, mode, active preset and item rows by type. */
  override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const preset = getPreset();
    const rules = getRuleToggles();
    const tagRules = { shock: rules.shock, ap: preset === "lot" };
    const items = actor.items.contents.map((item) => itemRow(item, tagRules));
    const byType = (type: string): ItemRow[] => items.filter((row) => row.type === type);
    return Object.assign(context, {
      actor,
      system: actor.system as unknown as SystemData,
      systemSource: actor.system._source as unknown as SystemData,
      systemFields: (actor.system as unknown as foundry.abstract.DataModel.Any).schema.fields,
      editable: this.isEditable,
      editMode: this.isEditMode,
      preset,
      rules,
      items: { weapons: byType("weapon"), armor: byType("armor"), shields: byType("shield"),
        abilities: byType("ability"), gear: byType("gear") },
    });
  }

  /** Lets items be dropped onto the sheet. */
  override async _onRender(context: object, options: RenderOptions): Promise<void> {
    await super._onRender(context as never, options);
    new foundry.applications.ux.DragDrop.implementation({
      dropSelector: null,
      permissions: { drop: () => this.isEditable },
      callbacks: { drop: (event: DragEvent) => this.#onDropItem(event) },
    }).bind(this.element);
  }

  /** True when the user may change the actor; otherwise a localized warning and false. */
  protected _assertEditable(): boolean {
    if (this.isEditable) return true;
    ui.notifications?.warn(game.i18n.localize("FRAY.SHEET.notEditable"));
    return false;
  }

  /** The embedded item a clicked control names; a localized warning when it is gone (deleted elsewhere). */
  protected _clickedItem(target: HTMLElement) {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return warnWhenGone(id ? this.actor.items.get(id) : undefined);
  }

  /** The embedded effect a clicked control names; a localized warning when it is gone. */
  protected _clickedEffect(target: HTMLElement) {
    const id = target.closest<HTMLElement>("[data-effect-id]")?.dataset.effectId;
    return warnWhenGone(id ? this.actor.effects.get(id) : undefined);
  }

  /** Creates an embedded copy of a dropped Item. */
  async #onDropItem(event: DragEvent): Promise<void> {
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as { type?: string };
    if (data.type !== "Item" || !this._assertEditable()) return;
    const item = await foundry.documents.Item.implementation.fromDropData(data as never);
    if (!item || item.parent === this.actor) return;
    await this.actor.createEmbeddedDocuments("Item", [item.toObject() as never]);
  }

  /** Creates a new item of the clicked type, named after the type. */
  static async #onCreateItem(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const type = target.dataset.type ?? "";
    if (!(type in CONFIG.Item.dataModels)) {
      ui.notifications?.error(game.i18n.format("FRAY.SHEET.unknownItemType", { type }));
      return;
    }
    const name = game.i18n.format("FRAY.SHEET.newItem", { type: game.i18n.localize(`TYPES.Item.${type}`) });
    await this.actor.createEmbeddedDocuments("Item", [{ name, type } as never]);
  }

  /** Opens the clicked item's sheet. */
  static async #onEditItem(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    await this._clickedItem(target)?.sheet?.render(true);
  }

  /** Deletes the clicked item. */
  static async #onDeleteItem(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    await this._clickedItem(target)?.delete();
  }

  /** Equips or unequips the clicked item. */
  static async #onToggleEquip(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const item = this._clickedItem(target);
    if (!item) return;
    const equipped = Boolean((item.system as unknown as SystemData).equipped);
    await item.update({ "system.equipped": !equipped } as never);
  }

  /** Switches between play and edit mode and re-renders. */
  static async #onToggleMode(this: FrayActorSheet): Promise<void> {
    if (!this.isEditable) return;
    this.#mode = this.#mode === "edit" ? "play" : "edit";
    await this.render();
  }
}

/** Passes a document through, warning (localized) when a clicked control named one that no longer exists. */
function warnWhenGone<T>(document: T | undefined): T | undefined {
  if (!document) ui.notifications?.warn(game.i18n.localize("FRAY.SHEET.gone"));
  return document;
}
