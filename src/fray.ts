import { RulesConfig, registerSettingsMenus } from "./applications/settings/_module.js";
import { registerSheets } from "./applications/sheets/_module.js";
import { registerTracker } from "./applications/sidebar/_module.js";
import { localizeDataModels, registerDataModels } from "./data/_module.js";
import { registerDocuments } from "./documents/_module.js";
import * as dice from "./dice/_module.js";
import * as rules from "./rules/index.js";
import { getPreset, getRuleToggles, registerSettings } from "./settings.js";

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
  registerDocuments();
  registerDataModels();
  registerSettings();
  registerSettingsMenus();
  registerSheets();
  registerTracker();
  dice.registerDice();
});

Hooks.once("i18nInit", () => {
  localizeDataModels();
});

/** Reads the rules once so a world with invalid stored settings is reported in the console at start. */
Hooks.once("ready", () => {
  getRuleToggles();
});
