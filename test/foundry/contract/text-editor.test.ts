// @vitest-environment happy-dom
/**
 * Contract tests: custom text enrichers behave as Foundry v13 documents them
 * (foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html: enrichHTML; CONFIG.TextEditor.enrichers, an
 * array of TextEditorEnricherConfig = {pattern: RegExp, enricher(match, options): Promise<HTMLElement | null>}).
 * Peer use: dnd5e module/enrichers.mjs pushes one entry per pattern onto CONFIG.TextEditor.enrichers at init.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type FoundryStandIn } from "../index.js";
import { TextEditor } from "../sheets.js";

/** What the tests register: TextEditorEnricherConfig. */
type EnricherConfig = { pattern: RegExp;
  enricher: (match: RegExpMatchArray, options: object) => Promise<HTMLElement | null> };

let stand: FoundryStandIn;
let enrichers: EnricherConfig[];

beforeEach(() => {
  stand = installFoundry();
  enrichers = stand.CONFIG.TextEditor!.enrichers as EnricherConfig[];
});

/** An enricher of `@Shout[word]` that makes a `<strong>` of the word in capitals, and returns null for "quiet". */
const shout: EnricherConfig = {
  pattern: /@Shout\[(\w+)\]/g,
  enricher: async ([, word]) => {
    if (word === "quiet") return null;
    const strong = document.createElement("strong");
    strong.textContent = word!.toUpperCase();
    return strong;
  },
};

describe("CONFIG.TextEditor.enrichers (API v13)", () => {
  it("starts as an empty array a system pushes its enrichers onto", () => {
    expect(enrichers).toEqual([]);
  });

  it("enrichHTML replaces each match in the text by the element its enricher returns", async () => {
    enrichers.push(shout);
    const html = await TextEditor.implementation.enrichHTML("<p>Say @Shout[hi] and <em>@Shout[bye]</em>.</p>");
    expect(html).toBe("<p>Say <strong>HI</strong> and <em><strong>BYE</strong></em>.</p>");
  });

  it("an enricher that returns null leaves the match as it was written", async () => {
    enrichers.push(shout);
    expect(await TextEditor.implementation.enrichHTML("<p>@Shout[quiet] @Shout[loud]</p>"))
      .toBe("<p>@Shout[quiet] <strong>LOUD</strong></p>");
  });

  it("without a custom enricher the HTML comes back unchanged", async () => {
    expect(await TextEditor.implementation.enrichHTML("<p>@Shout[hi]</p>")).toBe("<p>@Shout[hi]</p>");
  });
});
