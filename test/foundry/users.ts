import { AsyncLocalStorage } from "node:async_hooks";
import type { TokenPlaceable } from "./canvas.js";
import type { Document } from "./documents.js";
import { expandObject } from "./data-model.js";
import { applyChanges, ForcedDeletion } from "./operators.js";
import { release } from "./release.js";
import { permissionError, record, world } from "./world.js";

/** Foundry's user roles (CONST.USER_ROLES). */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/**
 * The user permissions Fray meets and the role each is granted to by default (CONST.USER_PERMISSIONS, as the v13
 * API page lists them).
 */
export const USER_PERMISSIONS = {
  ACTOR_CREATE: { label: "PERMISSION.ActorCreate", defaultRole: USER_ROLES.ASSISTANT, disableGM: false },
  ITEM_CREATE: { label: "PERMISSION.ItemCreate", defaultRole: USER_ROLES.ASSISTANT, disableGM: false },
  JOURNAL_CREATE: { label: "PERMISSION.JournalCreate", defaultRole: USER_ROLES.TRUSTED, disableGM: false },
  FILES_BROWSE: { label: "PERMISSION.FilesBrowse", defaultRole: USER_ROLES.TRUSTED, disableGM: false },
  MESSAGE_WHISPER: { label: "PERMISSION.MessageWhisper", defaultRole: USER_ROLES.PLAYER, disableGM: false },
  SETTINGS_MODIFY: { label: "PERMISSION.SettingsModify", defaultRole: USER_ROLES.ASSISTANT, disableGM: false },
  TOKEN_CREATE: { label: "PERMISSION.TokenCreate", defaultRole: USER_ROLES.ASSISTANT, disableGM: false },
} as const;

/** A user permission name. */
export type UserPermission = keyof typeof USER_PERMISSIONS;

/** The time a write takes to reach the server and come back: other work on any client runs meanwhile. */
const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Handler registered in CONFIG.queries. */
export type QueryHandler = (data: unknown, options: { timeout?: number }) => unknown;

/** A connected user: role, GM-ness and queries (v13 User#query). */
export class User {
  active = true;
  /** Permissions granted or withheld for this user alone (User#permissions). */
  permissions: Partial<Record<UserPermission, boolean>> = {};
  /** The Token placeables this user targets (User#targets, a UserTargets Set). */
  targets = new Set<TokenPlaceable>();
  /** The user's flags by scope (UserData.flags). */
  flags: Record<string, Record<string, unknown>> = {};
  /** UserData.hotbar: the id of the Macro in each hotbar slot (1 to 50) this user filled. */
  hotbar: Record<string, string> = {};
  /** UserData.character: the id of the Actor the user plays, or null. */
  characterId: string | null = null;

  /** Creates a user with an id, a name and a role. */
  constructor(readonly id: string, readonly name: string, readonly role: number, readonly users: Users) {}

  /** True for game masters (and assistants, as Foundry documents). */
  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  /** True when the user has at least `role` (a USER_ROLES name or number; User#hasRole). */
  hasRole(role: keyof typeof USER_ROLES | number): boolean {
    return this.role >= (typeof role === "number" ? role : USER_ROLES[role]);
  }

  /**
   * True when the user holds `permission` (User#hasPermission): a Gamemaster always does; otherwise the user's own
   * grant, else the world's role table (game.permissions, which starts as each permission's defaultRole and up).
   */
  hasPermission(permission: UserPermission): boolean {
    if (this.role === USER_ROLES.GAMEMASTER) return true;
    const own = this.permissions[permission];
    if (own !== undefined) return own;
    return this.users.permissions[permission]?.includes(this.role) ?? false;
  }

  /** True when the user may perform `action`, a role name or a permission name (User#can). */
  can(action: keyof typeof USER_ROLES | UserPermission): boolean {
    return action in USER_ROLES ? this.hasRole(action as keyof typeof USER_ROLES)
      : this.hasPermission(action as UserPermission);
  }

  /** True for the user this client is logged in as. */
  get isSelf(): boolean {
    return this.users.current === this;
  }

  /** True for the one GM that runs GM-only work. */
  get isActiveGM(): boolean {
    return this.users.activeGM === this;
  }

  /** User#character: the Actor this user plays (game.actors by `characterId`), or null. */
  get character(): Document | null {
    return this.characterId ? world.collections.Actor?.get(this.characterId) ?? null : null;
  }

  /**
   * User#assignHotbarMacro(macro, slot): puts the macro in a slot from 1 to 50 (none given: the first empty one;
   * null: takes it out of every slot), writing `hotbar` as the user's own update; resolves with the user.
   */
  async assignHotbarMacro(macro: { id: string } | null, slot?: number | string): Promise<this> {
    const writer = this.users.current;
    if (!writer || (writer !== this && !writer.isGM)) throw permissionError(writer, "update", `User ${this.name}`);
    const hotbar = Object.fromEntries(Object.entries(this.hotbar).filter(([, id]) => id !== macro?.id || !macro));
    let target = slot === undefined ? undefined : Number(slot);
    if (target === undefined && macro) target = Array.from({ length: 50 }, (_, i) => i + 1).find((s) => !hotbar[s]);
    if (target !== undefined && (!Number.isInteger(target) || target < 1 || target > 50)) {
      throw new Error(`Invalid Hotbar slot ${String(slot)} requested`);
    }
    if (macro && target !== undefined) hotbar[target] = macro.id;
    else if (target !== undefined) delete hotbar[target];
    this.hotbar = hotbar;
    record("update", "User", 1, null);
    return this;
  }

