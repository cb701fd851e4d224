// Runs the adversary (test/adversary: GM and two players play every rulebook while a player writes everything Foundry
// lets them write, and the invariants are checked after every step), with its named regressions.
// Usage: npm run adversary [-- --runs N] [-- --seed S | --seed random]: N random sequences. The defaults are CI's
// budget: 150 sequences from seed 20261128, about a minute on two cores; --runs 5000 takes about half an hour.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { runs: { type: "string", default: "150" },
  seed: { type: "string", default: "20261128" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 0) {
  console.error(`adversary: --runs must be a whole number (got ${values.runs})`);
  process.exit(2);
}
const seed = values.seed === "random" ? String(Math.floor(Math.random() * 0x7fffffff)) : values.seed;
if (!/^\d+$/.test(seed)) {
  console.error(`adversary: --seed must be a whole number or "random" (got ${values.seed})`);
  process.exit(2);
}
console.info(`adversary: ${runs} random sequences from seed ${seed}`);
const result = spawnSync("npx", ["vitest", "run", "--project", "adversary"], {
  stdio: "inherit", env: { ...process.env, FRAY_ADVERSARY_RUNS: String(runs), FRAY_ADVERSARY_SEED: seed },
});
process.exit(result.status ?? 1);
