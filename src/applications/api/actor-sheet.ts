import type { PresetId, RuleToggles } from "../../rules/index.js";
import { systemPath } from "../../config/system.js";
import { worldRules, worldRulesInForce } from "../../settings.js";
import { systemInputs, type InputFor } from "./field-inputs.js";
import { HandlebarsActorSheet, type HandlebarsActorSheetV2, type HandlebarsPart } from "./handlebars-sheets.js";
import { itemRow, type ItemRow } from "./item-rows.js";
import { updateFromSheet } from "./submit.js";
import { attackChoices, attackDialog } from "../chat/attack-dialog.js";
import { cardApi } from "../../documents/cards/api.js";
import { combatantOf } from "../../documents/cards/spender.js";
import { configuredStatuses } from "../sheets/character/conditions.js";
import { refreshOnCombatTurn } from "./combat-refresh.js";
import { BaseActorModel } from "../../data/actor/base-actor.js";
import { WeaponModel } from "../../data/item/weapon.js";
import { noticeText } from "../../documents/notice-text.js";

/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** The shared context every actor sheet part receives. */
export interface ActorSheetContext {
  /** The actor's prepared Fray data. */
  system: BaseActorModel;
  /** The actor's stored Fray data (what the inputs edit). */
  systemSource: BaseActorModel["_source"];
  preset: PresetId;
  rules: RuleToggles;
  /** Builds an input from the schema and the stored value of a system path. */
  input: InputFor;
  [key: string]: unknown;
}

/** The one part a user with only LIMITED permission sees: portrait, name and biography. */
const LIMITED_PART: HandlebarsPart = { template: systemPath("templates/sheets/actor/shared/limited.hbs"),
  scrollable: [""] };

