import { DialogV2, resetDialogs } from "./dialog.js";
import { cleanHTML } from "./clean-html.js";
import { escapeHTML } from "./escape.js";
import { logCompatibilityWarning } from "./compatibility.js";
import Handlebars from "handlebars";
import { ApplicationV2, FormDataExtended, HandlebarsApplicationMixin, loadTemplates, renderTemplate } from
  "./application.js";
import { DataModel, TypeDataModel, deepClone, expandObject, getProperty, mergeObject, setProperty } from
  "./data-model.js";
import { Canvas } from "./canvas.js";
import { withChatMessage } from "./chat.js";
import { Combat, Combatant, CombatantGroup, activeCombat, trackerConfig } from "./combat.js";
import { tokens } from "./combat-core.js";
import { CombatTracker, installTrackerRendering } from "./combat-tracker.js";
import { ContextMenu } from "./context-menu.js";
import { CORE_TRANSLATIONS } from "./core-lang.js";
import { Roll, dice } from "./dice.js";
import { DOCUMENT_CLASSES } from "./document-types.js";
import { Collection, Document, OWNERSHIP, randomID, world, type OperationRecord } from "./documents.js";
import * as fields from "./fields.js";
import { registerCoreHelpers, resetHandlebars } from "./handlebars-helpers.js";
import { Hooks } from "./hooks.js";
import { REGION_EVENTS, RegionBehaviorType, SCENE_DOCUMENT_CLASSES, SCENE_EMBEDDED, TOKEN_DISPLAY_MODES,
  TOKEN_DISPOSITIONS, forgetRegionEvents } from "./scene.js";
import { Localization } from "./localization.js";
import { ForcedDeletion } from "./operators.js";
import { release, setGeneration, type Generation } from "./release.js";
import { reportedGeneration } from "./adapter-probe.js";
import { ClientSettings, registerCoreSettings } from "./settings.js";
import { GRID_DIAGONALS, GRID_TYPES } from "./grid.js";
import { tokenMovementConfig } from "./token-movement.js";
import { SPECIAL_STATUS_EFFECTS } from "./status-effects.js";
import { saveDataToFile } from "./saved-files.js";
import manifest from "../../system.json";
import { ActorSheetV2, DocumentSheetConfig, DocumentSheetV2, DragDrop, ItemSheetV2, TextEditor, installDropData } from
  "./sheets.js";
import { USER_PERMISSIONS, USER_ROLES, Users, type User } from "./users.js";
import { installSheetRendering } from "./sheets.js";
import { keepValidateMethod } from "./validate-option.js";
import { keepLastSelectedOption } from "./select-options.js";
import { ChatLog } from "./chat-log.js";
import { fromUuid, fromUuidSync } from "./uuid.js";
import { GameTime, TIME_CONFIG, honourV13TimeOption } from "./game-time.js";
import { Hotbar, Macro } from "./macro.js";
import { AudioHelper, CORE_SOUNDS, playedSounds } from "./audio.js";
import { TokenRuler } from "./token-ruler.js";
import { registerEffectConfig } from "./effect-config.js";
import { ClientKeybindings, KEYBINDING_PRECEDENCE, KeyboardManager } from "./keybindings.js";
import { ACTIVE_EFFECT_CHANGE_TYPES, ActiveEffectTypeDataModel } from "./effect-model.js";
import { ACTIVE_EFFECT_EXPIRY_EVENTS, forgetEffectExpiries } from "./effect-registry.js";

/** The Foundry documents Fray touches, each a stand-in Document subclass. */
const CLASSES: Record<string, typeof Document> = { ...DOCUMENT_CLASSES, ...SCENE_DOCUMENT_CLASSES, Macro };
const DOCUMENT_NAMES = Object.keys(CLASSES);
const EMBEDDED: Record<string, Record<string, string>> = {
  Actor: { Item: "items", ActiveEffect: "effects" },
  Item: { ActiveEffect: "effects" },
  Combat: { Combatant: "combatants", CombatantGroup: "groups" },
  ...SCENE_EMBEDDED,
};

/** The stand-in classes by document name; the combat documents add turns, turn events and groups. */
const BASES: Record<string, typeof Document> = { ...CLASSES, Combat, Combatant, CombatantGroup };

/** A notification ui.notifications recorded. */
export interface Notice {
  type: "info" | "warn" | "error";
  message: string;
}

