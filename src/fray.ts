import { RulesConfig, registerSettingsMenus } from "./applications/settings/_module.js";
import { registerSheets } from "./applications/sheets/_module.js";
import { registerTracker } from "./applications/sidebar/_module.js";
import { localizeDataModels, registerDataModels } from "./data/_module.js";
import { registerDocuments } from "./documents/_module.js";
import * as dice from "./dice/_module.js";
import * as zones from "./documents/zones/index.js";
import * as rules from "./rules/index.js";
import { getPreset, getRuleToggles, registerSettings, worldRules } from "./settings.js";
import { applyStatusEffects } from "./config/statuses.js";
import { cardApi, registerCardQueries } from "./documents/cards/api.js";
import { askMovement, registerFiveFootStep, registerFreeHitOffers, registerModeStatuses, registerMovementModes }
  from "./documents/movement/index.js";
import { registerFreeHitDialog } from "./applications/chat/free-hit-dialog.js";
import { registerCardRefresh } from "./applications/chat/card-refresh.js";
import { registerCardMenu } from "./applications/chat/card-menu.js";
import { registerRuleLinks } from "./applications/rule-links.js";
import { registerQuenchLoader } from "./quench-loader.js";
import { registerHotbar } from "./applications/hotbar.js";
import { registerKeybindings } from "./keybindings.js";
import { registerTurnNotices } from "./applications/turn-notices.js";
import { registerTokenRuler } from "./applications/token-ruler.js";
import { useItem } from "./documents/use-item.js";

/** The public namespace: `game.fray` and `globalThis.fray`. */
const fray = Object.freeze({
  rules,
  dice: { AttackRoll: dice.AttackRoll, DamageRoll: dice.DamageRoll, TurnOrderRoll: dice.TurnOrderRoll,
    rollForRule: dice.rollForRule },
  settings: { getPreset, getRuleToggles },
  applications: { RulesConfig },
  zones: { setZone: zones.setZone, groupUp: zones.groupUp, ungroup: zones.ungroup, engage: zones.engage,
    disengage: zones.disengage, rangeBetween: zones.rangeBetween, tokenZone: zones.tokenZone,
    outnumberingFor: zones.outnumberingFor, setRole: zones.setRole, roleOf: zones.roleOf },
  api: Object.freeze({ ...cardApi, useItem }),
  movement: { ask: askMovement },
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
  zones.registerZoneHooks();
  registerMovementModes();
  registerModeStatuses();
  registerFiveFootStep();
  registerFreeHitOffers();
  applyStatusEffects(worldRules());
  registerCardQueries();
  registerFreeHitDialog();
  registerCardRefresh();
  registerCardMenu();
  registerRuleLinks();
  registerQuenchLoader();
  registerHotbar();
  registerKeybindings();
  registerTurnNotices();
  registerTokenRuler();
});

Hooks.once("i18nInit", () => {
  localizeDataModels();
});

/** Reads the rules once so a world with invalid stored settings is reported in the console at start. */
Hooks.once("ready", () => {
  getRuleToggles();
});
