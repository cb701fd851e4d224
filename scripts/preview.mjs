// Serves Fray's interactive preview on 127.0.0.1: the real code (src/fray.ts) running in Node on the test/foundry
// stand-in under happy-dom, each world in a worker thread of this process (the page's ?world=, one by default). The
// page (preview/live.js) shows every open window as a pane and sends each click, form change and right click to
// POST /api, which replays it on that world and answers with every pane's new HTML. /sheets is the static gallery
// of every sheet (rendered once at start).
// Usage: npm run preview [-- --port 4173]. It approximates Foundry's window chrome; it is not Foundry.
import { createServer } from "node:http";
import { Worker } from "node:worker_threads";
import { mkdir, readFile, readdir, rm } from "node:fs/promises";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import * as sass from "sass";

const ROOT = resolve(import.meta.dirname, "..");
/** Font Awesome Free 6, the icon set Foundry v13 draws its icons with; its css and webfonts are served as they are. */
const FONT_AWESOME = resolve(ROOT, "node_modules/@fortawesome/fontawesome-free");
/** The content types of the Font Awesome files served. */
const FONT_TYPES = { css: "text/css", woff2: "font/woff2", ttf: "font/ttf" };
// Two levels below the repo, so the stand-in's REPO_ROOT (its folder + "../..") is the repo itself; in a folder of
// the repo rather than under node_modules, which may be a link to another checkout (Node follows it).
const OUT_DIR = resolve(ROOT, "test-results/.preview-bundles");
/** The largest request body the API reads. */
const MAX_BODY = 64 * 1024;
/** How many resets a world's thread takes in place before the next takes a new thread (bounding its memory). */
const RESETS_PER_THREAD = 8;
/** How many worlds the preview keeps at once (the browser test files each play in their own). */
const MAX_WORLDS = 8;

/** Whether process `pid` is running. */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Removes the bundles of preview processes that died without cleaning up (their name carries their pid). */
async function removeStaleBundles() {
  for (const name of await readdir(OUT_DIR)) {
    const pid = Number(/^(?:render|session)-(\d+)-/.exec(name)?.[1]);
    if (pid && !running(pid)) await rm(resolve(OUT_DIR, name), { force: true });
  }
}

/** Bundles preview/render.ts (the gallery) and preview/session.ts (the live world); resolves with their paths. */
async function bundle() {
  await mkdir(OUT_DIR, { recursive: true });
  await removeStaleBundles();
  const stamp = `${process.pid}-${Date.now()}`;
  const out = { render: resolve(OUT_DIR, `render-${stamp}.mjs`), session: resolve(OUT_DIR, `session-${stamp}.mjs`) };
  await esbuild.build({ entryPoints: { [`render-${stamp}`]: resolve(ROOT, "preview/render.ts"),
    [`session-${stamp}`]: resolve(ROOT, "preview/session.ts") }, bundle: true, platform: "node", format: "esm",
  outdir: OUT_DIR, outExtension: { ".js": ".mjs" }, keepNames: true, external: ["handlebars", "happy-dom"], logLevel: "error" });
  return out;
}

/** Escapes text for HTML. */
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** A sheet inside a plain window frame (the gallery). */
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

/** The head shared by both pages. */
const head = (title) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/fontawesome/css/all.min.css">
<link rel="stylesheet" href="/preview.css"><link rel="stylesheet" href="/fray.css"></head>`;

/** The gallery page: every sheet once, the light/dark switch and the tab behaviour Foundry would provide. */
function galleryPage(sheets) {
  return `${head("Fray sheet gallery")}
<body class="theme-light">
<header class="preview-bar"><strong>Fray sheet gallery</strong>
<span>Approximates Foundry's window chrome; Foundry's own stylesheet is not loaded.</span>
<a href="/">Interactive preview</a>
<label><input type="checkbox" id="preview-dark"> Dark theme</label></header>
<main class="preview-grid">${sheets.map(frame).join("\n")}</main>
<script type="module" src="/preview.js"></script>
</body></html>`;
}

/** The interactive page: the bar (user, rulebook, reset, theme) and the panes, filled in by live.js. */
function livePage() {
  return `${head("Fray preview")}
