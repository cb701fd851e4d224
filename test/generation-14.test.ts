import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ALWAYS_14, BOTH_GENERATIONS, GENERATION_14 } from "./setup/generation-14.js";
import choice from "./setup/v14-tests.json" with { type: "json" };

const ROOT = resolve(import.meta.dirname, "..");
/** The one module of Fray that branches on the Foundry generation. */
const COMPAT = "src/compat.ts";
/** Static imports and re-exports (not `import type`), side-effect imports and dynamic imports of a module. */
const IMPORT = new RegExp(String.raw`(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?"([^"]+)"` +
  String.raw`|(?<!typeof\s)import\(\s*"([^"]+)"\s*\)`, "g");

/** The imports of each file read so far. */
const importsRead = new Map<string, string[]>();

/** The repository files `file` imports (relative specifiers; a ".js" import names its ".ts" source). */
function importsOf(file: string): string[] {
  const known = importsRead.get(file);
  if (known) return known;
  const found: string[] = [];
  for (const [, fromClause, dynamic] of readFileSync(resolve(ROOT, file), "utf8").matchAll(IMPORT)) {
    const specifier = fromClause ?? dynamic!;
    if (!specifier.startsWith(".")) continue;
    const target = resolve(ROOT, dirname(file), specifier);
    const source = existsSync(target) ? target : target.replace(/\.js$/, ".ts");
    if (existsSync(source)) found.push(relative(ROOT, source));
  }
  importsRead.set(file, found);
  return found;
}

/** Whether `file` reaches src/compat.ts through its imports. */
function reachesCompat(file: string, seen = new Set<string>()): boolean {
  if (file === COMPAT) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return importsOf(file).some((next) => reachesCompat(next, seen));
}

/** Whether the v14 project runs `file`. */
const inGeneration14 = (file: string) => GENERATION_14.some((path) => (path.endsWith("/") ? file.startsWith(path)
  : file === path));

/**
 * Every Node test file (the browser files play the preview in Chromium under generation 13 only; the differential
 * fuzzer, test/fuzz, the adversary, test/adversary, and the forecast's check, test/check, run on their own with
 * `npm run fuzz`, `npm run adversary` and `npm run check:forecast`, under generation 13).
 */
const suites = readdirSync(resolve(ROOT, "test"), { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".test.ts")).map((name) => `test/${name}`)
  .filter((file) => !["test/browser/", "test/fuzz/", "test/adversary/", "test/check/"]
    .some((folder) => file.startsWith(folder))).sort();

describe("the v14 project's suites (test/setup/generation-14.ts)", () => {
  it("include every suite whose imports reach src/compat.ts, unless it runs both generations itself", () => {
    const missing = suites.filter((file) => reachesCompat(file) && !inGeneration14(file)
      && !BOTH_GENERATIONS.includes(file));
    expect(missing).toEqual([]);
  });

  it("name folders and files that exist, each holding at least one suite", () => {
    const empty = [...GENERATION_14, ...BOTH_GENERATIONS].filter((path) => !suites.some((file) =>
      (path.endsWith("/") ? file.startsWith(path) : file === path)));
    expect(empty).toEqual([]);
  });

  it("always run the stand-in's own contract suites listed there, and the actors' effects", () => {
    expect(ALWAYS_14.filter((path) => !GENERATION_14.some((listed) => path.startsWith(listed)))).toEqual([]);
    expect(ALWAYS_14.filter((path) => path.startsWith("test/foundry/contract/"))).toHaveLength(
      GENERATION_14.filter((path) => path.startsWith("test/foundry/contract/")).length);
  });

  it("run, for every adapter src/compat.ts exports, tests that catch it answering as v13's; one no v14 test catches "
    + "has its own test under both generations (test/compat.test.ts)", () => {
    const exported = [...readFileSync(resolve(ROOT, COMPAT), "utf8").matchAll(/^export (?:async )?function (\w+)/gm)]
      .map(([, name]) => name!).filter((name) => name !== "generation").sort();
    const told = [...Object.keys(choice.catches), ...choice.unchecked, ...choice.unreached].sort();
    expect(told).toEqual(exported);
    // The titles of test/compat.test.ts's tests, each string of a title split over lines included.
    const titles = [...readFileSync(resolve(ROOT, "test/compat.test.ts"), "utf8")
      .matchAll(/\bit\(((?:\s*\+?\s*"[^"]*")+)/g)].map(([, title]) => title!).join("\n");
    const untested = [...choice.unchecked, ...choice.unreached].filter((name) =>
      !new RegExp(String.raw`\b${name}\b`).test(titles));
    expect(untested).toEqual([]);
    const chosen = Object.values(choice.catches as Record<string, string[][]>).flat();
    // A chosen test the file no longer has fails its v14 run (test/setup/v14-selection.ts).
    expect(chosen.filter(([file]) => !suites.includes(file!) || !inGeneration14(file!))).toEqual([]);
  });

  it("find the imports the check follows: a sheet suite reaches src/compat.ts, a rules suite does not", () => {
    expect(reachesCompat("test/applications/sheets/sheets.test.ts")).toBe(true);
    expect(reachesCompat("test/rules/presets.test.ts")).toBe(false);
  });
});
