/**
 * A setup file of the v14 project: skips the tests that passed under the adapter probe (scripts/probe-v14.mjs, listed
 * in probed-same-tests.json). Each of them passed with every v14 adapter answering as v13's, so running it again
 * under generation 14 can't tell a wrong adapter from a right one; it has run under v13 already. A test the list
 * doesn't name (a new one, or one renamed since the probe) runs. FRAY_V14_ALL=1 runs them all (the probe itself).
 */
import { beforeEach, expect } from "vitest";
import probed from "./probed-same-tests.json" with { type: "json" };

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

const skipped = new Set(process.env.FRAY_V14_ALL === "1" ? [] : (probed as Record<string, string[]>)[file] ?? []);

beforeEach((context) => {
  if (skipped.has(nameOf(context.task))) context.skip();
});
