/** Starts `npm run preview` and headless Chromium for the browser tests (global-setup.ts starts one of each). */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { chromium, type Browser, type BrowserServer, type Page } from "playwright-core";

/** Debian's Chromium, which CI installs. */
export const CHROMIUM = "/usr/bin/chromium";
/** The repository root. */
export const ROOT = resolve(import.meta.dirname, "../..");
/** True when Chromium is installed; CI fails without it, a local run skips with a message. */
export const available = existsSync(CHROMIUM);
if (!available && process.env.CI) throw new Error(`${CHROMIUM} is missing; CI must install chromium (apt-get)`);

/** A running preview server. */
export interface PreviewServer {
  url: string;
  stop(): void;
}

/** Starts `npm run preview` on a free port and resolves once it prints its URL. */
export function startPreview(): Promise<PreviewServer> {
  const server: ChildProcess = spawn(process.execPath, [resolve(ROOT, "scripts/preview.mjs"), "--port", "0"],
    { cwd: ROOT });
  return new Promise((done, fail) => {
    let output = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(output);
      if (match) done({ url: match[0], stop: () => server.kill() });
    });
    server.stderr!.on("data", (chunk: Buffer) => { output += chunk.toString(); });
    server.on("exit", (code) => fail(new Error(`preview exited with ${code}: ${output}`)));
  });
}

/** How the tests launch headless Chromium: Debian's binary with the quiet flags they need. */
const LAUNCH = { executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
  "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] };

/** Launches headless Chromium in this process. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/** Launches headless Chromium as a server that the test workers connect to (its wsEndpoint). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

/** Problems found in window `win`: unlocalized keys, raw template output and overflowing parts (runs in the page). */
function problemsOf(win: Element): string[] {
  const found: string[] = [];
  const visible = (win as HTMLElement).innerText + " " + [...win.querySelectorAll("input")]
    .map((i) => (i as HTMLInputElement).value).join(" ");
  for (const pattern of [/FRAY\.[\w.]+/, /TYPES\.[\w.]+/, /\{\{/, /\bundefined\b/, /\bNaN\b/, /\[object \w+\]/]) {
    const match = pattern.exec(visible);
    if (match) found.push(`shows "${match[0]}"`);
  }
  for (const label of win.querySelectorAll<HTMLElement>(".form-group > label")) {
    if (!label.textContent?.trim()) found.push(`a field of ${label.parentElement?.querySelector("[name]")
      ?.getAttribute("name")} has no label`);
  }
  for (const part of win.querySelectorAll<HTMLElement>("[data-application-part]")) {
    if (part.offsetParent === null) continue;
    if (part.scrollWidth > part.clientWidth + 1) {
      found.push(`part ${part.dataset.applicationPart} overflows: ${part.scrollWidth} > ${part.clientWidth}`);
    }
  }
  const content = win.querySelector<HTMLElement>(".window-content")!;
  if (content.scrollWidth > content.clientWidth + 1) found.push("window content overflows horizontally");
  return found;
}

/** Problems found in the window `selector` names (problemsOf). */
export async function windowProblems(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate(problemsOf);
}

/**
 * Problems found in each window `selector` matches on each of its tabs, shown in turn by a click in the page (one
 * call for them all), named "<data-sheet>-<tab>: <problem>" (the window's name alone when it has no tabs).
 */
export async function everyTabProblems(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((wins, source) => {
    // The problem check travels as its source: the page knows nothing of this module.
    const check = new Function(`return ${source}`)() as (win: Element) => string[];
    return wins.flatMap((win) => {
      const name = (win as HTMLElement).dataset.sheet ?? "";
      const tabs = [...win.querySelectorAll<HTMLElement>("[data-action=tab]")];
      if (!tabs.length) return check(win).map((p) => `${name}: ${p}`);
      return tabs.flatMap((tab) => {
        tab.click();
        return check(win).map((p) => `${name}-${tab.dataset.tab}: ${p}`);
      });
    });
  }, problemsOf.toString());
}
