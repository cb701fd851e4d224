// Links dist/ into a local Foundry's Data/systems/fray, for play while developing.
// Usage: npm run link -- <FoundryUserData> [--dist <build folder>]   (the user data folder holds Data/ and Config/)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Exits with a message for the developer. */
function fail(message) {
  console.error(`link: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const distFlag = args.indexOf("--dist");
const DIST = path.resolve(distFlag >= 0 ? args.splice(distFlag, 2)[1] ?? "" : path.join(ROOT, "dist"));
const target = args[0];
if (!target) fail("give the path of your Foundry user data folder, e.g. npm run link -- ~/.local/share/FoundryVTT");
const dataRoot = path.resolve(target);
const systems = path.join(dataRoot, "Data", "systems");
if (!fs.existsSync(path.join(dataRoot, "Data")) || !fs.existsSync(path.join(dataRoot, "Config"))) {
  fail(`${dataRoot} is not a Foundry user data folder (it needs Data/ and Config/ inside)`);
}
if (!fs.existsSync(path.join(DIST, "system.json"))) fail(`${DIST} is not built yet: run npm run build first`);
fs.mkdirSync(systems, { recursive: true });
const link = path.join(systems, "fray");
const existing = fs.lstatSync(link, { throwIfNoEntry: false });
if (existing && !existing.isSymbolicLink()) fail(`${link} exists and is not a link; move it away first`);
if (existing) fs.unlinkSync(link);
fs.symlinkSync(DIST, link, "dir");
console.info(`linked ${link} -> ${DIST}`);
