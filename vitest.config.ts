import { configDefaults, defineConfig } from "vitest/config";
import { MedianReporter } from "./bench/median-reporter.js";
import { generation14Globs } from "./test/setup/generation-14.js";
import { WorkerSequencer } from "./test/setup/sequencer.js";

/** The browser files: Chromium against the preview (test/browser/global-setup.ts starts one of each for all). */
const BROWSER = ["test/browser/**/*.test.ts"];
/** The forecast's check against fights played through the stand-in (issue 33): `npm run check:forecast`, not CI. */
const CHECK = ["test/check/**/*.check.test.ts"];
/** The differential fuzzer (the product against test/model): its own project, run by `npm run fuzz`. */
const FUZZ = ["test/fuzz/**/*.test.ts"];
/** The adversary (a player writing everything Foundry lets them write): its own project, run by `npm run adversary`. */
const ADVERSARY = ["test/adversary/**/*.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    reporters: ["default"],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // Files share worker threads instead of each starting a process; test/setup/fresh-file.ts gives every file a
    // clean start (globals, page, Handlebars, modules, timers), and the sequencer keeps each worker on one
    // project and environment. Four workers on two cores: a file's fresh modules come one by one from the main
    // thread, and a worker waiting for them leaves its core idle (on two idle cores the Node suites took 134 s
    // with two workers, 111 s with three, 101 s with four).
    pool: "threads",
    isolate: false,
    maxWorkers: 4,
    setupFiles: ["test/setup/fresh-file.ts"],
    sequence: { sequencer: WorkerSequencer },
    benchmark: { include: ["bench/**/*.bench.ts"], reporters: ["default", new MedianReporter()] },
    projects: [
      {
        extends: true,
        test: { name: "v13", include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...BROWSER, ...FUZZ, ...ADVERSARY, ...CHECK],
          env: { FOUNDRY_GENERATION: "13" } },
      },
      {
        // The stand-in's contract suites and, of the suites that reach generation-dependent code, the tests that
        // catch a v14 adapter answering as v13's (test/setup/generation-14.ts, test/setup/v14-selection.ts).
        extends: true,
        test: { name: "v14", include: generation14Globs(), exclude: [...configDefaults.exclude],
          setupFiles: ["test/setup/fresh-file.ts", "test/setup/v14-selection.ts"], env: { FOUNDRY_GENERATION: "14" } },
      },
      {
        extends: true,
        test: { name: "check", include: CHECK, env: { FOUNDRY_GENERATION: "13" } },
      },
      {
        // A fixed budget in CI (.ci/run: npm run fuzz -- --runs 300), as long as asked for by hand.
        extends: true,
        test: { name: "fuzz", include: FUZZ, env: { FOUNDRY_GENERATION: "13" } },
      },
      {
        // A fixed budget in CI (.ci/run: npm run adversary), as long as asked for by hand.
        extends: true,
        test: { name: "adversary", include: ADVERSARY, env: { FOUNDRY_GENERATION: "13" } },
      },
      {
        // `npm run test:browser`: Chromium against the preview, each file in a preview world of its own. A page redraws
        // after a click in its own time, so expect.poll waits as long as a busy machine needs (its default is 1 s).
        extends: true,
        test: { name: "browser", include: BROWSER, env: { FOUNDRY_GENERATION: "13" },
          globalSetup: ["test/browser/global-setup.ts"],
          expect: { poll: { timeout: 20_000 } } },
      },
    ],
  },
});
