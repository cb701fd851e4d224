// Runs the differential fuzzer (test/fuzz: the product against the clean-room model in test/model) for longer than
// CI's budget. Usage: npm run fuzz [-- --runs N] [-- --seed S]; without --seed each run draws a new seed and prints it.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { runs: { type: "string", default: "10000" }, seed: { type: "string" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`fuzz: --runs must be a whole number of at least 1 (got ${values.runs})`);
  process.exit(2);
}
const seed = values.seed ?? String(Math.floor(Math.random() * 0x7fffffff));
console.info(`fuzz: ${runs} runs, seed ${seed}`);
const result = spawnSync("npx", ["vitest", "run", "--project", "v13", "test/fuzz"], {
  stdio: "inherit", env: { ...process.env, FRAY_FUZZ_RUNS: String(runs), FRAY_FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
