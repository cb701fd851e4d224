import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The database operations one timed round wrote: its turns, and its writes by kind. */
export interface RoundOperations {
  turns: number;
  combat: number;
  combatant: number;
  other: number;
}

/**
 * Where the benchmarks note the operations of their rounds for the median reporter to print: the bench files run in
 * worker threads of the process the reporter runs in, so the process id names one run's file.
 */
const file = () => join(tmpdir(), `fray-bench-operations-${process.pid}.json`);

/** The operations noted so far in this run, by benchmark. */
export function notedOperations(): Record<string, RoundOperations> {
  return existsSync(file()) ? JSON.parse(readFileSync(file(), "utf8")) as Record<string, RoundOperations> : {};
}

/** Notes the operations of the benchmark `name`'s last round. */
export function noteOperations(name: string, operations: RoundOperations): void {
  writeFileSync(file(), JSON.stringify({ ...notedOperations(), [name]: operations }));
}

/** Forgets what this run noted. */
export function clearOperations(): void {
  rmSync(file(), { force: true });
}
