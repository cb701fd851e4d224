import { bindItemDrag } from "./item-drag.js";
import type { PresetId, RuleToggles } from "../../rules/index.js";
import { systemPath } from "../../config/system.js";
import { worldRules } from "../../settings.js";
import { ACTOR_SHEET_ACTIONS, sheetAttackChoices } from "./actor-sheet-actions.js";
import { systemInputs, type InputFor } from "./field-inputs.js";
import { HandlebarsActorSheet, type HandlebarsActorSheetV2, type HandlebarsPart } from "./handlebars-sheets.js";
import { itemRow, type ItemRow } from "./item-rows.js";
import { updateFromSheet } from "./submit.js";
import { refreshOnCombatTurn } from "./combat-refresh.js";
import { linkRuleText } from "../../config/rule-links.js";
import { BaseActorModel } from "../../data/actor/base-actor.js";
import { WeaponModel } from "../../data/item/weapon.js";
import { weaponAttackTerms } from "../../documents/cards/attack-terms.js";

/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** The shared context every actor sheet part receives. */
export interface ActorSheetContext {
  /** The actor's prepared Fray data. */
  system: BaseActorModel;
  /** The actor's stored Fray data (what the inputs edit). */
  systemSource: BaseActorModel["_source"];
  /** The world's rulebook, which picks the attributes, defenses and extras shown. */
  preset: PresetId;
  /** The world's rule toggles, which show or hide the overshield, wounds and Shock. */
  rules: RuleToggles;
  /** Builds an input from the schema and the stored value of a system path. */
  input: InputFor;
  [key: string]: unknown;
}

/** The one part a user with only LIMITED permission sees: portrait, name and biography. */
const LIMITED_PART: HandlebarsPart = { template: systemPath("templates/sheets/actor/shared/limited.hbs"),
  scrollable: [""] };

/**
 * The base of Fray's actor sheets: shared options and context, play/edit modes and the limited view; the click
 * actions on items, effects and conditions are in actor-sheet-actions.ts.
 */
export class FrayActorSheet extends HandlebarsActorSheet {
  /** A resizable form that saves each change as it is made, with the shared click actions and the mode switch. */
  static override DEFAULT_OPTIONS: typeof HandlebarsActorSheet.DEFAULT_OPTIONS = {
    classes: ["fray", "actor"],
    position: { width: 620, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true, closeOnSubmit: false },
    actions: { ...ACTOR_SHEET_ACTIONS, toggleMode: FrayActorSheet.#onToggleMode },
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
    const opensDialog = (system: Record<string, unknown>) =>
      sheetAttackChoices(actor, Number(system.apCost) || 0).length > 0;
    const system = this.model;
    // A weapon's attack terms in this actor's hands, as the attack card adds them (weaponAttackTerms).
    const terms = (item: Item.Implementation) => item.system instanceof WeaponModel
      ? weaponAttackTerms(preset, system, item.system) : null;
    const items = actor.items.contents.map((item) => itemRow(item, tagRules, opensDialog, terms(item), preset === "lot"));
    const byType = (type: string): ItemRow[] => items.filter((row) => row.type === type);
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

  /** Links the rule ids of the field hints (S7, T7 …) to their pages in the rules journal; item rows drag. */
  override async _onRender(context: object, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    linkRuleText(this.element);
    bindItemDrag(this.element, this.actor);
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

  /** Switches between play and edit mode and re-renders. */
  static async #onToggleMode(this: FrayActorSheet): Promise<void> {
    if (!this.isEditable) return;
    this.#mode = this.#mode === "edit" ? "play" : "edit";
    await this.render();
  }
}

