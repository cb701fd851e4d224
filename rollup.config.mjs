import esbuild from "rollup-plugin-esbuild";

/** Bundles src/fray.ts into the ES module Foundry loads (dist/fray.mjs), with a source map. */
export default {
  input: "src/fray.ts",
  output: { file: "dist/fray.mjs", format: "es", sourcemap: true },
  plugins: [esbuild({ target: "es2022", tsconfig: "tsconfig.json" })],
  watch: { clearScreen: false, include: ["src/**"] },
};
