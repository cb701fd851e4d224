import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script without type declarations.
import { releaseProblems, releaseUrls } from "../../scripts/release-check.mjs";
import { REPO_ROOT } from "../foundry/localization.js";

/** The version a JSON file at the repository root declares. */
const versionOf = (file: string): string => JSON.parse(readFileSync(resolve(REPO_ROOT, file), "utf8")).version;

describe("the release check a version tag runs", () => {
  it("passes a tag that names the version package.json and system.json carry", () => {
    expect(releaseProblems({ tag: "v1.2.3", packageVersion: "1.2.3", systemVersion: "1.2.3" })).toEqual([]);
    expect(releaseProblems({ tag: "v1.0.0-rc.1", packageVersion: "1.0.0-rc.1", systemVersion: "1.0.0-rc.1" }))
      .toEqual([]);
  });

  it("refuses a tag whose version a file does not carry, naming the file", () => {
    expect(releaseProblems({ tag: "v1.2.4", packageVersion: "1.2.3", systemVersion: "1.2.4" }))
      .toEqual(["package.json has 1.2.3, the tag 1.2.4"]);
    expect(releaseProblems({ tag: "v1.2.3", packageVersion: "1.2.3", systemVersion: "1.2.2" }))
      .toEqual(["system.json has 1.2.2, the tag 1.2.3"]);
  });

  it("refuses a tag that is not a version", () => {
    expect(releaseProblems({ tag: "latest", packageVersion: "1.2.3", systemVersion: "1.2.3" })[0])
      .toMatch(/not v<major>/);
  });

  it("keeps package.json and system.json on one version, so the next tag can pass", () => {
    expect(versionOf("system.json")).toBe(versionOf("package.json"));
  });

  it("points the manifest at the latest release and the download at the tag's zip", () => {
    expect(releaseUrls("fray-vtt/fray", "v1.2.3")).toEqual({
      manifest: "https://github.com/fray-vtt/fray/releases/latest/download/system.json",
      download: "https://github.com/fray-vtt/fray/releases/download/v1.2.3/fray.zip",
    });
  });
});
