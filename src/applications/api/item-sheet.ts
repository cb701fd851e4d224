import { systemPath } from "../../config/system.js";
import { attributeOptions, detailFields } from "../sheets/item/detail-fields.js";
import { worldRules } from "../../settings.js";
import { HandlebarsItemSheet } from "./handlebars-sheets.js";
import { updateFromSheet } from "./submit.js";

/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** The sheet of every Fray item: a header, the type's details and the description. */
export class FrayItemSheet extends HandlebarsItemSheet {
  static override DEFAULT_OPTIONS: typeof HandlebarsItemSheet.DEFAULT_OPTIONS = {
    classes: ["fray", "item"],
    position: { width: 480, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
  };

  static override PARTS = {
    header: { template: systemPath("templates/sheets/item/header.hbs") },
    details: { template: systemPath("templates/sheets/item/details.hbs"), scrollable: [""] },
  };

  /** The item, its type, its detail fields, a weapon's attribute choices and the enriched description, all stored. */
  override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const item = this.item;
    const world = worldRules();
    const system = item.system._source as unknown as Record<string, unknown>;
    const description = typeof system.description === "string" ? system.description : "";
    const fields = (item.system as unknown as foundry.abstract.DataModel.Any).schema.fields as Record<string, unknown>;
    return Object.assign(context, {
      item,
      editable: this.isEditable,
      typeLabel: `TYPES.Item.${item.type}`,
      details: detailFields(item.type, fields, system, world),
      attributeOptions: fields.attributes ? attributeOptions(system, world.preset) : null,
      descriptionField: fields.description ?? null,
      description,
      enrichedDescription: await foundry.applications.ux.TextEditor.implementation.enrichHTML(description,
        { relativeTo: item as never, secrets: item.isOwner }),
    });
  }

  /** Writes the submitted data, or refuses bad input with a notice and shows the stored values again. */
  override async _processSubmitData(_event: SubmitEvent, _form: HTMLFormElement, submitData: object): Promise<void> {
    if (!(await updateFromSheet(this.item as never, submitData as Record<string, unknown>))) await this.render();
  }
}
