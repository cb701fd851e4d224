/** A hook callback; returning `false` from a `call` handler stops the chain (Foundry's Hooks.call). */
type HookFn = (...args: unknown[]) => unknown;

interface Registration {
  id: number;
  fn: HookFn;
  once: boolean;
}

/** Options of Hooks.onError: a message to prefix, and whether to log; the rest is data for the `error` hook. */
interface ErrorOptions {
  msg?: string;
  log?: string | null;
  notify?: string | null;
  [data: string]: unknown;
}

/**
 * Foundry's Hooks: named events with `on`, `once`, `off`, `call` (stoppable) and `callAll`. A handler that throws is
 * reported through Hooks.onError ("Error thrown in hooked function '…' for hook '…'") and the other handlers still
 * run (dnd5e#2306 and monks-scene-navigation#53 show the error raised from `#call` inside `callAll` while the world
 * goes on loading).
 */
export class Hooks {
  static #events = new Map<string, Registration[]>();
  static #nextId = 1;
  /** Errors passed to Hooks.onError, for tests to inspect. */
  static errors: { location: string; error: unknown }[] = [];

  /** Registers `fn` for every call of `hook`; returns an id for `off`. */
  static on(hook: string, fn: HookFn, { once = false } = {}): number {
    const id = Hooks.#nextId++;
    const list = Hooks.#events.get(hook) ?? [];
    list.push({ id, fn, once });
    Hooks.#events.set(hook, list);
    return id;
  }

  /** Registers `fn` for the next call of `hook` only. */
  static once(hook: string, fn: HookFn): number {
    return Hooks.on(hook, fn, { once: true });
  }

  /** Unregisters by id or by function. */
  static off(hook: string, fnOrId: HookFn | number): void {
    const list = Hooks.#events.get(hook) ?? [];
    Hooks.#events.set(hook, list.filter((r) => (typeof fnOrId === "number" ? r.id !== fnOrId : r.fn !== fnOrId)));
  }

  /** Calls every handler; returns false as soon as one returns exactly false. */
  static call(hook: string, ...args: unknown[]): boolean {
    for (const reg of Hooks.#take(hook)) {
      if (Hooks.#call(hook, reg, args) === false) return false;
    }
    return true;
  }

  /** Calls every handler regardless of return values. */
  static callAll(hook: string, ...args: unknown[]): true {
    for (const reg of Hooks.#take(hook)) Hooks.#call(hook, reg, args);
    return true;
  }

  /**
   * Reports an error as Foundry's Hooks.onError does: `msg` is prefixed to the error's message (foundryvtt#6669),
   * the error is logged unless `log` is null, and the `error` hook (hookEvents.error: location, error, data) is
   * called with the remaining options as data.
   */
  static onError(location: string, error: unknown, options: ErrorOptions = {}): void {
    const { msg = "", log = "error", notify: _notify = null, ...data } = options;
    if (msg && error instanceof Error) error.message = `${msg}. ${error.message}`;
    Hooks.errors.push({ location, error });
    if (log) console.error(location, error);
    if (location !== "Hooks.#call" || data.hook !== "error") Hooks.callAll("error", location, error, data);
  }

  /** Lists the hook names that have handlers (for tests). */
  static get events(): Record<string, number> {
    return Object.fromEntries([...Hooks.#events].map(([k, v]) => [k, v.length]));
  }

  /** Forgets every handler and recorded error. */
  static reset(): void {
    Hooks.#events.clear();
    Hooks.errors = [];
  }

  /** Runs one handler; a throw is reported through onError and counts as no answer. */
  static #call(hook: string, reg: Registration, args: unknown[]): unknown {
    try {
      return reg.fn(...args);
    } catch (error) {
      Hooks.onError("Hooks.#call", error, { msg: `Error thrown in hooked function '${reg.fn.name}' for hook '${hook}'`,
        hook, fn: reg.fn });
      return undefined;
    }
  }

  /** Returns the handlers for a call, dropping `once` ones from the registry first. */
  static #take(hook: string): Registration[] {
    const list = Hooks.#events.get(hook) ?? [];
    Hooks.#events.set(hook, list.filter((r) => !r.once));
    return list;
  }
}
