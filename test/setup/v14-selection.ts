/**
 * A setup file of the v14 project: runs, of the suites the adapter probe chose (scripts/probe-v14.mjs, listed in
 * v14-tests.json), only the tests that caught a v14 adapter answering as v13's; each suite that always runs under
 * 14 (ALWAYS_14 in generation-14.ts) runs whole, as does a test whose title names v14. FRAY_V14_ALL=1 runs every
 * test, FRAY_V14_ONLY=<json file> only the tests it lists (the probe's own runs); FRAY_ADAPTER_TRACE=1 appends each
 * test's adapters and time to FRAY_ADAPTER_TRACE_FILE.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { afterAll, afterEach, beforeEach, expect } from "vitest";
import { adaptersReached } from "../foundry/adapter-probe.js";
import { chosenTests } from "./generation-14.js";

/** What the name needs of a test: its title, its describe block and the file it is in. */
interface Named {
  name: string;
  suite?: Named;
  file?: unknown;
}

/** A test's name as the JSON reporter writes it: its describe blocks and its own title, joined by " > ". */
function nameOf(task: Named): string {
  const names = [task.name];
  for (let suite = task.suite; suite && suite !== task.file; suite = suite.suite) names.unshift(suite.name);
  return names.join(" > ");
}

const file = expect.getState().testPath?.replace(/^.*?\/(?=test\/)/, "") ?? "";

/** The tests of this file to run, or null for all of them. */
function toRun(): Set<string> | null {
  if (process.env.FRAY_V14_ALL === "1") return null;
  const only = process.env.FRAY_V14_ONLY;
  if (only) return new Set((JSON.parse(readFileSync(only, "utf8")) as Record<string, string[]>)[file] ?? []);
  return chosenTests(file);
}

const running = toRun();
/** The chosen tests met in this file. */
const met = new Set<string>();
let started = 0;

beforeEach((context) => {
  const name = nameOf(context.task);
  if (running?.has(name)) met.add(name);
  if (running && !running.has(name) && !/\bv14\b/.test(name)) context.skip();
  adaptersReached().clear();
  started = performance.now();
});

afterEach((context) => {
  const trace = process.env.FRAY_ADAPTER_TRACE_FILE;
  if (process.env.FRAY_ADAPTER_TRACE !== "1" || !trace) return;
  appendFileSync(trace, `${JSON.stringify({ file, name: nameOf(context.task), adapters: [...adaptersReached()],
    ms: Math.round(performance.now() - started) })}\n`);
});

afterAll(() => {
  const gone = [...running ?? []].filter((name) => !met.has(name));
  if (gone.length && !process.env.FRAY_V14_ONLY) {
    throw new Error(`The v14 choice names tests ${file} no longer has (run npm run probe:v14): ${gone.join("; ")}`);
  }
});
