import { defineConfig } from "vitest/config";
import { MedianReporter } from "./bench/median-reporter.js";

/** The suites that talk to Foundry's API run again under generation 14 (test/compat.test.ts covers both itself). */
const FOUNDRY_FACING = ["test/foundry/**/*.test.ts", "test/data/**/*.test.ts", "test/applications/**/*.test.ts",
  "test/settings/**/*.test.ts", "test/documents/**/*.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    reporters: ["default"],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    benchmark: { include: ["bench/**/*.bench.ts"], reporters: ["default", new MedianReporter()] },
    projects: [
      {
        extends: true,
        test: { name: "v13", include: ["test/**/*.test.ts"], env: { FOUNDRY_GENERATION: "13" } },
      },
      {
        extends: true,
        test: { name: "v14", include: FOUNDRY_FACING, env: { FOUNDRY_GENERATION: "14" } },
      },
    ],
  },
});
