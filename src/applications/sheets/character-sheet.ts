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
  static override DEFAULT_OPTIONS = {
    classes: ["character"],
  };

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
    if (partId === "limited") return Object.assign(partContext, await this._limitedContext(context));
    const tabs = this._prepareTabs("primary");
    Object.assign(partContext, { tab: tabs[partId], tabs });
    switch (partId) {
      case "header": return Object.assign(partContext, headerContext(context.system, context.rules, context.input));
      case "attributes": return Object.assign(partContext,
        attributesContext(context.system, context.preset, context.input));
      case "combat": return Object.assign(partContext, combatContext(context.system, context.preset, context.input));
      case "inventory": return Object.assign(partContext,
        { equipmentNotes: equipmentNotes(context.system.derivedDefenses) });
      case "effects": return Object.assign(partContext, effectsContext(this.actor));
      case "biography": return Object.assign(partContext, await this._biographyContext(context.systemSource));
      default: return partContext;
    }
  }
}
