import { spawnSync } from "node:child_process";
import { lstatSync, mkdirSync, mkdtempSync, readlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../foundry/localization.js";

/** Runs `npm run link -- <path>` as a developer would, returning exit code and output. */
function link(...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/link.mjs", ...args], { cwd: REPO_ROOT,
    encoding: "utf8" });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe("npm run link", () => {
  it("refuses, with a message, a folder that is not Foundry user data", () => {
    const folder = mkdtempSync(join(tmpdir(), "not-foundry-"));
    const { status, output } = link(folder);
    expect(status).toBe(1);
    expect(output).toContain("is not a Foundry user data folder");
  });

  it("asks for the path when none is given", () => {
    const { status, output } = link();
    expect(status).toBe(1);
    expect(output).toContain("give the path of your Foundry user data folder");
  });

  it("links the build as Data/systems/fray in a Foundry user data folder, replacing an older link", () => {
    const folder = mkdtempSync(join(tmpdir(), "foundry-data-"));
    mkdirSync(join(folder, "Data"));
    mkdirSync(join(folder, "Config"));
    const build = mkdtempSync(join(tmpdir(), "fray-dist-"));
    writeFileSync(join(build, "system.json"), "{}");
    expect(link(folder, "--dist", build).status).toBe(0);
    expect(link(folder, "--dist", build).status).toBe(0);
    const linked = join(folder, "Data/systems/fray");
    expect(lstatSync(linked).isSymbolicLink()).toBe(true);
    expect(readlinkSync(linked)).toBe(resolve(build));
  });

  it("refuses to link a folder that holds no build", () => {
    const folder = mkdtempSync(join(tmpdir(), "foundry-data-"));
    mkdirSync(join(folder, "Data"));
    mkdirSync(join(folder, "Config"));
    const { status, output } = link(folder, "--dist", mkdtempSync(join(tmpdir(), "empty-")));
    expect(status).toBe(1);
    expect(output).toContain("is not built yet");
  });
});