/** What a test gets back from installFoundry: the handles it needs to drive and inspect the stand-in. */
export interface FoundryStandIn {
  game: Record<string, unknown> & { settings: ClientSettings; i18n: Localization; users: Users; user: User;
    actors: Collection<Document>; items: Collection<Document>; combats: Collection<Document>;
    macros: Collection<Document>; keybindings: ClientKeybindings;
    messages: Collection<Document>; scenes: Collection<Document>; journal: Collection<Document> };
  CONFIG: Record<string, Record<string, unknown>>;
  notices: Notice[];
  gm: User;
  player: User;
  /** Makes `user` the user this client is logged in as. */
  loginAs(user: User): void;
  /** Runs init, i18nInit, setup and ready in Foundry's order. */
  boot(): Promise<void>;
  /** Every database operation since install, one record per batch (create/update/delete of one document type). */
  operations: OperationRecord[];
  /** The Foundry generation this stand-in plays (game.release.generation). */
  generation: Generation;
  /** The canvas (globalThis.canvas): `draw(scene)` views a scene; not ready until then. */
  canvas: Canvas;
}

/** Options of installFoundry. */
export interface InstallOptions {
  /** 13 or 14; defaults to the FOUNDRY_GENERATION environment variable, else 13. */
  generation?: Generation;
}

/** Builds a document class for `name` with its embedded collections. */
function documentClass(name: string): typeof Document {
  const base = BASES[name]!;
  const cls = { [name]: class extends base {} }[name]!;
  cls.documentName = name;
  cls.embedded = EMBEDDED[name] ?? {};
  return cls;
}

/**
 * Installs the in-memory Foundry on globalThis (foundry, game, CONFIG, CONST, Hooks, ui, Handlebars) with a GM
 * and a player, logged in as the GM, playing the given Foundry generation. Call again to start from a clean world.
 */
