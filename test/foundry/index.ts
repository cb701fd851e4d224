import Handlebars from "handlebars";
import { ApplicationV2, FormDataExtended, HandlebarsApplicationMixin, loadTemplates, renderTemplate } from
  "./application.js";
import { DataModel, TypeDataModel, deepClone, expandObject, getProperty, mergeObject, setProperty } from
  "./data-model.js";
import { ActiveEffect } from "./active-effect.js";
import { Combat, Combatant, CombatantGroup, activeCombat, combats, trackerConfig } from "./combat.js";
import { tokens } from "./combat-core.js";
import { Collection, Document, OWNERSHIP, randomID, world } from "./documents.js";
import * as fields from "./fields.js";
import { registerCoreHelpers } from "./handlebars-helpers.js";
import { Hooks } from "./hooks.js";
import { Localization } from "./localization.js";
import { ClientSettings } from "./settings.js";
import { ActorSheetV2, DocumentSheetConfig, DocumentSheetV2, DragDrop, ItemSheetV2, TextEditor, installDropData } from
  "./sheets.js";
import { USER_ROLES, Users, type User } from "./users.js";
import { keepValidateMethod } from "./validate-option.js";

/** The Foundry documents Fray touches, each a stand-in Document subclass. */
const DOCUMENT_NAMES = ["Actor", "Item", "ChatMessage", "Combat", "Combatant", "CombatantGroup", "ActiveEffect"];
const EMBEDDED: Record<string, Record<string, string>> = {
  Actor: { Item: "items", ActiveEffect: "effects" },
  Item: { ActiveEffect: "effects" },
  Combat: { Combatant: "combatants", CombatantGroup: "groups" },
};

/** The stand-in classes with behaviour of their own, by document name. */
const BASES: Record<string, typeof Document> = { ActiveEffect, Combat, Combatant, CombatantGroup };

/** A notification ui.notifications recorded. */
export interface Notice {
  type: "info" | "warn" | "error";
  message: string;
}

/** What a test gets back from installFoundry: the handles it needs to drive and inspect the stand-in. */
export interface FoundryStandIn {
  game: Record<string, unknown> & { settings: ClientSettings; i18n: Localization; users: Users; user: User };
  CONFIG: Record<string, Record<string, unknown>>;
  notices: Notice[];
  gm: User;
  player: User;
  /** Makes `user` the user this client is logged in as. */
  loginAs(user: User): void;
  /** Runs init, i18nInit, setup and ready in Foundry's order. */
  boot(): Promise<void>;
}

/** Builds a document class for `name` with its embedded collections. */
function documentClass(name: string): typeof Document {
  const base = BASES[name] ?? Document;
  const cls = { [name]: class extends base {} }[name]!;
  cls.documentName = name;
  cls.embedded = EMBEDDED[name] ?? {};
  return cls;
}

/**
 * Installs the in-memory Foundry on globalThis (foundry, game, CONFIG, CONST, Hooks, ui, Handlebars) with a GM
 * and a player, logged in as the GM. Call again to start from a clean world.
 */
export function installFoundry(): FoundryStandIn {
  keepValidateMethod();
  Hooks.reset();
  tokens.clear();
  trackerConfig.skipDefeated = false;
  const users = new Users();
  const gm = users.add("gm0000000000000a", "Gamemaster", USER_ROLES.GAMEMASTER);
  const player = users.add("pl0000000000000a", "Player", USER_ROLES.PLAYER);
  users.current = gm;
  const i18n = new Localization();
  const notices: Notice[] = [];
  const documents = Object.fromEntries(DOCUMENT_NAMES.map((n) => [n, documentClass(n)]));
  const CONFIG: Record<string, Record<string, unknown>> = { Dice: { rolls: [] }, ui: {}, queries: users.queries };
  world.users = users;
  world.collections = {};
  world.dataModels = {};
  world.documentClass = (name) => CONFIG[name]?.documentClass as typeof Document | undefined;
  for (const name of DOCUMENT_NAMES) {
    const dataModels: Record<string, typeof DataModel> = {};
    world.dataModels[name] = dataModels;
    CONFIG[name] = { documentClass: documents[name], dataModels, typeLabels: {}, typeIcons: {} };
  }
  const settings = new ClientSettings(users);
  const game = {
    system: { id: "fray" }, i18n, settings, users, collections: world.collections,
    get user() { return users.current; },
    get ready() { return readyRan; },
    get combats() { return combats(); },
    get combat() { return activeCombat(); },
  } as unknown as FoundryStandIn["game"];
  let readyRan = false;
  registerCoreHelpers(i18n);
  installDropData();
  Object.assign(globalThis, {
    Hooks, game, CONFIG, Handlebars,
    CONST: { USER_ROLES, DOCUMENT_OWNERSHIP_LEVELS: OWNERSHIP,
      TOKEN_DISPOSITIONS: { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 } },
    ui: { notifications: notifications(notices) },
    foundry: {
      abstract: { DataModel, TypeDataModel },
      data: { fields },
      documents,
      utils: { mergeObject, expandObject, getProperty, setProperty, randomID, deepClone, Collection },
      applications: {
        api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2 },
        apps: { DocumentSheetConfig },
        sheets: { ActorSheetV2, ItemSheetV2 },
        handlebars: { renderTemplate, loadTemplates },
        ux: { FormDataExtended, TextEditor, DragDrop },
      },
      helpers: { Localization: { localizeDataModel: (m: never) => Localization.localizeDataModel(m, i18n) } },
    },
  });
  return {
    game, CONFIG, notices, gm, player,
    loginAs(user) { users.current = user; },
    async boot() {
      for (const hook of ["init", "i18nInit", "setup", "ready"]) {
        if (hook === "ready") readyRan = true;
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
