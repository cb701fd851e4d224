import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, importGraph } from "../../scripts/check-cycles.mjs";
import { REPO_ROOT } from "../foundry/localization.js";

/** A graph from "file: imports…" lines. */
const graph = (lines: Record<string, string[]>) => new Map(Object.entries(lines));

/** Writes `files` (path → text) into a new folder and returns it. */
function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), "cycles-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

/** Runs `node scripts/check-cycles.mjs [folder]` as `npm run lint` does, returning exit code and output. */
function check(folder?: string) {
  const result = spawnSync(process.execPath, ["scripts/check-cycles.mjs", ...(folder ? [folder] : [])],
    { cwd: REPO_ROOT, encoding: "utf8" });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe("findCycles", () => {
  it("finds none where imports run one way (a diamond and a file importing nothing)", () => {
    expect(findCycles(graph({ a: ["b", "c"], b: ["d"], c: ["d"], d: [], e: [] }))).toEqual([]);
  });

  it("finds each circle once, with its files and the shortest way round from the first of them", () => {
    const cycles = findCycles(graph({ a: ["b"], b: ["c", "a"], c: ["a"], d: ["e"], e: ["d"], f: ["a"] }));
    expect(cycles).toEqual([
      { files: ["a", "b", "c"], circle: ["a", "b", "a"] },
      { files: ["d", "e"], circle: ["d", "e", "d"] },
    ]);
  });

  it("finds a file that imports itself", () => {
    expect(findCycles(graph({ a: ["a"], b: ["a"] }))).toEqual([{ files: ["a"], circle: ["a", "a"] }]);
  });
});

describe("importGraph", () => {
  it("reads type-only imports, re-exports, import() types, side-effect imports and index files", () => {
    const folder = folderWith({
      "a.ts": 'import type { B } from "./b.js";\nexport * from "./lib/index.js";\nimport "./side.js";\n',
      "b.ts": 'type C = import("./lib/c.js").C;\nexport type B = C;\n',
      "lib/index.ts": 'export { c } from "./c.js";\n',
      "lib/c.ts": 'import ts from "typescript";\nexport const c = ts;\nexport type C = number;\n',
      "side.ts": '// import "./a.js";\nexport const text = "import { a } from \\"./a.js\\"";\n',
    });
    const found = Object.fromEntries([...importGraph(folder)].map(([file, imports]) => [file, imports.sort()]));
    expect(found).toEqual({ "a.ts": ["b.ts", join("lib", "index.ts"), "side.ts"], "b.ts": [join("lib", "c.ts")],
      [join("lib", "index.ts")]: [join("lib", "c.ts")], [join("lib", "c.ts")]: [], "side.ts": [] });
  });
});

describe("node scripts/check-cycles.mjs (npm run lint)", () => {
  it("fails a type-only circle, naming it", () => {
    const { status, output } = check(folderWith({ "combat.ts": 'import type { T } from "./turn.js";\n',
      "turn.ts": 'import type { C } from "./combat.js";\n' }));
    expect(status).toBe(1);
    expect(output).toContain("combat.ts → turn.ts → combat.ts (2 files in it: combat.ts, turn.ts)");
  });

  it("finds no circle in src/", () => {
    expect(check()).toEqual({ status: 0, output: expect.stringContaining("no import circle in src") });
  });
});
