import { PRESET_CHOICES, RULE_INPUTS } from "../../config/rule-settings.js";
import { systemPath } from "../../config/system.js";
import { PRESETS, RULE_TOGGLE_KEYS, isPresetId, resolveRuleToggles, type RuleToggles } from "../../rules/index.js";
import { saveRules, worldRules } from "../../settings.js";
import { noticeText } from "../../documents/notice-text.js";

/** Foundry's application base and the mixin that renders it from Handlebars templates. */
const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
/** Render options ApplicationV2 passes to its lifecycle methods. */
type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;

/** One row of the form: a toggle's input, label and current value. */
interface RuleRow {
  /** The toggle the row edits, also its input's name. */
  key: keyof RuleToggles;
  /** The input the template draws: a checkbox, a select or a number. */
  kind: string;
  value: unknown;
  /** Lang keys of the row's label and hint. */
  label: string;
  hint: string;
  /** A select's options: each value and the lang key of its label. */
  choices?: Record<string, string>;
  /** A number input's bounds. */
  min?: number;
  max?: number;
}

/** The GM's form for the preset and every rule family on its own (Game Settings → Fray rules). */
export class RulesConfig extends HandlebarsApplicationMixin(ApplicationV2) {
  /** One form per client (a fixed id), saved only by its Save button, closing once saved. */
  static override DEFAULT_OPTIONS = {
    id: "fray-rules-config",
    tag: "form",
    classes: ["fray", "fray-rules-config"],
    window: { title: "FRAY.Setting.rulesMenu.name", icon: "fa-solid fa-scale-balanced", contentClasses: ["standard-form"] },
    position: { width: 520 },
    form: { handler: RulesConfig.#onSubmit, closeOnSubmit: true, submitOnChange: false },
    actions: { resetDefaults: RulesConfig.#onResetDefaults },
  };

  /** The rows, then core's footer with the reset and save buttons. */
  static override PARTS = {
    form: { template: systemPath("templates/settings/rules-config.hbs"), scrollable: [""] },
    footer: { template: "templates/generic/form-footer.hbs" },
  };

  /** The preset and rows to show, from the saved settings. */
  override async _prepareContext(options: RenderOptions) {
    const context = await super._prepareContext(options);
    return Object.assign(context, RulesConfig.formContext(worldRules().preset, worldRules().rules), {
      buttons: [
        { type: "button", action: "resetDefaults", icon: "fa-solid fa-rotate-left", label: "FRAY.Setting.rulesMenu.reset" },
        { type: "submit", icon: "fa-solid fa-floppy-disk", label: "FRAY.Setting.rulesMenu.save" },
      ],
    });
  }

  /** Builds the form context for a preset and its toggles. */
  static formContext(preset: string, toggles: RuleToggles): { preset: string; presets: Record<string, string>;
    rows: RuleRow[]; } {
    const rows = RULE_TOGGLE_KEYS.map((key): RuleRow => {
      const input = RULE_INPUTS[key];
      const base = { key, kind: input.kind, value: toggles[key], label: `FRAY.Setting.rules.${key}.label`,
        hint: `FRAY.Setting.rules.${key}.hint` };
      // A select's value is a string (the form submits it so); the hindrance die is turned back into a number.
      if (input.kind === "select") {
        const choices = Object.fromEntries(input.choices.map((c) => [String(c), `FRAY.Setting.rules.${key}.choices.${c}`]));
        return { ...base, value: String(toggles[key]), choices };
      }
      if (input.kind === "number") return { ...base, min: input.min, max: input.max };
      return base;
    });
    return { preset, presets: { ...PRESET_CHOICES }, rows };
  }

  /** Refills the form with a preset's defaults when the GM picks another preset. */
  override async _onRender(context: object, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    const select = this.element.querySelector<HTMLSelectElement>("select[name=preset]");
    select?.addEventListener("change", () => {
      if (isPresetId(select.value)) this.#fill(PRESETS[select.value].defaults);
    });
  }

  /** Writes toggle values into the form's inputs. */
  #fill(toggles: Readonly<RuleToggles>): void {
    for (const key of RULE_TOGGLE_KEYS) {
      const input = this.element.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${key}"]`);
      if (!input) continue;
      if (input instanceof HTMLInputElement && input.type === "checkbox") input.checked = Boolean(toggles[key]);
      else input.value = String(toggles[key]);
    }
  }

  /** Resets the form to the selected preset's defaults (nothing is saved until Save). */
  static #onResetDefaults(this: RulesConfig): void {
    const select = this.element.querySelector<HTMLSelectElement>("select[name=preset]");
    if (select && isPresetId(select.value)) this.#fill(PRESETS[select.value].defaults);
  }

  /** Validates the form and saves it; an invalid value is reported and nothing is written. */
  static async #onSubmit(this: RulesConfig, _event: Event | SubmitEvent, _form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended): Promise<void> {
    const data = formData.object as Record<string, unknown>;
    if (!isPresetId(data.preset)) {
      ui.notifications?.error(game.i18n.format("FRAY.Setting.rulesMenu.invalid", { field: "preset" }));
      return;
    }
    const submitted = { ...data, hindranceDie: Number(data.hindranceDie) };
    // The rules judge every value against the preset; a single bad one refuses the whole form.
    const { toggles, invalid } = resolveRuleToggles(data.preset, submitted);
    if (invalid.length) {
      const fields = invalid.map((key) => game.i18n.localize(`FRAY.Setting.rules.${key}.label`)).join(", ");
      ui.notifications?.error(noticeText("FRAY.Setting.rulesMenu.invalid", { field: fields }));
      return;
    }
    await saveRules(data.preset, toggles);
  }
}
