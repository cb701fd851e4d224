/**
 * game.keybindings, foundry.helpers.interaction.ClientKeybindings as its v13 API page documents it
 * (foundryvtt.com/api/v13/classes/foundry.helpers.interaction.ClientKeybindings.html, KeybindingActionConfig on
 * …/interfaces/foundry.types.KeybindingActionConfig.html): `register(namespace, action, data)` during init,
 * `get(namespace, action)` the current bindings, `set` to change them (Configure Controls), and `actions`. `press`
 * plays the keyboard: every action bound to the key and its modifiers runs its `onDown` in precedence order until
 * one returns true ("the event is consumed and no further keybinds execute"); a `restricted` action runs for a GM
 * only ("If true, only a GM can edit and execute this Action").
 */
import { world } from "./world.js";

/** A key and the modifiers held with it (KeybindingActionBinding). */
export interface KeyBinding {
  key: string;
  modifiers?: string[];
}

/** The context a handler gets (KeyboardEventContext). */
export interface KeyContext {
  key: string;
  isShift: boolean;
  isControl: boolean;
  isAlt: boolean;
  up: boolean;
  repeat: boolean;
}

/** KeybindingActionConfig as Fray registers it. */
export interface KeybindingConfig {
  name: string;
  hint?: string;
  editable?: KeyBinding[];
  uneditable?: KeyBinding[];
  onDown?: (context: KeyContext) => boolean | void;
  onUp?: (context: KeyContext) => boolean | void;
  restricted?: boolean;
  precedence?: number;
  repeat?: boolean;
  reservedModifiers?: string[];
  order?: number;
  namespace?: string;
}

/** CONST.KEYBINDING_PRECEDENCE: PRIORITY 0, NORMAL 1, DEFERRED 2. */
export const KEYBINDING_PRECEDENCE = { PRIORITY: 0, NORMAL: 1, DEFERRED: 2 } as const;

/**
 * foundry.helpers.interaction.KeyboardManager, its static MODIFIER_KEYS only: the modifier names bindings use
 * (foundryvtt.com/api/v13/classes/foundry.helpers.interaction.KeyboardManager.html).
 */
export const KeyboardManager = { MODIFIER_KEYS: Object.freeze({ CONTROL: "Control", SHIFT: "Shift", ALT: "Alt" }) };

/** The stand-in game.keybindings. */
export class ClientKeybindings {
  /** Registered actions by "namespace.action". */
  readonly actions = new Map<string, KeybindingConfig>();
  /** The current bindings by "namespace.action" (the editable defaults until `set`). */
  readonly bindings = new Map<string, KeyBinding[]>();
  #order = 0;
  #ready = false;

  /** Marks registration closed (Foundry initializes the bindings once init has run). */
  initialize(): void {
    this.#ready = true;
  }

  /** Registers an action; after init Foundry refuses, as here. */
  register(namespace: string, action: string, data: KeybindingConfig): void {
    if (this.#ready) throw new Error("You cannot register a Keybinding after the init hook");
    const id = `${namespace}.${action}`;
    if (this.actions.has(id)) throw new Error(`An action with the identifier ${id} is already registered`);
    this.actions.set(id, { precedence: KEYBINDING_PRECEDENCE.NORMAL, ...data, namespace, order: this.#order++ });
    this.bindings.set(id, [...(data.uneditable ?? []), ...(data.editable ?? [])]);
  }

  /** The current bindings of an action. */
  get(namespace: string, action: string): KeyBinding[] {
    const id = `${namespace}.${action}`;
    if (!this.actions.has(id)) throw new Error(`This is not a registered keybinding action: ${id}`);
    return this.bindings.get(id) ?? [];
  }

  /** Changes an action's editable bindings (Configure Controls); its uneditable ones stay. */
  async set(namespace: string, action: string, bindings: KeyBinding[]): Promise<void> {
    const config = this.actions.get(`${namespace}.${action}`);
    if (!config) throw new Error(`This is not a registered keybinding action: ${namespace}.${action}`);
    this.bindings.set(`${namespace}.${action}`, [...(config.uneditable ?? []), ...bindings]);
  }

  /**
   * Presses `key` with `modifiers` held (Shift, Control, Alt): runs the matching actions' onDown in precedence, then
   * registration, order until one returns true; resolves with whether one did.
   */
  press(key: string, modifiers: string[] = []): boolean {
    const held = new Set(modifiers);
    const user = world.users.current;
    const matching = [...this.actions.entries()].filter(([id, config]) =>
      (!config.restricted || !!user?.isGM) && (this.bindings.get(id) ?? []).some((b) => b.key === key
        && (b.modifiers ?? []).length === held.size && (b.modifiers ?? []).every((m) => held.has(m))))
      .map(([, config]) => config)
      .sort((a, b) => (a.precedence! - b.precedence!) || (a.order! - b.order!));
    const context: KeyContext = { key, isShift: held.has("Shift"), isControl: held.has("Control"),
      isAlt: held.has("Alt"), up: false, repeat: false };
    return matching.some((config) => config.onDown?.(context) === true);
  }
}
