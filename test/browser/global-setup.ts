/**
 * Vitest globalSetup of the browser project: one preview server and one headless Chromium for every browser test
 * file, started once and stopped after the last file. The files receive the preview's URL and Chromium's endpoint
 * through `inject` (see harness.ts); without Chromium nothing starts and the files skip.
 */
import type { TestProject } from "vitest/node";
import { available, launchBrowserServer, startPreview } from "./preview-server.js";

declare module "vitest" {
  /** What the browser files inject: the shared preview's URL and Chromium's endpoint ("" without Chromium). */
  export interface ProvidedContext {
    previewUrl: string;
    chromiumEndpoint: string;
  }
}

/** Starts the preview and Chromium side by side; returns the teardown that stops both. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!available) {
    project.provide("previewUrl", "");
    project.provide("chromiumEndpoint", "");
    return async () => undefined;
  }
  const [preview, chromium] = await Promise.allSettled([startPreview(), launchBrowserServer()]);
  const stop = async () => {
    if (chromium.status === "fulfilled") await chromium.value.close();
    if (preview.status === "fulfilled") preview.value.stop();
  };
  if (preview.status === "rejected" || chromium.status === "rejected") {
    await stop();
    throw preview.status === "rejected" ? preview.reason : (chromium as PromiseRejectedResult).reason;
  }
  project.provide("previewUrl", preview.value.url);
  project.provide("chromiumEndpoint", chromium.value.wsEndpoint());
  return stop;
}
