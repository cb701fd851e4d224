/**
 * Vitest globalSetup of the browser project: one preview server and one headless Chromium for every browser test
 * file, started once and stopped after the last file. They start in the background, so the Node suites need not
 * wait for them: the files learn the preview's URL and Chromium's endpoint from a file this setup writes once both
 * are up (its path through `inject`, read by harness.ts); without Chromium nothing starts and the files skip.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { available, launchBrowserServer, startPreview } from "./preview-server.js";

declare module "vitest" {
  /** What the browser files inject: the file that names the shared preview's URL and Chromium's endpoint. */
  export interface ProvidedContext {
    browserEndpoints: string;
  }
}

/** What the endpoints file holds once the start is over: both addresses, or why they could not start. */
export interface BrowserEndpoints {
  previewUrl?: string;
  chromiumEndpoint?: string;
  error?: string;
}

/** Starts the preview and Chromium side by side in the background; returns the teardown that stops both. */
export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "fray-browser-"));
  const file = join(dir, "endpoints.json");
  project.provide("browserEndpoints", file);
  if (!available) return async () => rmSync(dir, { recursive: true, force: true });
  const started = Promise.allSettled([startPreview(), launchBrowserServer()]);
  void started.then(([preview, chromium]) => {
    const failed = [preview, chromium].find((result) => result.status === "rejected");
    const endpoints: BrowserEndpoints = failed ? { error: String(failed.reason) } : {
      previewUrl: (preview as PromiseFulfilledResult<{ url: string }>).value.url,
      chromiumEndpoint: (chromium as PromiseFulfilledResult<{ wsEndpoint(): string }>).value.wsEndpoint() };
    // Written whole under another name first, so a file never reads half of it.
    writeFileSync(`${file}.part`, JSON.stringify(endpoints));
    renameSync(`${file}.part`, file);
  });
  return async () => {
    const [preview, chromium] = await started;
    if (chromium.status === "fulfilled") await chromium.value.close();
    if (preview.status === "fulfilled") preview.value.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
