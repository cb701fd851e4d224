import { describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import { savedFiles } from "../foundry/saved-files.js";
import { buildReport, registerReportDownload } from "../../src/quench/report.js";

/** A mocha JSON report as Quench's `quenchReports` hook passes it (`{json}`). */
const run = {
  json: JSON.stringify({ stats: { tests: 3 },
    passes: [{ title: "begins", fullTitle: "a legend fight played by the GM begins", err: {} }],
    failures: [{ title: "ends", fullTitle: "a legend fight played by the GM ends", err: { message: "boom" } }],
    pending: [{ title: "later", fullTitle: "smoke later", err: {} }] }),
};

/** Calls a hook fvtt-types does not know (Quench's). */
const callHook = (hook: string, ...args: unknown[]) => (Hooks as unknown as {
  callAll(name: string, ...rest: unknown[]): void }).callAll(hook, ...args);

describe("the report of a Quench run (quenchReports)", () => {
  it("holds Foundry's build, the system's version and each test's title, state and error", () => {
    const stand = installFoundry();
    const report = buildReport(run);
    expect(report.foundry).toEqual({ generation: stand.generation,
      build: String((stand.game.release as { version: string }).version) });
    expect(report.system).toEqual({ id: "fray", version: (stand.game.system as { version: string }).version });
    expect(report.tests).toEqual([
      { title: "a legend fight played by the GM begins", state: "passed", error: null },
      { title: "a legend fight played by the GM ends", state: "failed", error: "boom" },
      { title: "smoke later", state: "pending", error: null }]);
  });

  it("is offered to the GM as a JSON download (foundry.utils.saveDataToFile); a player's client offers none", () => {
    const stand = installFoundry();
    registerReportDownload();
    const before = savedFiles.length;
    stand.loginAs(stand.player);
    callHook("quenchReports", run);
    expect(savedFiles.length).toBe(before);
    stand.loginAs(stand.gm);
    callHook("quenchReports", run);
    const file = savedFiles.at(-1)!;
    expect(file.type).toBe("application/json");
    expect(file.filename).toMatch(/^fray-.*-foundry-.*-quench\.json$/);
    expect((JSON.parse(file.data) as { tests: unknown[] }).tests).toHaveLength(3);
  });
});
