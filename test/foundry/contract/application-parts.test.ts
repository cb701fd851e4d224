// @vitest-environment happy-dom
/**
 * Contract tests: HandlebarsApplicationMixin parts (foundryvtt.com/api/v13 HandlebarsApplicationMixin,
 * HandlebarsTemplatePart; ApplicationV2 RenderOptions#parts "An array of named template parts to render"): each part
 * renders one root element (a template with more throws, as Foundry's "must render a single HTML element"), and a
 * re-render with `parts` renders only those, leaving the others as they are.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { ApplicationV2, HandlebarsApplicationMixin } from "../application.js";
import { installFoundry } from "../index.js";

/** Writes a template file and returns the path the stand-in's renderTemplate reads it by. */
function template(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "parts-"));
  const file = join(dir, "part.hbs");
  writeFileSync(file, text);
  return `systems/fray/${file}`;
}

let count = 0;

/** An application of two parts, each showing how many times the app prepared its context. */
class TwoParts extends HandlebarsApplicationMixin(ApplicationV2) {
  static override PARTS = { head: { template: "" }, body: { template: "" } };

  /** The render count, for the templates. */
  override async _prepareContext(): Promise<Record<string, unknown>> {
    count += 1;
    return { count };
  }
}

beforeEach(() => {
  installFoundry();
  count = 0;
  TwoParts.PARTS = { head: { template: template("<header>head {{count}}</header>") },
    body: { template: template("<section>body {{count}}</section>") } };
});

describe("HandlebarsApplicationMixin parts", () => {
  it("render({parts}) re-renders only the parts named; the others keep what they showed", async () => {
    const app = new TwoParts();
    await app.render({ force: true });
    expect(app.element!.textContent).toBe("head 1body 1");
    await app.render({ parts: ["body"] });
    expect(app.element!.textContent).toBe("head 1body 2");
    expect([...app.element!.children].map((c) => (c as HTMLElement).dataset.applicationPart)).toEqual(["head", "body"]);
  });

  it("a part whose template renders more than one root element throws", async () => {
    TwoParts.PARTS.body = { template: template("<p>one</p><p>two</p>") };
    await expect(new TwoParts().render({ force: true })).rejects.toThrow(/single HTML element/);
  });
});
