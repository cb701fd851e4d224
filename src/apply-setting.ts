import { SYSTEM_ID } from "./config/system.js";
import { PLAYER_APPLY_MODES, type PlayerApplyMode } from "./rules/index.js";

/** The setting's key: what becomes of players' applications to targets they don't own. */
const KEY = "playerApply";

/** The default: applied at once after the GM's re-check. */
const DEFAULT_MODE: PlayerApplyMode = "immediate";

/** Registers the world setting for players' applications to targets they don't own (called from the init hook). */
export function registerApplySetting(): void {
  game.settings.register(SYSTEM_ID, KEY, {
    name: "FRAY.Setting.playerApply.name",
    hint: "FRAY.Setting.playerApply.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(PLAYER_APPLY_MODES.map((mode) => [mode, `FRAY.Setting.playerApply.choices.${mode}`])),
    default: DEFAULT_MODE,
    requiresReload: false,
  });
}

/** The world's choice for players' applications to targets they don't own (an unknown stored value: the default). */
export function playerApplyMode(): PlayerApplyMode {
  const stored: unknown = game.settings.get(SYSTEM_ID, KEY);
  return (PLAYER_APPLY_MODES as readonly unknown[]).includes(stored) ? stored as PlayerApplyMode : DEFAULT_MODE;
}
