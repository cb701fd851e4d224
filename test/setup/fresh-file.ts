/**
 * Runs before every test file (setupFiles in vitest.config.ts). The suites share worker processes instead of
 * starting one per file (isolate: false), so this gives each file the start a new process would give it: no
 * global a previous file set or replaced, an empty page, Handlebars without the partials and helpers a previous
 * file registered, fresh copies of the repository's modules (src/, test/, preview/), so no module state (a cache,
 * a queue, a registered hook) carries over, and no timer of a previous file still to fire.
 */
import { afterAll, vi } from "vitest";
import { resetHandlebars } from "../foundry/handlebars-helpers.js";

/** What the worker keeps across files: its starting globals and the timers the files' code scheduled. */
interface WorkerState {
  /** The named globals as the worker's first file found them, name to value. */
  globals: Map<string, unknown>;
  /** The timers scheduled through the global setTimeout that have neither fired nor been cleared. */
  timers: Set<unknown>;
  /** Node's own setTimeout, which the wait for those timers uses. */
  wait: typeof setTimeout;
}

/** Where the worker keeps that state (a symbol, so it is no global name itself). */
const STATE: unique symbol = Symbol.for("fray.test.workerState");

/** The global object, with the worker's state. */
const scope = globalThis as typeof globalThis & { [STATE]?: WorkerState };

/** How long a file's timers may take to fire after its last test before the file fails, in milliseconds. */
const TIMER_LIMIT_MS = 5_000;

/** Vitest's own globals (`__vitest_worker__` is renewed for every file), which it manages. */
const vitestOwn = (name: string) => name.startsWith("__vitest");

/**
 * Wraps the global setTimeout and clearTimeout so the worker knows the timers the code under test scheduled (a
 * debounced tracker render, a region event); Vitest schedules its own through timers it saved at start.
 */
function trackTimers(): Pick<WorkerState, "timers" | "wait"> {
  const timers = new Set<unknown>();
  const { setTimeout: wait, clearTimeout: clear } = globalThis;
  const schedule = (callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer = wait((...given: unknown[]) => {
      timers.delete(timer);
      callback(...given);
    }, delay, ...args);
    timers.add(timer);
    return timer;
  };
  globalThis.setTimeout = Object.assign(schedule, wait) as typeof setTimeout;
  globalThis.clearTimeout = ((timer: Parameters<typeof clearTimeout>[0]) => {
    timers.delete(timer);
    clear(timer);
  }) as typeof clearTimeout;
  return { timers, wait };
}

/**
 * The worker's state, made on its first file: the timers wrapped, then the named globals recorded (undefined for
 * the getters the happy-dom environment defines, which it manages). Symbol-keyed globals are left alone: Node and
 * Vitest keep their own state there (the expect state, fetch's agent), and the stand-in its one store of clients
 * and its compiled templates, neither holding anything of a file (test/foundry/users.ts, application.ts).
 */
function workerState(): WorkerState {
  if (scope[STATE]) return scope[STATE];
  const timers = trackTimers();
  const globals = new Map(Object.getOwnPropertyNames(globalThis).filter((name) => !vitestOwn(name))
    .map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)?.value]));
  scope[STATE] = { globals, ...timers };
  return scope[STATE];
}

/** Deletes every named global a previous file added (game, CONFIG, ui, window …) and puts back any it replaced. */
function restoreGlobals({ globals }: WorkerState): void {
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (!globals.has(name) && !vitestOwn(name)) Reflect.deleteProperty(globalThis, name);
  }
  for (const [name, value] of globals) {
    if (value !== undefined && !Object.is(Reflect.get(globalThis, name), value)) Reflect.set(globalThis, name, value);
  }
}

/** Lets the timers the file's code left scheduled fire while the file's own globals still stand. */
async function drainTimers({ timers, wait }: WorkerState): Promise<void> {
  const start = Date.now();
  while (timers.size > 0) {
    if (Date.now() - start > TIMER_LIMIT_MS) {
      throw new Error(`${timers.size} timer(s) still pending ${TIMER_LIMIT_MS} ms after the file's last test`);
    }
    await new Promise((done) => wait(done, 1));
  }
}

const state = workerState();
restoreGlobals(state);
if (globalThis.document) {
  globalThis.document.head.replaceChildren();
  globalThis.document.body.replaceChildren();
}
resetHandlebars();
vi.resetModules();
afterAll(() => drainTimers(state), 0);