export function installFoundry({ generation: asked }: InstallOptions = {}): FoundryStandIn {
  const generation = setGeneration(asked);
  keepValidateMethod();
  playedSounds.length = 0;
  keepLastSelectedOption();
  Hooks.reset();
  forgetRegionEvents();
  forgetEffectExpiries();
  tokens.clear();
  trackerConfig.skipDefeated = false;
  const users = new Users();
  const gm = users.add("gm0000000000000a", "Gamemaster", USER_ROLES.GAMEMASTER);
  const player = users.add("pl0000000000000a", "Player", USER_ROLES.PLAYER);
  users.current = gm;
  const i18n = new Localization();
  Object.assign(i18n.translations, CORE_TRANSLATIONS);
  const notices: Notice[] = [];
  const documents = Object.fromEntries(DOCUMENT_NAMES.map((n) => [n, documentClass(n)]));
  documents.ChatMessage = withChatMessage(documents.ChatMessage!);
  Object.assign(documents, { TokenDocument: documents.Token, RegionDocument: documents.Region });
  const CONFIG: Record<string, Record<string, unknown>> = { Dice: { rolls: [] }, ui: { combat: CombatTracker },
    queries: users.queries, time: { ...TIME_CONFIG }, TextEditor: { enrichers: [] },
    specialStatusEffects: { ...SPECIAL_STATUS_EFFECTS }, sounds: { ...CORE_SOUNDS } };
  const modes = messageModes(generation);
  world.users = users;
  world.collections = {};
  world.dataModels = {};
  world.operations = [];
  world.time = new GameTime();
  honourV13TimeOption();
  world.documentClass = (name) => CONFIG[name]?.documentClass as typeof Document | undefined;
  for (const name of DOCUMENT_NAMES) {
    const dataModels: Record<string, typeof DataModel> = {};
    world.dataModels[name] = dataModels;
    CONFIG[name] = { documentClass: documents[name], dataModels, typeLabels: {}, typeIcons: {} };
  }
  Object.assign(generation === 14 ? CONFIG.ChatMessage! : CONFIG.Dice!, modes);
  CONFIG.Token!.movement = tokenMovementConfig();
  CONFIG.Token!.rulerClass = TokenRuler;
  if (generation === 14) world.dataModels.ActiveEffect!.base = ActiveEffectTypeDataModel;
  // v14 CONFIG.ActiveEffect: expiryAction "update" (core's default: a system wanting deletion sets "delete",
  // crucible#607) and no package expiry events yet.
  if (generation === 14) Object.assign(CONFIG.ActiveEffect!, { expiryAction: "update", expiryEvents: {} });
  const settings = new ClientSettings(users);
  registerCoreSettings(settings, generation, manifest.grid.diagonals);
  const collection = (name: string) => (world.collections[name] ??= new Collection<Document>());
  const game = {
    system: { id: manifest.id, version: manifest.version, grid: { ...manifest.grid } }, i18n, settings, users,
    collections: world.collections,
    // Read through a getter: the adapter probe (adapter-probe.ts) answers each reader of the generation.
    release: { get generation() { return reportedGeneration(generation); }, version: release.version },
    permissions: users.permissions, time: world.time,
    get actors() { return collection("Actor"); },
    get items() { return collection("Item"); },
    get combats() { return collection("Combat"); },
    get messages() { return collection("ChatMessage"); },
    get scenes() { return collection("Scene"); },
    get macros() { return collection("Macro"); },
    keybindings: new ClientKeybindings(),
    get journal() { return collection("JournalEntry"); },
    packs: new Collection<{ locked: boolean }>(),
    get user() { return users.current; },
    get ready() { return readyRan; },
    get combat() { return activeCombat(); },
  } as unknown as FoundryStandIn["game"];
  let readyRan = false;
  resetHandlebars();
  registerCoreHelpers(i18n);
  resetDialogs();
  installDropData();
  installSheetRendering(DOCUMENT_NAMES);
  registerEffectConfig();
  const ui: Record<string, unknown> = { notifications: notifications(notices), chat: new ChatLog(),
    hotbar: new Hotbar() };
  installTrackerRendering(() => ui.combat as CombatTracker | undefined);
  Object.assign(CONFIG.Dice!, { rolls: [Roll], randomUniform: () => 1 - Math.random() });
  const canvas = new Canvas(users);
  Object.assign(globalThis, {
    Roll, canvas, fromUuid, fromUuidSync,
    Hooks, game, CONFIG, Handlebars,
    CONST: { USER_ROLES, USER_PERMISSIONS, DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP, TOKEN_DISPOSITIONS,
      TOKEN_DISPLAY_MODES, REGION_EVENTS, GRID_TYPES, GRID_DIAGONALS, KEYBINDING_PRECEDENCE,
      ...(generation === 14 ? { ACTIVE_EFFECT_CHANGE_TYPES, ACTIVE_EFFECT_EXPIRY_EVENTS } : {}) },
    ui,
    foundry: {
      abstract: { DataModel, TypeDataModel },
      data: { fields, regionBehaviors: { RegionBehaviorType },
        ...(generation === 14 ? { ActiveEffectTypeDataModel } : {}),
        ...(generation === 14 ? { operators: { ForcedDeletion } } : {}) },
      dice,
      documents,
      audio: { AudioHelper },
      canvas: { placeables: { tokens: { TokenRuler } } },
      utils: { mergeObject, expandObject, getProperty, setProperty, randomID, deepClone, Collection, escapeHTML,
        cleanHTML, logCompatibilityWarning, saveDataToFile },
      applications: {
        api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2 },
        apps: { DocumentSheetConfig },
        sheets: { ActorSheetV2, ItemSheetV2 },
        handlebars: { renderTemplate, loadTemplates },
        ux: { FormDataExtended, TextEditor, DragDrop, ContextMenu },
        sidebar: { tabs: { CombatTracker } },
      },
      helpers: { Localization: { localizeDataModel: (m: never) => Localization.localizeDataModel(m, i18n) },
        interaction: { KeyboardManager } },
    },
  });
  if (generation === 14) Object.assign(globalThis, { _del: ForcedDeletion.instance });
  else delete (globalThis as Record<string, unknown>)._del;
  return {
    game, CONFIG, notices, gm, player, operations: world.operations, generation, canvas,
    loginAs(user) { users.current = user; },
    async boot() {
      for (const hook of ["init", "i18nInit", "setup", "ready"]) {
        if (hook === "ready") readyRan = true;
        // Foundry reads the registered keybindings once init has run (ClientKeybindings#initialize).
        if (hook === "i18nInit") (game.keybindings as ClientKeybindings).initialize();
        // Foundry builds the UI (ui.combat from CONFIG.ui.combat) after setup, before ready.
        if (hook === "ready") ui.combat = new (CONFIG.ui!.combat as typeof CombatTracker)();
        Hooks.callAll(hook);
        await Promise.resolve();
      }
    },
  };
}

/** ui.notifications, recording what it was asked to show. */
function notifications(notices: Notice[]) {
  const record = (type: Notice["type"]) => (message: string) => {
    notices.push({ type, message });
    return { id: notices.length };
  };
  return { info: record("info"), warn: record("warn"), error: record("error") };
}

/** The chat visibility modes: v13 CONFIG.Dice.rollModes, v14 CONFIG.ChatMessage.modes. */
function messageModes(generation: Generation): Record<string, Record<string, { label: string; icon: string }>> {
  if (generation === 14) {
    return { modes: { public: { label: "CHAT.ModePublic", icon: "fa-globe" }, gm: { label: "CHAT.ModeGM",
      icon: "fa-user-secret" }, blind: { label: "CHAT.ModeBlind", icon: "fa-eye-slash" },
    self: { label: "CHAT.ModeSelf", icon: "fa-user" } } };
  }
  return { rollModes: { publicroll: { label: "CHAT.RollPublic", icon: "fa-globe" }, gmroll: { label: "CHAT.RollPrivate",
    icon: "fa-user-secret" }, blindroll: { label: "CHAT.RollBlind", icon: "fa-eye-slash" },
  selfroll: { label: "CHAT.RollSelf", icon: "fa-user" } } };
}
