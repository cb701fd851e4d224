import type { QuenchReports } from "./types.js";

/** One test of a run, as the report lists it. */
export interface ReportTest {
  title: string;
  state: "passed" | "failed" | "pending";
  error: string | null;
}

/** The report a GM downloads after a run and attaches to an issue. */
export interface FrayQuenchReport {
  foundry: { generation: number; build: string };
  system: { id: string; version: string };
  date: string;
  tests: ReportTest[];
}

/** A test of mocha's JSON report, as far as the report reads it. */
interface MochaTest {
  fullTitle?: string;
  title?: string;
  err?: { message?: string };
}

/** The parts of mocha's JSON report the report reads. */
interface MochaJson {
  passes?: MochaTest[];
  failures?: MochaTest[];
  pending?: MochaTest[];
}

/** Builds the report of a run from the `quenchReports` hook's mocha JSON (Fray's batches' tests only). */
export function buildReport(reports: QuenchReports): FrayQuenchReport {
  const json = JSON.parse(reports.json) as MochaJson;
  const row = (state: ReportTest["state"]) => (test: MochaTest): ReportTest => ({
    title: test.fullTitle ?? test.title ?? "", state, error: state === "failed" ? test.err?.message ?? "" : null });
  const tests = [...(json.passes ?? []).map(row("passed")), ...(json.failures ?? []).map(row("failed")),
    ...(json.pending ?? []).map(row("pending"))];
  const release: { generation: number; build?: number | string; version?: string } = game.release;
  return {
    foundry: { generation: release.generation, build: String(release.version ?? release.build ?? "") },
    system: { id: game.system.id, version: game.system.version },
    date: new Date().toISOString(),
    tests,
  };
}

/** The name of the report file: the system, its version and Foundry's build. */
export function reportFileName(report: FrayQuenchReport): string {
  return `${report.system.id}-${report.system.version}-foundry-${report.foundry.build}-quench.json`;
}

/** On `quenchReports` (the GM's client), builds the report and offers it as a download (saveDataToFile). */
export function registerReportDownload(): void {
  Hooks.on("quenchReports", (reports) => {
    if (!game.user?.isGM) return;
    const report = buildReport(reports);
    foundry.utils.saveDataToFile(JSON.stringify(report, null, 2), "application/json", reportFileName(report));
  });
}
