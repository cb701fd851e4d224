// @vitest-environment happy-dom
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import { TextEditor } from "../foundry/sheets.js";
import { RULE_ID, RULE_PAGES, RULES_PACK, rulePageUuid } from "../../src/config/rule-pages.js";
import { CONDITIONS } from "../../src/config/statuses.js";

const ROOT = resolve(import.meta.dirname, "../..");
const SOURCE = join(ROOT, "packs/_source/rules");

/** A journal page as the pack's sources hold it. */
interface PageSource {
  _id: string;
  _key: string;
  name: string;
  type: string;
  text: { format: number; content: string };
  flags: { fray: { rules?: string[]; status?: string } };
}

/** A journal entry as the pack's sources hold it. */
interface EntrySource {
  _id: string;
  _key: string;
  name: string;
  pages: PageSource[];
}

const entries = readdirSync(SOURCE).filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(SOURCE, file), "utf8")) as EntrySource);
/** Every page with its entry, as [entry name, page name, entry, page]. */
const pages = entries.flatMap((entry) => entry.pages.map((page) => [entry.name, page.name, entry, page] as const));

/** The text of a repository file. */
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** Each rule of RULES.md (a `- **L1 …**` bullet with its continuation lines): its id and its whole text. */
function rulesOf(markdown: string): Map<string, string> {
  const rules = new Map<string, string>();
  let current: string | null = null;
  for (const line of markdown.split("\n")) {
    const start = /^- \*\*([LZSAT]\d{1,2})\b/.exec(line);
    if (start) rules.set(current = start[1]!, line);
    else if (current && /^\s+\S/.test(line)) rules.set(current, `${rules.get(current)} ${line.trim()}`);
    else current = null;
  }
  return rules;
}

/** The rule ids the first list of docs/interpretations.md names (before its "Further choices"). */
function listedInterpretations(): Set<string> {
  const page = read("docs/interpretations.md");
  const section = page.slice(page.indexOf("# Rules interpretations"), page.indexOf("## Further choices"));
  return new Set([...section.matchAll(/^- \*\*([LZSAT]\d{1,2})\*\*/gm)].map((m) => m[1]!));
}

/** A page's sections: each `<h2>` naming a rule id, with the HTML up to the next `<h2>`. */
function sections(content: string): Map<string, string> {
  const template = document.createElement("template");
  template.innerHTML = content;
  const found = new Map<string, string>();
  let current: string | null = null;
  for (const child of template.content.children) {
    if (child.tagName === "H2") found.set(current = child.textContent!.split(" ")[0]!, "");
    else if (current) found.set(current, found.get(current)! + child.outerHTML);
  }
  return found;
}

const RULES = rulesOf(read("docs/RULES.md"));

describe("issue 31: the rules journal (packs/_source/rules)", () => {
  it("holds one entry per rulebook and one for the conditions, with fixed ids and compendium keys", () => {
    expect(entries.map((e) => e.name).sort()).toEqual(["Agility order", "Conditions", "Legend",
      "Legends of Lur-Asko", "LoT", "Sides and Shock"]);
    for (const entry of entries) {
      expect(entry._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(entry._key).toBe(`!journal!${entry._id}`);
      for (const page of entry.pages) {
        expect(page._id).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(page._key).toBe(`!journal.pages!${entry._id}.${page._id}`);
        expect([page.type, page.text.format]).toEqual(["text", 1]);
      }
    }
    const ids = pages.map(([, , , page]) => page._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("explains every rule id of RULES.md on exactly one page, under its own heading, as the page's flags list", () => {
    const headings = pages.flatMap(([, , , page]) => {
      const ids = [...sections(page.text.content).keys()];
      expect(page.flags.fray.rules ?? [], page.name).toEqual(ids);
      return ids;
    });
    expect(RULES.size).toBe(62);
    expect(headings.toSorted()).toEqual([...RULES.keys()].toSorted());
  });

  it("marks (I) each interpretation RULES.md and docs/interpretations.md mark, on its rule's section", () => {
    const marked = new Set([...RULES].filter(([, text]) => text.includes("(I)")).map(([id]) => id));
    for (const id of listedInterpretations()) marked.add(id);
    expect([...marked].toSorted()).toEqual(expect.arrayContaining(["A1", "A5", "L10", "S1", "T14", "Z1", "Z12"]));
    const unmarked = [...marked].filter((id) => !pages.some(([, , , page]) =>
      sections(page.text.content).get(id)?.includes("<strong>(I)</strong>")));
    expect(unmarked).toEqual([]);
  });

  it("has a page for every condition of src/config/statuses.ts", () => {
    const statuses = pages.map(([, , , page]) => page.flags.fray.status).filter(Boolean);
    expect(statuses.toSorted()).toEqual(CONDITIONS.map((c) => c.id).toSorted());
  });

  it("src/config/rule-pages.ts maps each rule id and status to the uuid of the page the sources give", () => {
    const expected = Object.fromEntries(pages.flatMap(([, , entry, page]) => {
      const uuid = `Compendium.${RULES_PACK}.JournalEntry.${entry._id}.JournalEntryPage.${page._id}`;
      return [...page.flags.fray.rules ?? [], page.flags.fray.status ?? []].flat().map((id) => [id, uuid]);
    }));
    expect(RULE_PAGES).toEqual(expected);
    expect(RULES_PACK).toBe("fray.rules");
  });
});

describe("issue 31: every page of the rules journal renders", () => {
  beforeAll(async () => {
    installFoundry();
    (await import("../../src/applications/rule-links.js")).registerRuleLinks();
  });

  it.each(pages)("%s: %s parses as written and renders, every @Rule link resolved", async (_entry, _page, _e, page) => {
    const content = page.text.content;
    const template = document.createElement("template");
    template.innerHTML = content;
    // Well-formed: the HTML parser gives back exactly the HTML written (no tag closed or dropped for it).
    expect(template.innerHTML).toBe(content);
    expect(template.content.textContent!.trim().length).toBeGreaterThan(40);
    const rendered = document.createElement("div");
    rendered.innerHTML = await TextEditor.implementation.enrichHTML(content);
    expect(rendered.textContent).not.toContain("@Rule[");
    expect(rendered.querySelectorAll(".fray-rule-link.broken")).toHaveLength(0);
    const targets = [...rendered.querySelectorAll<HTMLElement>("a.fray-rule-link")].map((a) => a.dataset.uuid);
    expect(targets.every((uuid) => Object.values(RULE_PAGES).includes(uuid!))).toBe(true);
  });
});

describe("issue 31: every rule id in lang/en.json and templates/ resolves to a page", () => {
  /** Every file below `dir` ending with `ending`. */
  const files = (dir: string, ending: string) => readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith(ending)).map((f) => join(f.parentPath, f.name));
  const texts = [read("lang/en.json"), ...files("templates", ".hbs").map((file) => readFileSync(file, "utf8"))];
  const ids = new Set(texts.flatMap((text) => [...text.matchAll(new RegExp(RULE_ID.source, "g"))].map((m) => m[0])));

  it("finds the ids the lang file and the templates cite (S8 on the damage card, Z12 in the tracker …)", () => {
    expect([...ids]).toEqual(expect.arrayContaining(["S8", "S11", "Z12", "A10", "L3", "Z4"]));
  });

  it.each([...ids].toSorted())("%s has a page", (id) => {
    expect(rulePageUuid(id)).toMatch(/^Compendium\.fray\.rules\.JournalEntry\.\w{16}\.JournalEntryPage\.\w{16}$/);
  });
});
