// Checks that a release tag, package.json and system.json name one version, and prints the release URLs.
// Usage: node scripts/release-check.mjs <tag> <owner/repo>. Exits 1 with the reason when they disagree.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The problems that keep `tag` from releasing the versions in package.json and system.json (none: empty). */
export function releaseProblems({ tag, packageVersion, systemVersion }) {
  const problems = [];
  const match = /^v(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(tag ?? "");
  if (!match) return [`tag "${tag}" is not v<major>.<minor>.<patch>`];
  if (packageVersion !== match[1]) problems.push(`package.json has ${packageVersion}, the tag ${match[1]}`);
  if (systemVersion !== match[1]) problems.push(`system.json has ${systemVersion}, the tag ${match[1]}`);
  return problems;
}

/** The manifest URL a GM pastes (always the latest release) and the download URL of this tag's zip. */
export function releaseUrls(repository, tag) {
  const base = `https://github.com/${repository}/releases`;
  return { manifest: `${base}/latest/download/system.json`, download: `${base}/download/${tag}/fray.zip` };
}

/** Reads the two versions, checks them against the tag and prints the URLs as `KEY=value` lines. */
function main([tag, repository]) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")).version;
  const problems = releaseProblems({ tag, packageVersion: read("package.json"), systemVersion: read("system.json") });
  if (!repository) problems.push("no owner/repo given");
  if (problems.length) {
    console.error(`Cannot release ${tag}:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  const { manifest, download } = releaseUrls(repository, tag);
  console.info(`FRAY_MANIFEST_URL=${manifest}\nFRAY_DOWNLOAD_URL=${download}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main(process.argv.slice(2));
