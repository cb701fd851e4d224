import { RulesConfig, registerSettingsMenus } from "./applications/settings/_module.js";
import { registerSheets } from "./applications/sheets/_module.js";
import { localizeDataModels, registerDataModels } from "./data/_module.js";
import * as dice from "./dice/_module.js";
import * as rules from "./rules/index.js";
import { getPreset, getRuleToggles, registerSettings, worldRules } from "./settings.js";
import { applyStatusEffects } from "./config/statuses.js";
import { FrayActiveEffect } from "./documents/active-effect.js";

/** The public namespace: `game.fray` and `globalThis.fray`. */
const fray = Object.freeze({
  rules,
  dice: { AttackRoll: dice.AttackRoll, DamageRoll: dice.DamageRoll, TurnOrderRoll: dice.TurnOrderRoll,
    rollForRule: dice.rollForRule },
  settings: { getPreset, getRuleToggles },
  applications: { RulesConfig },
});

Object.assign(globalThis, { fray });

Hooks.once("init", () => {
  Object.assign(game, { fray });
  registerDataModels();
  registerSettings();
  registerSettingsMenus();
  registerSheets();
  dice.registerDice();
  applyStatusEffects(worldRules());
  // Issue 9 (w2-actors): Fray's ActiveEffect (T11 overshield refusal); fold into registerDocuments() on merge.
  CONFIG.ActiveEffect.documentClass = FrayActiveEffect as never;
});

Hooks.once("i18nInit", () => {
  localizeDataModels();
});

/** Reads the rules once so a world with invalid stored settings is reported in the console at start. */
Hooks.once("ready", () => {
  getRuleToggles();
});
