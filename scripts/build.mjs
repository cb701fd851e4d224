// Builds dist/: the bundle, the stylesheet, system.json, templates, lang, compiled packs and dist/fray.zip.
// Usage: node scripts/build.mjs [--watch]. Release URLs come from FRAY_MANIFEST_URL and FRAY_DOWNLOAD_URL.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { zipSync } from "fflate";
import { rollup, watch as rollupWatch } from "rollup";
import * as sass from "sass";
import rollupConfig from "../rollup.config.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");
const COPIED = ["templates", "lang"];

/** Empties dist/ so nothing stale survives a build. */
function clean() {
  fs.rmSync(DIST, { recursive: true, force: true });
  fs.mkdirSync(DIST, { recursive: true });
}

/** Bundles src/fray.ts (dist/fray.mjs) and src/quench (dist/fray-quench.mjs) with rollup. */
async function bundle() {
  for (const config of rollupConfig) {
    const build = await rollup(config);
    await build.write(config.output);
    await build.close();
  }
}

/** Compiles styles/fray.scss to dist/fray.css. */
function styles() {
  const { css, sourceMap } = sass.compile(path.join(ROOT, "styles/fray.scss"), { sourceMap: true, style: "expanded" });
  fs.writeFileSync(path.join(DIST, "fray.css"), `${css}\n/*# sourceMappingURL=fray.css.map */\n`);
  fs.writeFileSync(path.join(DIST, "fray.css.map"), JSON.stringify(sourceMap));
}

/** Writes system.json with the package version and, when given, the release URLs. */
function manifest() {
  const system = JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8"));
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
  system.version = version;
  const { FRAY_MANIFEST_URL: manifestUrl, FRAY_DOWNLOAD_URL: downloadUrl } = process.env;
  if (manifestUrl) system.manifest = manifestUrl;
  if (downloadUrl) system.download = downloadUrl;
  fs.writeFileSync(path.join(DIST, "system.json"), `${JSON.stringify(system, null, 2)}\n`);
  for (const file of ["README.md", "LICENSE", "CHANGELOG.md"]) fs.copyFileSync(path.join(ROOT, file), path.join(DIST, file));
  return system;
}

/** Copies templates/ and lang/ as they are. */
function copyStatic() {
  for (const dir of COPIED) {
    fs.rmSync(path.join(DIST, dir), { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, dir), path.join(DIST, dir), { recursive: true });
  }
}

/** Compiles each pack system.json declares from packs/_source/<name> (JSON) into dist/packs/<name> (LevelDB). */
async function packs(system) {
  const sourceRoot = path.join(ROOT, "packs/_source");
  const declared = new Set(system.packs.map((p) => p.name));
  const sources = fs.existsSync(sourceRoot)
    ? fs.readdirSync(sourceRoot, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
  const undeclared = sources.filter((name) => !declared.has(name));
  const missing = [...declared].filter((name) => !sources.includes(name));
  if (undeclared.length || missing.length) {
    throw new Error(`packs: sources without a system.json entry: [${undeclared}]; entries without sources: [${missing}]`);
  }
  for (const pack of system.packs) {
    const dest = path.join(DIST, pack.path ?? `packs/${pack.name}`);
    await compilePack(path.join(sourceRoot, pack.name), dest, { recursive: true, log: false });
  }
}

/** Zips dist/ (except the zip itself) into dist/fray.zip. */
function zip() {
  const files = {};
  for (const file of fs.readdirSync(DIST, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const full = path.join(file.parentPath, file.name);
    const relative = path.relative(DIST, full).split(path.sep).join("/");
    if (relative === "fray.zip") continue;
    files[relative] = fs.readFileSync(full);
  }
  fs.writeFileSync(path.join(DIST, "fray.zip"), zipSync(files, { level: 9 }));
}

/** One full build. */
async function build() {
  clean();
  await bundle();
  styles();
  const system = manifest();
  copyStatic();
  await packs(system);
  zip();
  console.info(`Fray ${system.version} built into ${path.relative(process.cwd(), DIST) || "."}/ and dist/fray.zip`);
}

/** Rebuilds the part that changed: the bundle through rollup's watcher, the rest through fs.watch. */
async function watch() {
  await build();
  const watcher = rollupWatch(rollupConfig);
  watcher.on("event", (event) => {
    if (event.code === "ERROR") console.error(event.error.message);
    if (event.code === "BUNDLE_END") console.info(`bundled in ${event.duration} ms`);
    event.result?.close();
  });
  const rebuild = (what, fn) => (_type, file) => {
    try {
      fn();
      console.info(`${what} updated (${file})`);
    } catch (error) {
      console.error(error.message);
    }
  };
  fs.watch(path.join(ROOT, "styles"), { recursive: true }, rebuild("styles", styles));
  for (const dir of COPIED) fs.watch(path.join(ROOT, dir), { recursive: true }, rebuild(dir, copyStatic));
  fs.watch(path.join(ROOT, "system.json"), rebuild("system.json", manifest));
}

const run = process.argv.includes("--watch") ? watch : build;
run().catch((error) => {
  console.error(error);
  process.exit(1);
});
