// Probes which v14 tests can tell a wrong v14 adapter from a right one, and writes the list of those that can't.
// Usage: npm run probe:v14. It runs the v14 project with every test (FRAY_V14_ALL=1) while the stand-in plays
// generation 14 but tells Fray it is 13 (FRAY_ADAPTER_PROBE=13), so each of Fray's v14 adapters answers as v13's does;
// a test of Fray that still passes checks nothing generation 14 changes (the stand-in's own suites all run). Those
// tests are written to test/setup/probed-same-tests.json, which the v14 project skips (test/setup/skip-probed.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const report = join(mkdtempSync(join(tmpdir(), "probe-")), "probe.json");
const run = spawnSync("npx", ["vitest", "run", "--project", "v14", "--reporter=json", `--outputFile=${report}`],
  { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, FRAY_ADAPTER_PROBE: "13", FRAY_V14_ALL: "1" } });
if (run.error) throw run.error;
const { testResults } = JSON.parse(readFileSync(report, "utf8"));
const same = {};
for (const file of testResults) {
  const passed = file.assertionResults.filter((test) => test.status === "passed")
    .map((test) => [...test.ancestorTitles, test.title].join(" > "));
  const path = relative(ROOT, file.name);
  // The stand-in's own suites check the stand-in playing 14, which the probe does not change: they all run.
  if (passed.length && !path.startsWith("test/foundry/")) same[path] = passed.sort();
}
const out = resolve(ROOT, "test/setup/probed-same-tests.json");
writeFileSync(out, `${JSON.stringify(same, null, 1)}\n`);
const count = Object.values(same).reduce((sum, names) => sum + names.length, 0);
console.info(`probe:v14: ${count} tests in ${Object.keys(same).length} files pass under the probe; written to ${relative(ROOT, out)}`);
