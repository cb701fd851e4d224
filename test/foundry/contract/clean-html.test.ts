// @vitest-environment happy-dom
/**
 * Contract test: foundry.utils.cleanHTML (foundryvtt.com/api/v14/functions/foundry.utils.cleanHTML.html: "Clean a
 * provided HTML fragment, closing unbalanced tags and stripping some undesirable properties"; foundryvtt#12356 cleans
 * tooltip text with it so that it runs no code): markup stays, unbalanced tags are closed, and what runs code (script
 * elements, event-handler attributes) is gone.
 */
import { describe, expect, it } from "vitest";
import { standIn } from "./helpers.js";

describe("foundry.utils.cleanHTML", () => {
  it("keeps markup, closes unbalanced tags, strips scripts and event handlers", () => {
    standIn();
    expect(foundry.utils.cleanHTML("<p><b>Bold</b> <em>open")).toBe("<p><b>Bold</b> <em>open</em></p>");
    expect(foundry.utils.cleanHTML("<p>Hi<script>alert(1)</script></p><img src=\"x\" onerror=\"alert(1)\">"))
      .toBe("<p>Hi</p><img src=\"x\">");
  });
});