/** The base of Fray's actor sheets: shared options, item actions, play/edit modes and the limited view. */
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
      createEffect: FrayActorSheet.#onCreateEffect,
      editEffect: FrayActorSheet.#onEditEffect,
      toggleEffect: FrayActorSheet.#onToggleEffect,
      deleteEffect: FrayActorSheet.#onDeleteEffect,
      toggleCondition: FrayActorSheet.#onToggleCondition,
      rollAttack: FrayActorSheet.#onRollAttack,
      useAbility: FrayActorSheet.#onUseAbility,
    },
  };

  /** Whether the sheet shows inputs ("edit") or values ("play"). */
  #mode: "play" | "edit" = "play";

  /** Stops re-rendering on combat turns (set while the sheet is open). */
  #stopRefresh: (() => void) | null = null;

  /** The parts that show effect durations, re-rendered when the combat's turn changes. */
  protected get _effectParts(): string[] {
    return ["effects"];
  }

  /** True when the user may edit and has switched to edit mode. */
  get isEditMode(): boolean {
    return this.isEditable && this.#mode === "edit";
  }

  /**
   * The actor's Fray data. Fray registers its sheets only for its own subtypes, whose system data is a
   * BaseActorModel; any other actor is an error.
   */
  get model(): BaseActorModel {
    const system = this.actor.system;
    if (system instanceof BaseActorModel) return system;
    throw new Error(`Fray | a ${this.actor.type} actor has no Fray actor data`);
  }

  /** True when the user may see the actor only in part (LIMITED, not OBSERVER): portrait, name and biography. */
  get isLimited(): boolean {
    return !this.actor.testUserPermission(game.user, "OBSERVER");
  }

  /** A LIMITED user gets the limited part only, as dnd5e and Draw Steel do. */
  override _configureRenderParts(options: RenderOptions): Record<string, HandlebarsPart> {
    return this.isLimited ? { limited: LIMITED_PART } : super._configureRenderParts(options);
  }

  /** The shared context: actor, system data, schema inputs, mode, the world's rules and item rows by type. */
  override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const { preset, rules } = worldRules();
    const tagRules = { shock: rules.shock, ap: preset === "lot" };
    const opensDialog = (system: Record<string, unknown>) => this.#attackChoices(Number(system.apCost) || 0).length > 0;
    const items = actor.items.contents.map((item) => itemRow(item, tagRules, opensDialog));
    const byType = (type: string): ItemRow[] => items.filter((row) => row.type === type);
    const system = this.model;
    const systemSource = system._source;
    const systemFields = system.schema.fields;
    return Object.assign(context, {
      actor,
      system,
      systemSource,
      systemFields,
      input: systemInputs(systemFields, systemSource, this.id),
      editable: this.isEditable,
      editMode: this.isEditMode,
      preset,
      rules,
      items: { weapons: byType("weapon"), armor: byType("armor"), shields: byType("shield"),
        abilities: byType("ability"), gear: byType("gear") },
    });
  }

  /** L9: while open, the sheet counts effect durations down as the combat's turns go by. */
  override async _onFirstRender(...args: Parameters<HandlebarsActorSheetV2["_onFirstRender"]>) {
    await super._onFirstRender(...args);
    this.#stopRefresh ??= refreshOnCombatTurn(this, this._effectParts);
  }

  /** Stops listening to the combat once closed. */
  override _onClose(...args: Parameters<HandlebarsActorSheetV2["_onClose"]>) {
    super._onClose(...args);
    this.#stopRefresh?.();
    this.#stopRefresh = null;
  }

  /** Writes the submitted data, or refuses bad input with a notice and shows the stored values again. */
  override async _processSubmitData(_event: SubmitEvent, _form: HTMLFormElement, submitData: object): Promise<void> {
    if (!(await updateFromSheet(this.actor, submitData as Record<string, unknown>))) await this.render();
  }

  /**
   * The stored biography and its enriched HTML (secrets only for owners), cleaned by Foundry first: the template
   * inserts it unescaped, and a player may have written any markup into it.
   */
  protected async _biographyContext(systemSource: ActorSheetContext["systemSource"]) {
    const biography = typeof systemSource.biography === "string" ? systemSource.biography : "";
    const enrichedBiography = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
      foundry.utils.cleanHTML(biography), { relativeTo: this.actor, secrets: this.actor.isOwner });
    return { biography, enrichedBiography };
  }

  /** The limited part's context: the actor and its biography. */
  protected async _limitedContext(context: ActorSheetContext) {
    return { actor: this.actor, ...await this._biographyContext(context.systemSource) };
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

  /** The effect a clicked control names (the actor's own, or one an item transfers); a warning when it is gone. */
  protected _clickedEffect(target: HTMLElement) {
    const row = target.closest<HTMLElement>("[data-effect-id]");
    const id = row?.dataset.effectId;
    const parentId = row?.dataset.parentId;
    const parent = parentId ? this.actor.items.get(parentId) : this.actor;
    return warnWhenGone(id ? parent?.effects.get(id) : undefined);
  }

  /** Asks the user to confirm deleting `name` (DialogV2.confirm); true only on "Yes". */
  protected async _confirmDelete(name: string): Promise<boolean> {
    const escaped = Handlebars.escapeExpression(name);
    const answer = await foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize("FRAY.SHEET.confirmDelete.title") },
      content: `<p>${game.i18n.format("FRAY.SHEET.confirmDelete.content", { name: escaped })}</p>`,
    });
    return answer === true;
  }

  /** Creates a new item of the clicked type, named after the type. */
  static async #onCreateItem(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const type = target.dataset.type ?? "";
    if (!isItemType(type)) {
      ui.notifications?.error(noticeText("FRAY.SHEET.unknownItemType", { type }));
      return;
    }
    const name = game.i18n.format("FRAY.SHEET.newItem", { type: game.i18n.localize(`TYPES.Item.${type}`) });
    await this.actor.createEmbeddedDocuments("Item", [{ name, type }]);
  }

  /** Opens the clicked item's sheet. */
  static async #onEditItem(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    await this._clickedItem(target)?.sheet?.render(true);
  }

  /** Deletes the clicked item once the user confirms. */
  static async #onDeleteItem(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const item = this._clickedItem(target);
    if (item && await this._confirmDelete(item.name)) await item.delete();
  }

  /** Creates a new, blank effect on the actor and opens its configuration. */
  static async #onCreateEffect(this: FrayActorSheet): Promise<void> {
    if (!this._assertEditable()) return;
    const name = game.i18n.localize("FRAY.SHEET.newEffect");
    const created = await this.actor.createEmbeddedDocuments("ActiveEffect", [{ name, img: "icons/svg/aura.svg" }]);
    await created?.[0]?.sheet?.render(true);
  }

  /** Opens Foundry's configuration sheet of the clicked effect. */
  static async #onEditEffect(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    await this._clickedEffect(target)?.sheet?.render(true);
  }

  /** Switches the clicked effect on or off. */
  static async #onToggleEffect(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const effect = this._clickedEffect(target);
    if (!effect) return;
    await effect.update({ disabled: !effect.disabled });
  }

  /** Deletes the clicked effect once the user confirms. */
  static async #onDeleteEffect(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const effect = this._clickedEffect(target);
    if (effect && await this._confirmDelete(effect.name)) await effect.delete();
  }

  /**
   * Puts the clicked condition on the actor or takes it off (Actor#toggleStatusEffect, as the token HUD does); an
   * id the world doesn't configure gets a localized notice. A standing overshield may refuse it (T11).
   */
  static async #onToggleCondition(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const id = target.dataset.statusId ?? "";
    if (!configuredStatuses().some((status) => status.id === id)) {
      ui.notifications?.warn(noticeText("FRAY.SHEET.unknownStatus", { id }));
      return;
    }
    await this.actor.toggleStatusEffect(id);
  }

  /** Equips or unequips the clicked item. */
  static async #onToggleEquip(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const item = this._clickedItem(target);
    if (!item) return;
    const system = item.system;
    const equipped = "equipped" in system && system.equipped === true;
    await item.update({ system: { equipped: !equipped } });
  }

  /**
   * Attacks with the clicked weapon against the user's targets now; a dialog asks only for the choices the
   * rulebook offers, and a shift-click skips it.
   */
  static async #onRollAttack(this: FrayActorSheet, event: Event, target: HTMLElement): Promise<void> {
    const item = this._clickedItem(target);
    if (!item) return;
    const apCost = item.system instanceof WeaponModel ? item.system.apCost : 0;
    const choices = this.#attackChoices(apCost);
    const chosen = (event as MouseEvent).shiftKey || !choices.length ? { options: {}, spend: true }
      : await attackDialog(item.name, choices);
    if (chosen) await cardApi.attack(this.actor, item, chosen);
  }

  /**
   * The choices the world's rules offer for an attack with a weapon of this AP cost (none: no dialog); for an actor
   * in the fight, a free hit under Agility, and the GM may waive its action; under Legend, the GM without a canvas
   * picks the range (L10).
   */
  #attackChoices(apCost: number): string[] {
    const inFight = combatantOf(this.actor) !== null;
    return attackChoices(worldRulesInForce(), apCost, { mayWaiveAction: game.user?.isGM === true && inFight, inFight,
      pickRange: game.user?.isGM === true && canvas?.ready !== true });
  }

  /** Uses the clicked ability: its uses, effects and overshield. */
  static async #onUseAbility(this: FrayActorSheet, _event: Event, target: HTMLElement): Promise<void> {
    if (!this._assertEditable()) return;
    const item = this._clickedItem(target);
    if (item) await cardApi.useAbility(this.actor, item);
  }

  /** Switches between play and edit mode and re-renders. */
  static async #onToggleMode(this: FrayActorSheet): Promise<void> {
    if (!this.isEditable) return;
    this.#mode = this.#mode === "edit" ? "play" : "edit";
    await this.render();
  }
}

/** Whether `type` names an item subtype with a registered data model. */
function isItemType(type: string): type is Item.SubType {
  return type in CONFIG.Item.dataModels;
}

/** Passes a document through, warning (localized) when a clicked control named one that no longer exists. */
function warnWhenGone<T>(document: T | undefined): T | undefined {
  if (!document) ui.notifications?.warn(game.i18n.localize("FRAY.SHEET.gone"));
  return document;
}
