// Chooses the tests the v14 project runs: for each of Fray's v14 adapters (the exports of src/compat.ts), the
// cheapest tests that fail when that adapter alone answers as v13's does. Usage: npm run probe:v14.
// 1. Every v14 test runs under generation 14 with the trace on (FRAY_ADAPTER_TRACE=1), which notes the adapters each
//    test reaches and its time.
// 2. For each adapter, the tests that reach it run, cheapest first, by themselves (a test that leans on the tests
//    before it in its file fails then, and can catch nothing), then with the stand-in telling that adapter alone it
//    is 13 (FRAY_ADAPTER_PROBE=13:<adapter>); the first two that pass alone and fail under the probe (from two files
//    where it can) catch it.
// 3. The v14 project runs as it will with the choice; a chosen test that fails there is reported (exit 1).
// The choice is written to test/setup/v14-tests.json, with the adapters no test reached or caught.
// `npm run probe:v14 -- --adapters a,b` probes only those adapters again and keeps the choice for the others.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";

const ROOT = resolve(import.meta.dirname, "..");
const OUT = resolve(ROOT, "test/setup/v14-tests.json");
const { values } = parseArgs({ options: { adapters: { type: "string" } } });
/** The adapters to probe again (all when not given), and the choice kept for the others. */
const asked = values.adapters?.split(",").map((name) => name.trim()).filter(Boolean) ?? null;
const kept = asked && existsSync(OUT) ? JSON.parse(readFileSync(OUT, "utf8")) : { catches: {}, unchecked: [] };
const DIR = mkdtempSync(join(tmpdir(), "probe-v14-"));
/** How many tests catch each adapter, how many reaching it are tried at most, and how many per run. */
const WANTED = 2;
const TRIED = 36;
const CHUNK = 6;

let runs = 0;

/** Runs the v14 project over `files` (all when empty) with `env`; the tests that ran, as [file, name, state]. */
function vitest(files, env) {
  const report = join(DIR, `run-${runs += 1}.json`);
  const run = spawnSync("npx", ["vitest", "run", "--project", "v14", "--reporter=json", `--outputFile=${report}`,
    ...files], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  if (run.error) throw run.error;
  if (!existsSync(report)) throw new Error(`probe:v14: vitest wrote no report (exit ${run.status})`);
  return JSON.parse(readFileSync(report, "utf8")).testResults.flatMap((file) => file.assertionResults
    .map((test) => [relative(ROOT, file.name), [...test.ancestorTitles, test.title].join(" > "), test.status]));
}

// 1. The trace: every test, its adapters and its time; only tests that pass under 14 can catch anything.
const traceFile = join(DIR, "trace.jsonl");
const passed = new Set(vitest([], { FRAY_V14_ALL: "1", FRAY_ADAPTER_TRACE: "1", FRAY_ADAPTER_TRACE_FILE: traceFile })
  .filter(([, , state]) => state === "passed").map(([file, name]) => `${file}\n${name}`));
const traces = readFileSync(traceFile, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line))
  .filter((test) => passed.has(`${test.file}\n${test.name}`));

// 2. For each adapter reached, the cheapest tests that catch it answering as v13's.
const compat = readFileSync(resolve(ROOT, "src/compat.ts"), "utf8");
const exported = [...compat.matchAll(/^export (?:async )?function (\w+)/gm)].map(([, name]) => name)
  .filter((name) => name !== "generation");
const reached = [...new Set(traces.flatMap((test) => test.adapters))].sort();
const catches = Object.fromEntries(Object.entries(kept.catches).filter(([name]) => !asked?.includes(name)));
const unchecked = kept.unchecked.filter((name) => reached.includes(name) && !asked?.includes(name));
for (const adapter of reached.filter((name) => !asked || asked.includes(name) || !(name in catches)
  && !unchecked.includes(name))) {
  const candidates = traces.filter((test) => test.adapters.includes(adapter)).sort((a, b) => a.ms - b.ms)
    .slice(0, TRIED);
  const caught = [];
  for (let start = 0; start < candidates.length && caught.length < WANTED; start += CHUNK) {
    const chunk = candidates.slice(start, start + CHUNK);
    const only = join(DIR, `only-${runs + 1}.json`);
    const byFile = {};
    for (const test of chunk) (byFile[test.file] ??= []).push(test.name);
    writeFileSync(only, JSON.stringify(byFile));
    const alone = new Set(vitest(Object.keys(byFile), { FRAY_V14_ONLY: only })
      .filter(([, , state]) => state === "passed").map(([file, name]) => `${file}\n${name}`));
    const failed = vitest(Object.keys(byFile), { FRAY_V14_ONLY: only, FRAY_ADAPTER_PROBE: `13:${adapter}` })
      .filter(([file, name, state]) => state === "failed" && alone.has(`${file}\n${name}`));
    // A second file where one has it: two suites catching an adapter say more than two tests of one.
    const taken = (file) => Number(caught.some(([chosen]) => chosen === file));
    failed.sort(([a], [b]) => taken(a) - taken(b));
    for (const [file, name] of failed) if (caught.length < WANTED) caught.push([file, name]);
  }
  if (caught.length) catches[adapter] = caught;
  else unchecked.push(adapter);
  console.info(`probe:v14: ${adapter}: ${caught.length} of ${candidates.length} tried catch it`);
}
const unreached = exported.filter((name) => !reached.includes(name));
const sorted = Object.fromEntries(Object.entries(catches).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(OUT, `${JSON.stringify({ catches: sorted, unchecked: unchecked.sort(), unreached }, null, 1)}\n`);
console.info(`probe:v14: ${Object.keys(catches).length} adapters caught, unchecked: ${unchecked.join(", ") || "none"}, `
  + `unreached: ${unreached.join(", ") || "none"}; written to ${relative(ROOT, OUT)}`);

// 3. The choice as the v14 project will run it: every chosen test must pass.
const broken = vitest([], {}).filter(([, , state]) => state === "failed");
if (broken.length) {
  console.error(`probe:v14: chosen tests fail in the v14 project's own run: ${broken.map(([f, n]) => `${f} > ${n}`)
    .join("; ")}`);
  process.exit(1);
}
