// Runs the differential fuzzer (test/fuzz: the product against the clean-room model in test/model).
// Usage: npm run fuzz [-- --runs N] [-- --seed S | --seed random]: N random attacks and N random fights. The defaults
// are CI's budget: 300 of each from seed 20261127, about 30 s; --runs 10000 takes about half an hour on two cores.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { runs: { type: "string", default: "300" },
  seed: { type: "string", default: "20261127" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`fuzz: --runs must be a whole number of at least 1 (got ${values.runs})`);
  process.exit(2);
}
const seed = values.seed === "random" ? String(Math.floor(Math.random() * 0x7fffffff)) : values.seed;
if (!/^\d+$/.test(seed)) {
  console.error(`fuzz: --seed must be a whole number or "random" (got ${values.seed})`);
  process.exit(2);
}
console.info(`fuzz: ${runs} attacks and ${runs} fights from seed ${seed}`);
const result = spawnSync("npx", ["vitest", "run", "--project", "fuzz"], {
  stdio: "inherit", env: { ...process.env, FRAY_FUZZ_RUNS: String(runs), FRAY_FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