  /** User#getHotbarMacros(page): the ten slots of a page, each with its Macro or null. */
  getHotbarMacros(page = 1): { slot: number; macro: Document | null }[] {
    return Array.from({ length: 10 }, (_, i) => {
      const slot = (page - 1) * 10 + i + 1;
      const id = this.hotbar[slot];
      return { slot, macro: id ? world.collections.Macro?.get(id) ?? null : null };
    });
  }

  /** Reads a flag (Document#getFlag). */
  getFlag(scope: string, key: string): unknown {
    return this.flags[scope]?.[key];
  }

  /** Writes a flag through `update` (Document#setFlag). */
  setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }

  /** Removes a flag through `update` with the generation's deletion (Document#unsetFlag). */
  unsetFlag(scope: string, key: string): Promise<this> {
    const deletion = release.generation === 14 ? { [`flags.${scope}.${key}`]: ForcedDeletion.instance }
      : { [`flags.${scope}.-=${key}`]: null };
    return this.update(deletion);
  }

  /**
   * Updates the user's flags (the only User data Fray writes). As BaseUser's permissions have it, a user may update
   * its own User document and a GM any user's; any other writer is refused by the server. Paths are dotted and the
   * generation's deletion operator applies (`-=key` in v13, `_del` in v14), as for every other document.
   */
  async update(changes: Record<string, unknown>): Promise<this> {
    const writer = this.users.current;
    if (!writer || (writer !== this && !writer.isGM)) throw permissionError(writer, "update", `User ${this.name}`);
    for (const path of Object.keys(changes)) {
      if (!path.startsWith("flags.") || path.split(".").length < 3) {
        throw new Error(`The stand-in's User#update writes flags only, not ${path}`);
      }
    }
    // The server's round trip: every client's copy (the writer's too) changes only when the server answers, so work
    // that runs while the update is in flight still reads the user as it was (Document#update is asynchronous).
    await roundTrip();
    const expanded = expandObject(changes) as { flags: Record<string, unknown> };
    this.flags = applyChanges(this.flags, expanded.flags) as typeof this.flags;
    record("update", "User", 1, null);
    return this;
  }

  /** Runs the query handler `name` on this user's client and returns its result (a JSON copy, as over the wire). */
  async query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    if (!this.active) throw new Error(`User ${this.name} is not connected`);
    const handler = this.users.queries[name];
    if (!handler) throw new Error(`Query "${name}" is not registered`);
    const result = await this.users.runOn(this, async () => handler(JSON.parse(JSON.stringify(data)), { timeout }));
    return result === undefined ? undefined : JSON.parse(JSON.stringify(result));
  }
}

/** Where the one store of clients is kept across copies of this module (a symbol, so no global name). */
const CLIENTS: unique symbol = Symbol.for("fray.standIn.clients");

/**
 * The client a piece of work runs on. The stand-in plays every connected client in one process, so work one
 * client started on another's behalf (a query handler, the active GM's turn events, a region event) keeps that
 * client as `game.user` across its awaits, while other work, interleaved with it, keeps its own. Every copy of
 * this module a thread loads (each test file and each preview world loads its own) shares one store: Node calls
 * every store ever used on every promise made, so a store per copy would slow each later file or world.
 */
const shared = globalThis as typeof globalThis & { [CLIENTS]?: AsyncLocalStorage<User> };
const clients: AsyncLocalStorage<User> = (shared[CLIENTS] ??= new AsyncLocalStorage<User>());

/** game.users: the world's users, the current one, and the active GM. */
export class Users extends Map<string, User> {
  /** The logged-in user of work that runs on no other client (loginAs sets it). */
  #loggedIn: User | null = null;
  queries: Record<string, QueryHandler> = {};
  /** The world's permission table: the roles granted each permission (game.permissions, core.permissions). */
  permissions: Record<string, number[]> = Object.fromEntries(Object.entries(USER_PERMISSIONS)
    .map(([name, { defaultRole }]) => [name, Object.values(USER_ROLES).filter((r) => r >= defaultRole)]));

  /** The user whose client this work runs on (game.user): the client running it, else the logged-in user. */
  get current(): User | null {
    return clients.getStore() ?? this.#loggedIn;
  }

  /** Logs `user` in for work that runs on no other client. */
  set current(user: User | null) {
    this.#loggedIn = user;
  }

  /** Runs `fn` as the logged-in client's work: `current` is whoever is logged in when it (and its awaits) run. */
  runAsLoggedIn<T>(fn: () => T): T {
    return clients.exit(fn);
  }

  /** Runs `fn` on `client`'s side: `current` is `client` inside it, across its awaits, and nowhere else. */
  runOn<T>(client: User, fn: () => Promise<T>): Promise<T> {
    return clients.run(client, fn);
  }

  /** Runs `fn` synchronously on `client`'s side; work it starts keeps `client` as `current` across its awaits. */
  runOnNow<T>(client: User, fn: () => T): T {
    return clients.run(client, fn);
  }

  /** Adds a user with the given role. */
  add(id: string, name: string, role: number): User {
    const user = new User(id, name, role, this);
    this.set(id, user);
    return user;
  }

  /**
   * One active Gamemaster, "non-assistant if possible" (api/v13 Users#activeGM): the first active full GM by id,
   * else the first active Assistant GM by id, else null.
   */
  get activeGM(): User | null {
    const first = (role: number) => [...this.values()].filter((u) => u.active && u.role === role)
      .sort((a, b) => a.id.localeCompare(b.id))[0];
    return first(USER_ROLES.GAMEMASTER) ?? first(USER_ROLES.ASSISTANT) ?? null;
  }

  /** All users as an array. */
  get contents(): User[] {
    return [...this.values()];
  }
}
