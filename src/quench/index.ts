import { registerFightBatches } from "./fights.js";
import { registerReportDownload } from "./report.js";
import { registerSmokeBatch } from "./smoke.js";
import type { Quench } from "./types.js";

/**
 * Fray's Quench batches (dist/fray-quench.mjs): one fight per rulebook and a smoke batch, and the report of a run
 * offered to the GM as a download. fray.mjs loads this file on Quench's `quenchReady` hook, for a GM only.
 */
export function registerQuenchBatches(quench: Quench): void {
  registerSmokeBatch(quench);
  registerFightBatches(quench);
  registerReportDownload();
}
