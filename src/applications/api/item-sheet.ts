import { systemPath } from "../../config/system.js";
import { attributeOptions, detailFields, keptAttributes } from "../sheets/item/detail-fields.js";
import { currentClocking, effectRows } from "../sheets/character/effects.js";
import { worldRules } from "../../settings.js";
import { HandlebarsItemSheet } from "./handlebars-sheets.js";
import { updateFromSheet } from "./submit.js";
import { linkRuleText } from "../../config/rule-links.js";

/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
/** The template of an item sheet part. */
const part = (name: string) => systemPath(`templates/sheets/item/${name}.hbs`);

/**
 * The sheet of every Fray item: a header, then three tabs: the description, the type's details under the world's
 * rulebook, and the effects the item carries (and transfers to its owner).
 */
export class FrayItemSheet extends HandlebarsItemSheet {
  /** A resizable form that saves each change as it is made, with the effect list's actions. */
  static override DEFAULT_OPTIONS: typeof HandlebarsItemSheet.DEFAULT_OPTIONS = {
    classes: ["fray", "item"],
    position: { width: 480, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: {
      createEffect: FrayItemSheet.#onCreateEffect,
      editEffect: FrayItemSheet.#onEditEffect,
      toggleEffect: FrayItemSheet.#onToggleEffect,
      deleteEffect: FrayItemSheet.#onDeleteEffect,
    },
  };

  /** The header and tab strip, then one part per tab (the effects tab shares the actor sheet's effect list). */
  static override PARTS = {
    header: { template: part("header") },
    tabs: { template: systemPath("templates/sheets/actor/shared/tabs.hbs") },
    description: { template: part("description"), scrollable: [""] },
    details: { template: part("details"), scrollable: [""] },
    effects: { template: part("effects"), scrollable: [""],
      templates: [systemPath("templates/sheets/actor/shared/effect-list.hbs")] },
  };

  /** The one tab group; the sheet opens on the type's details. */
  static override TABS = {
    primary: {
      tabs: [
        { id: "description", label: "FRAY.SHEET.description", cssClass: "" },
        { id: "details", label: "FRAY.SHEET.details", cssClass: "" },
        { id: "effects", label: "FRAY.SHEET.tabs.effects", cssClass: "" },
      ],
      initial: "details",
    },
  };

  /**
   * The item's system data model. Fray registers this sheet only for its own item subtypes, each with a data
   * model; any other item is an error.
   */
  get model(): foundry.abstract.TypeDataModel.Any {
    const system = this.item.system;
    if (system instanceof foundry.abstract.TypeDataModel) return system;
    throw new Error(`Fray | a ${this.item.type} item has no Fray item data`);
  }

  /** The item, its type, its detail fields, a weapon's attribute choices, the description and the effects. */
  override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const world = worldRules();
    // The stored values, which the inputs edit (not the prepared ones).
    const system: Record<string, unknown> = this.model._source;
    const description = typeof system.description === "string" ? system.description : "";
    const fields: Record<string, unknown> = this.model.schema.fields;
    return Object.assign(context, {
      item,
      editable: this.isEditable,
      typeLabel: `TYPES.Item.${item.type}`,
      details: detailFields(item.type, fields, system, world),
      attributeOptions: fields.attributes ? attributeOptions(system, world.preset) : null,
      descriptionField: fields.description ?? null,
      description,
      // Cleaned by Foundry first: the template inserts it unescaped, and a player may have written any markup.
      enrichedDescription: await foundry.applications.ux.TextEditor.implementation.enrichHTML(
        foundry.utils.cleanHTML(description), { relativeTo: item, secrets: item.isOwner }),
      // The item's own effects only: an item has no items of its own to transfer more.
      effects: effectRows({ effects: item.effects, items: { contents: [] } }, currentClocking()),
    });
  }

  /** Links the rule ids of the field hints (S7, T7 …) to their pages in the rules journal. */
  override async _onRender(context: object, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    linkRuleText(this.element);
  }

  /** Gives each part its tab. */
  override async _preparePartContext(partId: string, context: Record<string, unknown>, options: RenderOptions) {
    const partContext = await super._preparePartContext(partId, context, options);
    const tabs = this._prepareTabs("primary");
    return Object.assign(partContext, { tab: tabs[partId], tabs });
  }

  /**
   * Writes the submitted data (a weapon keeping its attributes of other rulebooks, which the form doesn't offer), or
   * refuses bad input with a notice and shows the stored values again.
   */
  override async _processSubmitData(_event: SubmitEvent, _form: HTMLFormElement, submitData: object): Promise<void> {
    const data = keptAttributes(submitData as Record<string, unknown>, this.model._source, worldRules().preset);
    if (!(await updateFromSheet(this.item, data))) await this.render();
  }

  /** The item's effect a clicked control names, or a localized warning when it is gone. */
  #clickedEffect(target: HTMLElement) {
    const id = target.closest<HTMLElement>("[data-effect-id]")?.dataset.effectId;
    const effect = id ? this.item.effects.get(id) : undefined;
    if (!effect) ui.notifications?.warn(game.i18n.localize("FRAY.SHEET.gone"));
    return effect;
  }

  /** Creates a blank effect on the item, transferred to its owner, and opens its configuration. */
  static async #onCreateEffect(this: FrayItemSheet): Promise<void> {
    if (!this.isEditable) return;
    const name = game.i18n.localize("FRAY.SHEET.newEffect");
    const created = await this.item.createEmbeddedDocuments("ActiveEffect",
      [{ name, img: "icons/svg/aura.svg", transfer: true }]);
    await created?.[0]?.sheet?.render(true);
  }

  /** Opens Foundry's configuration sheet of the clicked effect. */
  static async #onEditEffect(this: FrayItemSheet, _event: Event, target: HTMLElement): Promise<void> {
    await this.#clickedEffect(target)?.sheet?.render(true);
  }

  /** Switches the clicked effect on or off. */
  static async #onToggleEffect(this: FrayItemSheet, _event: Event, target: HTMLElement): Promise<void> {
    const effect = this.isEditable ? this.#clickedEffect(target) : undefined;
    if (effect) await effect.update({ disabled: !effect.disabled });
  }

  /** Deletes the clicked effect once the user confirms (DialogV2.confirm). */
  static async #onDeleteEffect(this: FrayItemSheet, _event: Event, target: HTMLElement): Promise<void> {
    const effect = this.isEditable ? this.#clickedEffect(target) : undefined;
    if (!effect) return;
    const answer = await foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize("FRAY.SHEET.confirmDelete.title") },
      content: `<p>${game.i18n.format("FRAY.SHEET.confirmDelete.content",
        { name: Handlebars.escapeExpression(effect.name) })}</p>`,
    });
    if (answer === true) await effect.delete();
  }
}
