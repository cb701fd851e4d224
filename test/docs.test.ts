import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PresetId } from "../src/rules/index.js";

const ROOT = resolve(import.meta.dirname, "..");

/** The pages of docs/, as repository paths. */
const DOCS = readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).sort().map((f) => `docs/${f}`);

/** The documentation: README.md, the pages of docs/ and the changelog that links into them. */
const PAGES = ["README.md", ...DOCS, "CHANGELOG.md"];

/** The most lines the README may have (issue 32: a first page read in five minutes). */
const README_MAX_LINES = 200;

/** The text of a repository file. */
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** One ```js block of a page, and the preview world it runs in (its `<!-- example: … -->` marker). */
interface Example {
  page: string;
  line: number;
  preset: PresetId;
  /** Every die rolls its highest face (the default) or its lowest. */
  dice: "high" | "low";
  code: string;
}

/** The ```js blocks of a page, each with the marker on the line before it (default: legend, dice high). */
function examplesOf(page: string): Example[] {
  const lines = read(page).split("\n");
  const found: Example[] = [];
  lines.forEach((text, i) => {
    if (text.trim() !== "```js") return;
    const marker = /^<!-- example: (\w+)(?:, dice (high|low))? -->$/.exec(lines[i - 1]?.trim() ?? "");
    const end = lines.findIndex((l, j) => j > i && l.trim() === "```");
    found.push({ page, line: i + 1, preset: (marker?.[1] ?? "legend") as PresetId,
      dice: (marker?.[2] ?? "high") as Example["dice"], code: lines.slice(i + 1, end).join("\n") });
  });
  return found;
}

/** A page's text without its fenced code blocks and inline code spans (links there are code, not links). */
function prose(markdown: string): string {
  return markdown.replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, "")
    .replace(/(`+)[^`]*?\1/g, "");
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, each space a hyphen. */
function slug(heading: string): string {
  const text = heading.replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, "").replace(/[`*]/g, "");
  return text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
}

/** The anchors a Markdown page offers: one per heading (a repeated one gets -1, -2 …), and each HTML id or name. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  for (const [, heading] of prose(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(heading!);
    const seen = counts.get(base) ?? 0;
    counts.set(base, seen + 1);
    anchors.add(seen ? `${base}-${seen}` : base);
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}

/** A link or image of a page: where it points, as written, and whether it is an image. */
interface Link {
  target: string;
  image: boolean;
}

/** The links and images of a page's prose: Markdown `[…](…)` and `![…](…)`, HTML `href` and `src`. */
function linksOf(markdown: string): Link[] {
  const text = prose(markdown);
  const links: Link[] = [];
  for (const [, bang, target] of text.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ target: target!, image: bang === "!" });
  }
  for (const [, tag, target] of text.matchAll(/<(a|img)\b[^>]*?\s(?:href|src)="([^"]+)"/g)) {
    links.push({ target: target!, image: tag === "img" });
  }
  return links;
}

/**
 * What is wrong with each relative link of `page` (a repository path): a file or folder that doesn't exist, an
 * anchor that names no heading of its page, an image that is no file. Links to the web are not followed.
 */
function brokenLinks(page: string, markdown: string, exists = (path: string) => existsSync(join(ROOT, path)),
  readPage = read): string[] {
  const problems: string[] = [];
  for (const { target, image } of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
    const [path = "", anchor] = target.split("#", 2) as [string, string | undefined];
    const file = path ? relative(ROOT, resolve(ROOT, dirname(page), decodeURI(path))).split("\\").join("/") : page;
    if (file.startsWith("..") || !exists(file)) {
      problems.push(`${page}: ${target}: no ${file}`);
      continue;
    }
    if (image && !/\.(png|jpe?g|gif|svg|webp)$/i.test(file)) problems.push(`${page}: ${target}: not an image`);
    if (anchor === undefined) continue;
    if (!file.endsWith(".md")) problems.push(`${page}: ${target}: an anchor into a file that is not Markdown`);
    else if (!anchorsOf(file === page ? markdown : readPage(file)).has(anchor)) {
      problems.push(`${page}: ${target}: no heading #${anchor} in ${file}`);
    }
  }
  return problems;
}

