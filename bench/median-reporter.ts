import type { Reporter, TestModule } from "vitest/node";
import { clearOperations, notedOperations } from "./operations-log.js";

/** The part of a finished task this reporter reads (a benchmark's result carries its sorted samples' median). */
interface BenchTask {
  name: string;
  type: string;
  tasks?: BenchTask[];
  meta?: { benchmark?: boolean };
  result?: { benchmark?: { median?: number; min?: number; max?: number; sampleCount?: number } };
}

/** One measured benchmark. */
interface Row {
  project: string;
  path: string;
  median: number;
  min: number;
  samples: number;
}

/** Formats milliseconds with three significant figures. */
function ms(value: number): string {
  return value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toPrecision(3);
}

/** Collects every benchmark under `task`, naming it by its suites. */
function collect(task: BenchTask, trail: string[], project: string, rows: Row[]): void {
  const stats = task.meta?.benchmark ? task.result?.benchmark : undefined;
  if (stats?.median !== undefined) {
    rows.push({ project, path: [...trail, task.name].join(" › "), median: stats.median, min: stats.min ?? Number.NaN,
      samples: stats.sampleCount ?? 0 });
  }
  const next = task.type === "suite" ? [...trail, task.name] : trail;
  for (const child of task.tasks ?? []) collect(child, next, project, rows);
}

/** The Markdown table of the database operations the benchmarks noted (bench/round.bench.ts: a round's turns). */
function operationsTable(): string[] {
  const noted = Object.entries(notedOperations());
  if (!noted.length) return [];
  const perTurn = (ops: number, turns: number) => (turns ? (ops / turns).toFixed(2).replace(/\.?0+$/, "") : "–");
  return ["", "Database operations of a round's turns (the last timed round):", "",
    "| round | turns | Combat updates | Combatant batches | other | operations a turn |", "|---|---|---|---|---|---|",
    ...noted.map(([name, o]) => `| ${name} | ${o.turns} | ${o.combat} | ${o.combatant} | ${o.other} | `
      + `${perTurn(o.combat + o.combatant + o.other, o.turns)} |`)];
}

/**
 * Prints, after `vitest bench`, a Markdown table of every benchmark's median (vitest computes it from the sorted
 * samples; its own table shows mean and percentiles, not the median), the numbers docs/development.md quotes, and
 * the table of the database operations the benchmarks noted.
 */
export class MedianReporter implements Reporter {
  /** Forgets the operations an earlier run noted. */
  onInit(): void {
    clearOperations();
  }

  /** Prints the table once every benchmark has run. */
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const rows: Row[] = [];
    for (const module of testModules) {
      // The module's runner task (not in TestModule's public typing) carries each benchmark's statistics.
      const file = (module as unknown as { task: BenchTask }).task;
      for (const task of file.tasks ?? []) collect(task, [module.relativeModuleId], module.project.name, rows);
    }
    if (!rows.length) return;
    const lines = ["", "Medians (ms):", "", "| project | benchmark | median | min | samples |", "|---|---|---|---|---|",
      ...rows.map((r) => `| ${r.project} | ${r.path} | ${ms(r.median)} | ${ms(r.min)} | ${r.samples} |`),
      ...operationsTable()];
    process.stdout.write(`${lines.join("\n")}\n`);
    clearOperations();
  }
}
