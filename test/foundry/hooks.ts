/** A hook callback; returning `false` from a `call` handler stops the chain (Foundry's Hooks.call). */
type HookFn = (...args: unknown[]) => unknown;

interface Registration {
  id: number;
  fn: HookFn;
  once: boolean;
}

/** Foundry's Hooks: named events with `on`, `once`, `off`, `call` (stoppable) and `callAll`. */
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
      if (reg.fn(...args) === false) return false;
    }
    return true;
  }

  /** Calls every handler regardless of return values. */
  static callAll(hook: string, ...args: unknown[]): true {
    for (const reg of Hooks.#take(hook)) reg.fn(...args);
    return true;
  }

  /** Records an error the way Foundry's Hooks.onError reports it. */
  static onError(location: string, error: unknown, { log = "error" }: { log?: string } = {}): void {
    Hooks.errors.push({ location, error });
    if (log) console.error(location, error);
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

  /** Returns the handlers for a call, dropping `once` ones from the registry first. */
  static #take(hook: string): Registration[] {
    const list = Hooks.#events.get(hook) ?? [];
    Hooks.#events.set(hook, list.filter((r) => !r.once));
    return list;
  }
}
