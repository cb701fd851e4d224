import { existsSync, readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph } from "../../scripts/check-cycles.mjs";
import { REPO_ROOT } from "../foundry/localization.js";

/** Each concept with one home: its folder under src/ and the entry module the rest of src/ imports it through. */
const HOMES = [{ folder: "documents/movement", entry: "documents/movement/index.ts" }];

/** The imports (as "file → target", paths under src/) that reach into `folder` from outside it, not through `entry`. */
function intruders(graph: Map<string, string[]>, folder: string, entry: string): string[] {
  const inside = (file: string) => file.split(sep).join("/").startsWith(`${folder}/`);
  return [...graph].filter(([file]) => !inside(file))
    .flatMap(([file, targets]) => targets.filter((target) => inside(target) && target.split(sep).join("/") !== entry)
      .map((target) => `${file} → ${target}`));
}

/** The files under `folder` (relative to it, with "/"). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1).split(sep).join("/"));
}

describe("one home per concept (issue 32)", () => {
  const graph = importGraph(join(REPO_ROOT, "src"));

  for (const { folder, entry } of HOMES) {
    it(`nothing outside src/${folder}/ imports a file inside it except through src/${entry}`, () => {
      expect(existsSync(join(REPO_ROOT, "src", entry))).toBe(true);
      expect(intruders(graph, folder, entry)).toEqual([]);
    });
  }

  it("Z7, L12, L11, A9: zone movement, movement modes and their statuses, the 5 ft step and the moves that offer "
    + "free hits all live in src/documents/movement/, and no movement file is left elsewhere in src/documents/", () => {
    const documents = join(REPO_ROOT, "src", "documents");
    const elsewhere = filesUnder(documents).filter((file) => !file.startsWith("movement/"))
      .filter((file) => /movement|five-foot-step|(^|\/)moves\.ts$/.test(file));
    expect(elsewhere).toEqual([]);
    expect(filesUnder(join(documents, "movement")).sort()).toEqual(["ask.ts", "five-foot-step.ts",
      "free-hit-moves.ts", "index.ts", "movement-actions.ts", "movement-card.ts", "movement-mode-statuses.ts",
      "movement-modes.ts", "movement-state.ts", "mover.ts", "whole-move.ts"]);
  });

  it("finds an import of an inner file from outside, and allows the entry and the folder's own imports", () => {
    const sample = new Map(Object.entries({
      "fray.ts": ["home/index.ts"],
      "other/a.ts": ["home/inner.ts", "other/b.ts"],
      "home/index.ts": ["home/inner.ts"],
      "home/inner.ts": ["other/b.ts"],
      "homely/c.ts": ["home/index.ts"],
    }));
    expect(intruders(sample, "home", "home/index.ts")).toEqual(["other/a.ts → home/inner.ts"]);
  });
});
