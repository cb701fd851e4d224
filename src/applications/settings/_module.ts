import { SYSTEM_ID } from "../../config/system.js";
import { RulesConfig } from "./rules-config.js";

export { RulesConfig };

/** Registers the GM-only settings menus (called from the init hook, after the settings). */
export function registerSettingsMenus(): void {
  game.settings.registerMenu(SYSTEM_ID, "rulesMenu", {
    name: "FRAY.Setting.rulesMenu.name",
    label: "FRAY.Setting.rulesMenu.label",
    hint: "FRAY.Setting.rulesMenu.hint",
    icon: "fa-solid fa-scale-balanced",
    type: RulesConfig,
    // Only a GM may open the form; the setting it writes is world-scoped.
    restricted: true,
  });
}
