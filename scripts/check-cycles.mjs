// Fails when files under a folder import each other in a circle; type-only imports and import("…") types count.
// Usage: node scripts/check-cycles.mjs [folder]   (default: src; run by `npm run lint`)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

/** The source files the check reads. */
const SOURCE = /\.(ts|mts|tsx)$/;

/** The file a relative specifier names (`./x.js` is `./x.ts` in TypeScript), or null when none exists. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, "");
  const candidates = [`${stem}.ts`, `${stem}.mts`, `${stem}.tsx`, base, path.join(base, "index.ts")];
  return candidates.find((file) => SOURCE.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Every source file under `folder`. */
function sourceFiles(folder) {
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files under `folder`, each with the files of the same folder it imports (by path relative to `folder`). */
export function importGraph(folder) {
  const root = path.resolve(folder);
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName))
      .filter((target) => target?.startsWith(root + path.sep));
    graph.set(path.relative(root, file), [...new Set(targets.map((target) => path.relative(root, target)))]);
  }
  return graph;
}

/** The shortest path of imports from `start` back to `start` that stays within `members`. */
function circleThrough(graph, start, members) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) {
        const between = [];
        for (let at = node; at !== start; at = cameFrom.get(at)) between.unshift(at);
        return [start, ...between, start];
      }
      queue.push(next);
    }
  }
  return [start, start];
}

/**
 * The import circles of `graph` (file → files it imports): one per strongly connected group of files (Tarjan), as
 * the group's files and the shortest circle through the first of them (that file repeated at the end). Empty: none.
 */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((files) => ({ files, circle: circleThrough(graph, files[0], new Set(files)) }));
}

/** Checks `folder`, prints every circle found and returns the exit code (1 when there is one). */
export function checkCycles(folder) {
  const cycles = findCycles(importGraph(folder));
  const name = path.relative(process.cwd(), path.resolve(folder)) || ".";
  for (const { files, circle } of cycles) {
    console.error(`import circle in ${name}: ${circle.join(" → ")} (${files.length} files in it: ${files.join(", ")})`);
  }
  if (!cycles.length) console.info(`no import circle in ${name}`);
  return cycles.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  process.exitCode = checkCycles(process.argv[2] ?? path.join(root, "src"));
}
