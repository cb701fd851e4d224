import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    reporters: ["default"],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    benchmark: { include: ["bench/**/*.bench.ts"] },
  },
});
