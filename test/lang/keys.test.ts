import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { Localization, REPO_ROOT } from "../foundry/localization.js";

/** Every file below `dir` whose name ends with one of `endings`. */
function files(dir: string, endings: string[]): string[] {
  return readdirSync(resolve(REPO_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && endings.some((e) => f.name.endsWith(e)))
    .map((f) => join(f.parentPath, f.name));
}

/** Every flattened key of the lang file. */
function flatKeys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe("lang/en.json", () => {
  const i18n = new Localization();
  const keys = flatKeys(i18n.translations);

  it("has every FRAY. key used in src/ and templates/ (a prefix or a key built at run time must name a group)", () => {
    const missing: string[] = [];
    for (const file of [...files("src", [".ts"]), ...files("templates", [".hbs"])]) {
      for (const [key] of readFileSync(file, "utf8").matchAll(/FRAY\.[A-Za-z0-9_.-]+/g)) {
        const group = key.endsWith(".") ? key : `${key}.`;
        const found = i18n.has(key) || keys.some((k) => k.startsWith(group));
        if (!found) missing.push(`${key} (${file.slice(REPO_ROOT.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("leaves no English in templates: text and labelling attributes come from lang keys", () => {
    const literal: string[] = [];
    for (const file of files("templates", [".hbs"])) {
      const text = readFileSync(file, "utf8");
      const found = [...text.matchAll(/>\s*([A-Za-z][A-Za-z ]{2,})\s*</g),
        ...text.matchAll(/(?:title|placeholder|aria-label|alt)="([A-Z][a-z][^"{]*)"/g)];
      for (const [, words] of found) literal.push(`${words} (${file.slice(REPO_ROOT.length + 1)})`);
    }
    expect(literal).toEqual([]);
  });

  it("holds only strings in nested groups, no empty translations", () => {
    for (const key of keys) expect(i18n.localize(key).trim(), key).not.toBe("");
  });

  it("names each key once in a group (JSON.parse would keep only the last of two, dropping the first's keys)", () => {
    const text = readFileSync(resolve(REPO_ROOT, "lang/en.json"), "utf8");
    const repeated: string[] = [];
    const open: Set<string>[] = [];
    // Whole strings are matched as one token (a brace inside a translation is no group), keys by their colon.
    for (const [token, name, colon] of text.matchAll(/"((?:[^"\\]|\\.)*)"(\s*:)?|[{}]/g)) {
      if (token === "{") open.push(new Set());
      else if (token === "}") open.pop();
      else if (colon && open.at(-1)!.has(name!)) repeated.push(name!);
      else if (colon) open.at(-1)!.add(name!);
    }
    expect(repeated).toEqual([]);
  });
});
