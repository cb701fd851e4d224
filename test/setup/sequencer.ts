import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The environment a test file asks for in its docblock (`// @vitest-environment happy-dom`), else its project's. */
function environmentOf(spec: TestSpecification): string {
  const asked = /@vitest-environment\s+([\w-]+)/.exec(readFileSync(spec.moduleId, "utf8"));
  return asked?.[1] ?? spec.project.config.environment;
}

/** `files` in a random order drawn from `seed` (Fisher–Yates over mulberry32). */
function shuffled<T>(files: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const order = [...files];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * Vitest's order, or a random one drawn from the seed when there is one (`--sequence.shuffle.files
 * --sequence.seed=<n>`, or `--sequence.shuffle`, which draws a seed), regrouped so that the files of one project and
 * environment come together. Without isolation a worker runs file after file only while the next file has its
 * project and environment; this order lets one worker per project and environment run them all, instead of a new
 * worker each time the environment changes. The order within each group is kept, so a shuffle still varies the
 * order in which a worker meets its files. The groups go v13, browser, v14: the browser files, the longest, start
 * once the preview and Chromium (started in the background) are up, and the short v14 files end the run, so both
 * workers finish close together.
 */
export class WorkerSequencer extends BaseSequencer {
  /** The files in the order the workers take them. */
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { seed } = this.ctx.config.sequence;
    const order = seed === undefined ? await super.sort(files) : shuffled(files, seed);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of order) {
      const key = `${spec.project.name} ${environmentOf(spec)}`;
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    const rank = (key: string) => (key.startsWith("v13 ") ? 0 : key.startsWith("browser ") ? 1 : 2);
    return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).flatMap(([, specs]) => specs);
  }
}