<body class="theme-light">
<header class="preview-bar"><strong>Fray preview</strong>
<span class="preview-note">Fray's real code on a stand-in of Foundry (not Foundry)</span>
<label>Logged in as <select id="preview-user"></select></label>
<label>Rulebook <select id="preview-preset"></select></label>
<label>Dice <select id="preview-dice"><option value="random">random</option>
<option value="high">highest faces</option><option value="low">lowest faces</option></select></label>
<button type="button" id="preview-reset">Reset world</button>
<label><input type="checkbox" id="preview-dark"> Dark theme</label>
<a href="/sheets">Sheet gallery</a></header>
<div class="preview-main"><main class="preview-grid" id="preview-panes"></main>
<aside class="preview-sidebar" id="preview-sidebar"></aside></div>
<div class="preview-dialogs" id="preview-dialogs" hidden></div>
<ul class="preview-menu" id="preview-menu" hidden></ul>
<div class="preview-tooltip" id="preview-tooltip" role="tooltip" hidden></div>
<ol class="preview-toasts" id="preview-toasts"></ol>
<script type="module" src="/live.js"></script>
</body></html>`;
}

/** A neutral placeholder served for every image path (icons and portraits). */
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="6"
fill="#8a7a66"/><circle cx="32" cy="24" r="11" fill="#e8dccb"/><rect x="14" y="40" width="36" height="16" rx="8"
fill="#e8dccb"/></svg>`;

/** Reads a JSON request body. */
async function readJson(req) {
  let body = "";
  for await (const chunk of req) {
    body += chunk;
    if (body.length > MAX_BODY) throw new Error("Request too large");
  }
  return JSON.parse(body || "{}");
}

/**
 * Boots a world from the session bundle in a worker thread; `ask` sends it one interaction and resolves with the
 * world's state after it (or rejects with the error it met), `stop` ends the thread.
 */
function spawnWorld(session, preset) {
  const worker = new Worker(resolve(import.meta.dirname, "preview-world.mjs"),
    { workerData: { session: pathToFileURL(session).href, preset }, resourceLimits: { maxYoungGenerationSizeMb: 64 } });
  const waiting = new Map();
  let asked = 0;
  const ready = new Promise((done, fail) => {
    worker.on("message", (message) => {
      if (message.ready) return done();
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error === undefined) pending?.done(message.state);
      else pending?.fail(new Error(message.error));
    });
    const end = (error) => {
      for (const pending of waiting.values()) pending.fail(error);
      waiting.clear();
      fail(error);
    };
    worker.on("error", end);
    worker.on("exit", (code) => end(new Error(`The world's thread ended (${code})`)));
  });
  /** Sends one message and resolves with the world's answer. */
  const send = (message) => new Promise((done, fail) => {
    asked += 1;
    waiting.set(asked, { done, fail });
    worker.postMessage({ id: asked, ...message });
  });
  return { ready, ask: (request) => send({ request }), reset: (preset) => send({ reset: preset }),
    stop: () => worker.terminate() };
}

/** The world a request names (`world`: letters, digits, "-" and "_"; "" is the page's own); throws on any other. */
function worldName(request) {
  const name = request.world ?? "";
  if (typeof name !== "string" || !/^[\w-]{0,40}$/.test(name)) throw new Error("Unknown world name");
  return name;
}

