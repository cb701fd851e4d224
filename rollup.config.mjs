import esbuild, { minify } from "rollup-plugin-esbuild";

/**
 * Bundles src/fray.ts into the ES module Foundry loads (dist/fray.mjs), minified with its source map. Class and
 * function names are kept: Foundry names an application's render hooks (`renderFrayCombatTracker`) and a registered
 * sheet's id (`fray.FrayCharacterSheet`, stored in a document's flags) after its class.
 */
const plugins = () => [esbuild({ target: "es2022", tsconfig: "tsconfig.json" }),
  minify({ target: "es2022", keepNames: true })];

/**
 * Two bundles: dist/fray.mjs, and dist/fray-quench.mjs (src/quench: Fray's Quench batches), which fray.mjs imports
 * only on Quench's `quenchReady` hook, for a GM; the main bundle holds none of the batches.
 */
export default [
  { input: "src/fray.ts", output: { file: "dist/fray.mjs", format: "es", sourcemap: true }, plugins: plugins(),
    watch: { clearScreen: false, include: ["src/**"] } },
  { input: "src/quench/index.ts", output: { file: "dist/fray-quench.mjs", format: "es", sourcemap: true },
    plugins: plugins(), watch: { clearScreen: false, include: ["src/**"] } },
];
