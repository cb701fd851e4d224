import { systemPath } from "../../config/system.js";
import { FrayActorSheet, type ActorSheetContext } from "../api/actor-sheet.js";
import { equipmentNotes } from "./character/combat-stats.js";
import { effectsContext } from "./character/effects.js";
import { attributesContext, combatContext, headerContext } from "./character/context.js";

/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
/** The template of a character sheet part. */
const part = (name: string) => systemPath(`templates/sheets/actor/character/${name}.hbs`);

/** The sheet of a player character: header, tabs and one part per tab. */
export class FrayCharacterSheet extends FrayActorSheet {
  /** The base sheet's options, plus the class the character styles hang on. */
  static override DEFAULT_OPTIONS = {
    classes: ["character"],
  };

  /** The header (HP and overshield bars), the tab strip, then one part per tab with the shared lists it includes. */
  static override PARTS = {
    header: { template: part("header"), templates: ["bar", "overshield"]
      .map((name) => systemPath(`templates/sheets/actor/shared/${name}.hbs`)) },
    tabs: { template: systemPath("templates/sheets/actor/shared/tabs.hbs") },
    attributes: { template: part("attributes"), scrollable: [""] },
    combat: { template: part("combat"), scrollable: [""], templates: [systemPath("templates/sheets/actor/shared/item-list.hbs"),
      systemPath("templates/sheets/actor/shared/stats.hbs")] },
    inventory: { template: part("inventory"), scrollable: [""],
      templates: [systemPath("templates/sheets/actor/shared/item-list.hbs")] },
    abilities: { template: part("abilities"), scrollable: [""],
      templates: [systemPath("templates/sheets/actor/shared/item-list.hbs")] },
    effects: { template: part("effects"), scrollable: [""],
      templates: [systemPath("templates/sheets/actor/shared/effect-list.hbs")] },
    biography: { template: part("biography"), scrollable: [""] },
  };

  /** The one tab group; the sheet opens on the attributes. */
  static override TABS = {
    primary: {
      tabs: [
        { id: "attributes", label: "FRAY.SHEET.tabs.attributes", cssClass: "" },
        { id: "combat", label: "FRAY.SHEET.tabs.combat", cssClass: "" },
        { id: "inventory", label: "FRAY.SHEET.tabs.inventory", cssClass: "" },
        { id: "abilities", label: "FRAY.SHEET.tabs.abilities", cssClass: "" },
        { id: "effects", label: "FRAY.SHEET.tabs.effects", cssClass: "" },
        { id: "biography", label: "FRAY.SHEET.tabs.biography", cssClass: "" },
      ],
      initial: "attributes",
    },
  };

  /** Adds each part's own context, and its tab. */
  override async _preparePartContext(partId: string, context: ActorSheetContext, options: RenderOptions) {
    const partContext = await super._preparePartContext(partId, context, options);
    // A LIMITED viewer is rendered the limited part only (FrayActorSheet#_configureRenderParts).
    if (partId === "limited") return Object.assign(partContext, await this._limitedContext(context));
    const tabs = this._prepareTabs("primary");
    Object.assign(partContext, { tab: tabs[partId], tabs });
    switch (partId) {
      case "header": return Object.assign(partContext, headerContext(context.system, context.rules, context.input));
      case "attributes": return Object.assign(partContext,
        attributesContext(context.system, context.preset, context.input));
      case "combat": return Object.assign(partContext, combatContext(context.system, context.preset, context.input));
      // The inventory repeats why an equipped armor or shield does not count, beside the item.
      case "inventory": return Object.assign(partContext,
        { equipmentNotes: equipmentNotes(context.system.derivedDefenses) });
      case "effects": return Object.assign(partContext, effectsContext(this.actor));
      case "biography": return Object.assign(partContext, await this._biographyContext(context.systemSource));
      default: return partContext;
    }
  }
}
