/** The world the sheet tests share: a fresh stand-in with Fray loaded and booted, and a way to open a sheet. */
import { vi } from "vitest";
import type { Document } from "../../foundry/documents.js";
import { installFoundry, type FoundryStandIn } from "../../foundry/index.js";

/** Fray's sheet classes, as src/applications/sheets exports them. */
export type SheetsModule = typeof import("../../../src/applications/sheets/_module.js");

/** What the tests use of a rendered sheet. */
export interface Rendered {
  render(options?: unknown): Promise<unknown>;
  element: HTMLElement | null;
}

/** Installs a fresh stand-in in an empty page, loads Fray as Foundry would and runs its hooks to `ready`. */
export async function sheetWorld(): Promise<{ stand: FoundryStandIn; sheets: SheetsModule }> {
  vi.resetModules();
  document.body.innerHTML = "";
  const stand = installFoundry();
  await import("../../../src/fray.js");
  const sheets = await import("../../../src/applications/sheets/_module.js");
  await stand.boot();
  return { stand, sheets };
}

/** Renders a sheet class for a document and returns the app. */
export async function open(Sheet: unknown, doc: Document): Promise<Rendered> {
  const app = new (Sheet as new (options: { document: Document }) => Rendered)({ document: doc });
  await app.render({ force: true });
  return app;
}

/** Clicks the first element matching `selector` and waits for the async handler. */
export async function click(root: HTMLElement, selector: string): Promise<void> {
  root.querySelector<HTMLElement>(selector)!.click();
  await new Promise((r) => setTimeout(r, 10));
}