/** Starts the preview server; resolves with its URL and a close function. */
export async function startPreview({ port = 0 } = {}) {
  const files = await bundle();
  const { renderSheets } = await import(pathToFileURL(files.render).href);
  const sheets = await renderSheets();
  /** Each world by name, with the queue its requests wait in: a world answers one request at a time. */
  const worlds = new Map();
  /** Boots the world `name` under `preset`. */
  const addWorld = (name, preset) => {
    if (worlds.size >= MAX_WORLDS) throw new Error(`The preview keeps at most ${MAX_WORLDS} worlds`);
    worlds.set(name, { world: spawnWorld(files.session, preset), queue: Promise.resolve(), resets: 0 });
    return worlds.get(name);
  };
  /**
   * Answers one API request on its world. A reset boots that world again under the rulebook it names, else under
   * the world's own (a world booted by this very request is already fresh; a failed one comes back too).
   */
  const answer = (request) => {
    if (request.kind === "reset" && request.preset !== undefined && !presets.includes(request.preset)) {
      throw new Error(`Unknown rulebook "${request.preset}"`);
    }
    const name = worldName(request);
    const fresh = !worlds.has(name);
    const entry = worlds.get(name) ?? addWorld(name, request.preset ?? "legend");
    const run = entry.queue.then(async () => {
      if (request.kind !== "reset" || fresh) {
        await entry.world.ready;
        return entry.world.ask(request.kind === "reset" ? { kind: "state" } : request);
      }
      // A live world boots anew in its thread (each boot keeps its copy of the bundle's modules, so every
      // RESETS_PER_THREAD-th reset takes a new thread); one whose thread failed gets a new one, under Legend unless
      // the reset names a rulebook.
      const live = await entry.world.ready.then(() => true, () => false);
      const preset = request.preset ?? (live ? (await entry.world.ask({ kind: "state" })).preset : "legend");
      entry.resets += 1;
      if (live && entry.resets % RESETS_PER_THREAD !== 0) return entry.world.reset(preset);
      await entry.world.stop();
      entry.world = spawnWorld(files.session, preset);
      await entry.world.ready;
      return entry.world.ask({ kind: "state" });
    });
    entry.queue = run.catch(() => undefined);
    return run;
  };
  const { world: first } = addWorld("", "legend");
  await first.ready;
  /** The rulebooks a reset may name. */
  const presets = (await first.ask({ kind: "state" })).presets.map(({ id }) => id);
  const css = sass.compile(resolve(ROOT, "styles/fray.scss")).css;
  const previewCss = sass.compile(resolve(ROOT, "preview/preview.scss")).css;
  const scripts = { "/preview.js": await readFile(resolve(ROOT, "preview/preview.js"), "utf8"),
    "/live.js": await readFile(resolve(ROOT, "preview/live.js"), "utf8") };
  const gallery = galleryPage(sheets);
  const live = livePage();
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const send = (type, body, status = 200) => res.writeHead(status, { "content-type": type }).end(body);
    if (path === "/api" && req.method === "POST") {
      try {
        return send("application/json", JSON.stringify(await answer(await readJson(req))));
      } catch (error) {
        return send("application/json", JSON.stringify({ error: String(error?.message ?? error) }), 400);
      }
    }
    if (path === "/") return send("text/html; charset=utf-8", live);
    if (path === "/sheets") return send("text/html; charset=utf-8", gallery);
    if (path === "/fray.css") return send("text/css", css);
    if (path === "/preview.css") return send("text/css", previewCss);
    if (scripts[path]) return send("text/javascript", scripts[path]);
    if (path === "/favicon.ico") return res.writeHead(204).end();
    const font = /^\/fontawesome\/(css|webfonts)\/([\w-]+(?:\.[\w-]+)*\.(css|woff2|ttf))$/.exec(path);
    if (font) {
      const body = await readFile(resolve(FONT_AWESOME, font[1], font[2])).catch(() => null);
      return body ? send(FONT_TYPES[font[3]], body) : res.writeHead(404).end();
    }
    if (/\.(svg|png|webp|jpg)$/.test(path)) return send("image/svg+xml", PLACEHOLDER);
    res.writeHead(404).end();
  });
  await new Promise((done) => server.listen(port, "127.0.0.1", done));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const close = async () => {
    await Promise.all([...worlds.values()].map(({ world }) => world.stop()));
    await new Promise((done) => server.close(done));
    await Promise.all(Object.values(files).map((file) => rm(file, { force: true })));
  };
  return { url, sheets: sheets.map((s) => s.id), close };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const index = process.argv.indexOf("--port");
  const port = index > 0 ? Number(process.argv[index + 1]) : 4173;
  const preview = await startPreview({ port });
  console.info(`Fray preview: ${preview.url} (sheet gallery: ${preview.url}sheets)`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => void preview.close().finally(() => process.exit(0)));
  }
}
