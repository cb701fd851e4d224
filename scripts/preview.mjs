// Serves a page on 127.0.0.1 that shows Fray's sheets, rendered from the real templates through the test/foundry
// stand-in, with the compiled CSS, a plain application-window frame and a light/dark switch.
// Usage: npm run preview [-- --port 4173]. The page approximates Foundry's window chrome; it is not Foundry.
import { createServer } from "node:http";
import { mkdir, readFile, rm } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import * as sass from "sass";

const ROOT = resolve(import.meta.dirname, "..");
// Two levels below the repo, so the stand-in's REPO_ROOT (its folder + "../..") is the repo itself.
const OUT_DIR = resolve(ROOT, "node_modules/.fray-preview");

/** Bundles preview/render.ts and renders every sample sheet. */
async function renderSheets() {
  await mkdir(OUT_DIR, { recursive: true });
  const outfile = resolve(OUT_DIR, `render-${process.pid}-${Date.now()}.mjs`);
  await esbuild.build({ entryPoints: [resolve(ROOT, "preview/render.ts")], bundle: true, platform: "node",
    format: "esm", outfile, external: ["handlebars", "happy-dom"], logLevel: "error" });
  try {
    const { renderSheets: render } = await import(pathToFileURL(outfile).href);
    return await render();
  } finally {
    await rm(outfile, { force: true });
  }
}

/** Escapes text for HTML. */
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** A sheet inside a plain window frame. */
function frame(sheet) {
  return `<section class="preview-slot" id="${sheet.id}">
  <h2 class="preview-caption">${escape(sheet.id)}</h2>
  <form class="${escape(sheet.classes)} preview-window" data-sheet="${sheet.id}"
    style="width: ${sheet.width}px; height: ${sheet.height}px">
    <header class="window-header"><h1 class="window-title">${escape(sheet.title)}</h1></header>
    <section class="window-content">${sheet.html}</section>
  </form>
</section>`;
}

/** The page: the frames, the light/dark switch and the tab behaviour Foundry would provide. */
function page(sheets) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fray sheet preview</title>
<link rel="stylesheet" href="/preview.css"><link rel="stylesheet" href="/fray.css"></head>
<body class="theme-light">
<header class="preview-bar"><strong>Fray sheet preview</strong>
<span>Approximates Foundry's window chrome; Foundry's own stylesheet is not loaded.</span>
<label><input type="checkbox" id="preview-dark"> Dark theme</label></header>
<main class="preview-grid">${sheets.map(frame).join("\n")}</main>
<script type="module" src="/preview.js"></script>
</body></html>`;
}

/** A neutral placeholder served for every image path (icons and portraits). */
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="6"
fill="#8a7a66"/><circle cx="32" cy="24" r="11" fill="#e8dccb"/><rect x="14" y="40" width="36" height="16" rx="8"
fill="#e8dccb"/></svg>`;

/** Starts the preview server; resolves with its URL and a close function. */
export async function startPreview({ port = 0 } = {}) {
  const sheets = await renderSheets();
  const css = sass.compile(resolve(ROOT, "styles/fray.scss")).css;
  const previewCss = sass.compile(resolve(ROOT, "preview/preview.scss")).css;
  const script = await readFile(resolve(ROOT, "preview/preview.js"), "utf8");
  const html = page(sheets);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const send = (type, body) => res.writeHead(200, { "content-type": type }).end(body);
    if (path === "/") return send("text/html; charset=utf-8", html);
    if (path === "/fray.css") return send("text/css", css);
    if (path === "/preview.css") return send("text/css", previewCss);
    if (path === "/preview.js") return send("text/javascript", script);
    if (path === "/favicon.ico") return res.writeHead(204).end();
    if (/\.(svg|png|webp|jpg)$/.test(path)) return send("image/svg+xml", PLACEHOLDER);
    res.writeHead(404).end();
  });
  await new Promise((done) => server.listen(port, "127.0.0.1", done));
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { url, sheets: sheets.map((s) => s.id), close: () => new Promise((done) => server.close(done)) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const index = process.argv.indexOf("--port");
  const port = index > 0 ? Number(process.argv[index + 1]) : 4173;
  const { url } = await startPreview({ port });
  console.info(`Fray sheet preview: ${url}`);
}
