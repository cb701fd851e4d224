import Handlebars from "handlebars";
import { beforeEach, describe, expect, it } from "vitest";
import { loadTemplates, renderTemplate } from "../application.js";
import { standIn } from "./helpers.js";

// Contract: foundry.applications.handlebars.loadTemplates ("Load and cache a set of templates by providing an
// Array of paths", or an object of partial ids to paths; a loaded template is then a partial by that id) and
// renderTemplate, foundryvtt.com/api/v13/functions/foundry.applications.handlebars.loadTemplates.html.
// Each world loads in a new page, whose Handlebars environment (handlebarsjs.com/api-reference/runtime.html:
// registerPartial, registerHelper) holds only what that page registered: Handlebars' own helpers and Foundry's.

const FOOTER = "templates/generic/form-footer.hbs";

beforeEach(() => {
  standIn();
});

describe("foundry.applications.handlebars.loadTemplates (API v13)", () => {
  it("registers each path as a partial by its path, or by the key of a record", async () => {
    await loadTemplates([FOOTER]);
    await loadTemplates({ footer: FOOTER });
    expect(typeof Handlebars.partials[FOOTER]).toBe("function");
    expect(Handlebars.partials.footer).toBe(Handlebars.partials[FOOTER]);
  });

  it("caches: loading a path again registers the template already compiled, not a fresh copy", async () => {
    await loadTemplates([FOOTER]);
    const first = Handlebars.partials[FOOTER];
    await loadTemplates([FOOTER]);
    expect(Handlebars.partials[FOOTER]).toBe(first);
  });

  it("a loaded template renders as a partial, and by renderTemplate, with the data given", async () => {
    await loadTemplates({ footer: FOOTER });
    const data = { buttons: [{ type: "submit", label: "Save" }] };
    const host = Handlebars.compile("<div>{{> footer}}</div>")(data);
    expect(host).toContain('<button type="submit" >Save</button>');
    expect(await renderTemplate(FOOTER, data)).toContain('<button type="submit" >Save</button>');
  });
});

describe("a new world is a new page (installFoundry)", () => {
  it("keeps no partial or helper the last world registered, and has Foundry's core helpers again", async () => {
    await loadTemplates({ footer: FOOTER });
    Handlebars.registerHelper("systemOnly", () => "x");
    Handlebars.unregisterHelper("localize");
    standIn();
    expect(Handlebars.partials.footer).toBeUndefined();
    expect(Handlebars.helpers.systemOnly).toBeUndefined();
    expect(typeof Handlebars.helpers.localize).toBe("function");
    expect(typeof Handlebars.helpers.each).toBe("function");
  });
});
