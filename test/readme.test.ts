import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PresetId } from "../src/rules/index.js";

/** One ```js block of the README, and the preview world it runs in (its `<!-- example: … -->` marker). */
interface Example {
  line: number;
  preset: PresetId;
  /** Every die rolls its highest face (the default) or its lowest. */
  dice: "high" | "low";
  code: string;
}

/** The ```js blocks of README.md, each with the marker on the line before it (default: legend, dice high). */
function examples(): Example[] {
  const lines = readFileSync(new URL("../README.md", import.meta.url), "utf8").split("\n");
  const found: Example[] = [];
  lines.forEach((text, i) => {
    if (text.trim() !== "```js") return;
    const marker = /^<!-- example: (\w+)(?:, dice (high|low))? -->$/.exec(lines[i - 1]?.trim() ?? "");
    const end = lines.findIndex((l, j) => j > i && l.trim() === "```");
    found.push({ line: i + 1, preset: (marker?.[1] ?? "legend") as PresetId,
      dice: (marker?.[2] ?? "high") as Example["dice"], code: lines.slice(i + 1, end).join("\n") });
  });
  return found;
}

/** The constructor of an async function from its body's code. */
type AsyncFunctionConstructor = new (code: string) => () => Promise<unknown>;

/** An async function running `code` as a macro does. */
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as AsyncFunctionConstructor;

afterEach(() => vi.restoreAllMocks());

describe("every code example in README.md runs in the preview's sample world without an error or a warning", () => {
  it("the README has examples", () => {
    expect(examples().length).toBeGreaterThan(0);
  });

  for (const example of examples()) {
    it(`README.md:${example.line} (${example.preset}, dice ${example.dice})`, async () => {
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
