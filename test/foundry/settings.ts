import { GRID_DIAGONALS } from "./grid.js";
import { DataModel } from "./data-model.js";
import { DataField } from "./fields.js";
import type { Users } from "./users.js";

/** What game.settings.register accepts (SettingConfig). */
export interface SettingConfig {
  name?: string;
  hint?: string;
  scope?: "world" | "client" | "user";
  config?: boolean;
  type?: unknown;
  default?: unknown;
  choices?: Record<string, string>;
  range?: { min: number; max: number; step?: number };
  requiresReload?: boolean;
  onChange?: (value: unknown, options: unknown, userId: string) => void;
}

/** What game.settings.registerMenu accepts (SettingSubmenuConfig). */
export interface SettingMenuConfig {
  name?: string;
  label?: string;
  hint?: string;
  icon?: string;
  type: unknown;
  restricted?: boolean;
}

/** game.settings: registered settings with typed values; world settings only users with SETTINGS_MODIFY may write. */
export class ClientSettings {
  readonly settings = new Map<string, SettingConfig & { namespace: string; key: string }>();
  readonly menus = new Map<string, SettingMenuConfig & { namespace: string; key: string }>();
  /** Stored JSON values by "namespace.key", as the server holds them. */
  readonly storage = new Map<string, string>();

  /** Creates the settings store for a set of users. */
  constructor(private readonly users: Users) {}

  /** Registers a setting; the namespace and key are required. */
  register(namespace: string, key: string, config: SettingConfig): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the setting");
    this.settings.set(`${namespace}.${key}`, { scope: "client", config: false, ...config, namespace, key });
  }

  /** Registers a settings menu (a form application opened from the settings sidebar). */
  registerMenu(namespace: string, key: string, config: SettingMenuConfig): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the menu");
    this.menus.set(`${namespace}.${key}`, { ...config, namespace, key });
  }

  /** The stored value cast to the setting's type, or its default. */
  get(namespace: string, key: string): unknown {
    const setting = this.#setting(namespace, key);
    const stored = this.storage.get(`${namespace}.${key}`);
    if (stored === undefined) return structuredClone(setting.default);
    return this.#initialize(setting, JSON.parse(stored));
  }

  /**
   * Validates and stores a value. A world setting is a Setting document, which the server lets a user write only with
   * the SETTINGS_MODIFY user permission ("Modify configuration settings": an Assistant GM's by default, and any role
   * the GM grants it to; foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html#set,
   * foundryvtt.com/api/v13/variables/CONST.USER_PERMISSIONS.html).
   */
  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const setting = this.#setting(namespace, key);
    const user = this.users.current;
    if (setting.scope === "world" && user?.hasPermission("SETTINGS_MODIFY") !== true) {
      throw new Error(`User ${user?.name ?? "(none)"} lacks permission to update Setting ${namespace}.${key}`);
    }
    const clean = this.#clean(setting, value);
    this.storage.set(`${namespace}.${key}`, JSON.stringify(clean));
    setting.onChange?.(this.get(namespace, key), {}, user?.id ?? "");
    return clean;
  }

  /** Writes a raw stored value without checks, as if a world had old or corrupt data (tests only). */
  seed(namespace: string, key: string, raw: unknown): void {
    this.storage.set(`${namespace}.${key}`, JSON.stringify(raw));
  }

  /** Looks a setting up or throws as Foundry does for an unregistered one. */
  #setting(namespace: string, key: string): SettingConfig & { namespace: string; key: string } {
    const setting = this.settings.get(`${namespace}.${key}`);
    if (!setting) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return setting;
  }

  /** Casts and validates a value against the setting's type and choices. */
  #clean(setting: SettingConfig, value: unknown): unknown {
    const { type } = setting;
    let clean = value;
    if (type instanceof DataField) {
      clean = type.clean(value);
      const failures = type.validate(clean);
      if (Object.keys(failures).length) throw new Error(`Invalid value for ${setting.name}: ${JSON.stringify(failures)}`);
    } else if (typeof type === "function" && type.prototype instanceof DataModel) {
      clean = new (type as typeof DataModel)(value as Record<string, unknown>).toObject();
    } else if (type === Number) {
      clean = Number(value);
      if (!Number.isFinite(clean)) throw new Error(`Setting ${setting.name} must be a number`);
    } else if (type === String) {
      clean = String(value);
    } else if (type === Boolean) {
      clean = Boolean(value);
    }
    if (setting.choices && !(String(clean) in setting.choices)) {
      throw new Error(`Setting ${setting.name} must be one of ${Object.keys(setting.choices).join(", ")}`);
    }
    return clean;
  }

  /** Turns stored JSON into the value `get` returns (casting primitives, building data models). */
  #initialize(setting: SettingConfig, json: unknown): unknown {
    const { type } = setting;
    if (typeof type === "function" && type.prototype instanceof DataModel) {
      return new (type as new (d: unknown) => DataModel)(json);
    }
    if (type === Number) return Number(json);
    if (type === String) return String(json);
    if (type === Boolean) return Boolean(json);
    return json;
  }
}

/**
 * Registers the core settings Fray reads: the chat visibility mode, `core.rollMode` (v13, "publicroll") or
 * `core.messageMode` (v14, "public"); the world's diagonal rule `core.gridDiagonals` (CONST.GRID_DIAGONALS),
 * by default the system manifest's `grid.diagonals`.
 */
export function registerCoreSettings(settings: ClientSettings, generation: 13 | 14, diagonals: number): void {
  settings.register("core", "gridDiagonals", { scope: "world", type: Number, default: diagonals,
    choices: Object.fromEntries(Object.entries(GRID_DIAGONALS).map(([name, value]) => [value, name])) });
  if (generation === 14) {
    settings.register("core", "messageMode", { scope: "client", type: String, default: "public",
      choices: { public: "CHAT.ModePublic", gm: "CHAT.ModeGM", blind: "CHAT.ModeBlind", self: "CHAT.ModeSelf" } });
  } else {
    settings.register("core", "rollMode", { scope: "client", type: String, default: "publicroll",
      choices: { publicroll: "CHAT.RollPublic", gmroll: "CHAT.RollPrivate", blindroll: "CHAT.RollBlind",
        selfroll: "CHAT.RollSelf" } });
  }
}