/** The constructor of an async function from its body's code. */
type AsyncFunctionConstructor = new (code: string) => () => Promise<unknown>;

/** An async function running `code` as a macro does. */
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as AsyncFunctionConstructor;

afterEach(() => vi.restoreAllMocks());

describe("issue 32: README.md is a first page, docs/ holds the rest, and every link between them resolves", () => {
  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    expect(read("README.md").trimEnd().split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("the README links every page of docs/", () => {
    const linked = new Set(linksOf(read("README.md")).map((l) => l.target.split("#")[0]));
    expect(DOCS.filter((page) => !linked.has(page))).toEqual([]);
  });

  it.each(PAGES)("%s: every relative link, #anchor and image resolves", (page) => {
    expect(brokenLinks(page, read(page))).toEqual([]);
  });

  it("the README shows a tracker and a chat card, each an image file in docs/images/", () => {
    const images = linksOf(read("README.md")).filter((l) => l.image).map((l) => l.target);
    expect(images).toEqual(expect.arrayContaining(["docs/images/tracker.png", "docs/images/attack-card.png"]));
    for (const image of images) expect(statSync(join(ROOT, image)).size, image).toBeGreaterThan(1000);
  });

  it("slugs headings as GitHub does: lower case, punctuation dropped, spaces hyphens, repeats numbered", () => {
    expect(slug("What the GM's client checks")).toBe("what-the-gms-client-checks");
    expect(slug("Legend (d20)")).toBe("legend-d20");
    expect(slug("The `stand-in`'s *contract*")).toBe("the-stand-ins-contract");
    expect(slug("Trust: the server, the client")).toBe("trust-the-server-the-client");
    expect([...anchorsOf("# A\n\n```md\n# Not a heading\n```\n\n## A\n### B b\n")]).toEqual(["a", "a-1", "b-b"]);
  });

  it("reports a missing file, a missing heading, an anchor on a page and an image that is no file", () => {
    const files: Record<string, string> = { "docs/a.md": "# Here\n", "docs/images/x.png": "" };
    const page = "[ok](a.md#here) [gone](b.md) [no](a.md#there) [self](#top) ![pic](images/y.png) " +
      "<img src=\"images/x.png\"> [web](https://example.com/x#y) `[code](nowhere.md)`\n\n# Top\n";
    expect(brokenLinks("docs/p.md", page, (path) => path in files || path === "docs/p.md",
      (path) => files[path]!)).toEqual([
      "docs/p.md: b.md: no docs/b.md",
      "docs/p.md: a.md#there: no heading #there in docs/a.md",
      "docs/p.md: images/y.png: no docs/images/y.png",
    ]);
  });
});

describe("every code example in README.md and docs/ runs in the preview's sample world without an error or a warning",
  () => {
    const examples = PAGES.flatMap(examplesOf);

    it("docs/api.md has examples", () => {
      expect(examples.filter((e) => e.page === "docs/api.md").length).toBeGreaterThan(0);
    });

    for (const example of examples) {
      it(`${example.page}:${example.line} (${example.preset}, dice ${example.dice})`, async () => {
        vi.resetModules();
        const { startSession } = await import("../preview/session.js");
        const session = await startSession(example.preset);
        (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = example.dice === "high"
          ? () => 0.999 : () => 0.001;
        const consoleWarnings = vi.spyOn(console, "warn");
        const before = session.stand.notices.length;
        await new AsyncFunction(example.code)();
        const state = await session.interact({ kind: "state" });
        expect(session.stand.notices.slice(before)).toEqual([]);
        expect(state.toasts).toEqual([]);
        expect(consoleWarnings).not.toHaveBeenCalled();
      }, 60_000);
    }
  });
