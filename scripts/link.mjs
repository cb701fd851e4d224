// Links dist/ into a local Foundry's Data/systems/fray, for play while developing.
// Usage: npm run link -- <FoundryUserData>   (the folder that holds Data/, Config/ and Logs/)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(ROOT, "dist");

/** Exits with a message for the developer. */
function fail(message) {
  console.error(`link: ${message}`);
  process.exit(1);
}

const target = process.argv[2];
if (!target) fail("give the path of your Foundry user data folder, e.g. npm run link -- ~/.local/share/FoundryVTT");
const dataRoot = path.resolve(target);
const systems = path.join(dataRoot, "Data", "systems");
if (!fs.existsSync(path.join(dataRoot, "Data")) || !fs.existsSync(path.join(dataRoot, "Config"))) {
  fail(`${dataRoot} is not a Foundry user data folder (it needs Data/ and Config/ inside)`);
}
if (!fs.existsSync(path.join(DIST, "system.json"))) fail("dist/ is not built yet: run npm run build first");
fs.mkdirSync(systems, { recursive: true });
const link = path.join(systems, "fray");
const existing = fs.lstatSync(link, { throwIfNoEntry: false });
if (existing && !existing.isSymbolicLink()) fail(`${link} exists and is not a link; move it away first`);
if (existing) fs.unlinkSync(link);
fs.symlinkSync(DIST, link, "dir");
console.info(`linked ${link} -> ${DIST}`);
