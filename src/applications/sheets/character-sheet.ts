import { systemPath } from "../../config/system.js";
import { FrayActorSheet, type ActorSheetContext } from "../api/actor-sheet.js";
import { attributesContext, combatContext, headerContext } from "./character/context.js";

/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
/** The template of a character sheet part. */
const part = (name: string) => systemPath(`templates/sheets/actor/character/${name}.hbs`);

/** The sheet of a player character: header, tabs and one part per tab. */
export class FrayCharacterSheet extends FrayActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["character"],
    actions: {
      createEffect: FrayCharacterSheet.#onCreateEffect,
      toggleEffect: FrayCharacterSheet.#onToggleEffect,
      deleteEffect: FrayCharacterSheet.#onDeleteEffect,
    },
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
    effects: { template: part("effects"), scrollable: [""] },
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
      case "combat": return Object.assign(partContext, combatContext(context.system, context.preset));
      case "effects": return Object.assign(partContext, this._prepareEffectsContext());
      case "biography": return Object.assign(partContext, await this._biographyContext(context.systemSource));
      default: return partContext;
    }
  }

  /** The actor's active effects. */
  protected _prepareEffectsContext() {
    const effects = this.actor.effects.contents.map((effect) => ({ id: effect.id, name: effect.name,
      img: effect.img ?? "icons/svg/aura.svg", disabled: Boolean(effect.disabled) }));
    return { effects };
  }

  /** Creates a new, blank effect on the actor. */
  static async #onCreateEffect(this: FrayCharacterSheet): Promise<void> {
    if (!this._assertEditable()) return;
    const name = game.i18n.localize("FRAY.SHEET.newEffect");
    await this.actor.createEmbeddedDocuments("ActiveEffect", [{ name, img: "icons/svg/aura.svg" } as never]);
  }

  /** Switches the clicked effect on or off. */
  static async #onToggleEffect(this: FrayCharacterSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const effect = this._clickedEffect(target);
    if (!effect) return;
    await effect.update({ disabled: !effect.disabled } as never);
  }

  /** Deletes the clicked effect. */
  static async #onDeleteEffect(this: FrayCharacterSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    await this._clickedEffect(target)?.delete();
  }
}
