// @vitest-environment happy-dom
/**
 * Contract tests: the stand-in's DialogV2.confirm behaves as foundryvtt.com/api/v13 DialogV2 documents it
 * (static confirm → Promise resolving true for yes, false for no, null when closed unless rejectClose), and as
 * dnd5e and Draw Steel call it before deleting a document (`DialogV2.confirm({window: {title}, content})`).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { DialogV2, answerDialogs, answerInputs, shownDialogs } from "../dialog.js";
import { installFoundry } from "../index.js";

beforeEach(() => {
  installFoundry();
});

describe("DialogV2.confirm (api/v13 DialogV2.confirm)", () => {
  it("is foundry.applications.api.DialogV2.confirm", () => {
    expect(foundry.applications.api.DialogV2).toBe(DialogV2);
  });

  it("resolves true on yes, false on no, null when closed, recording title and content", async () => {
    answerDialogs(true, false, null);
    const ask = () => DialogV2.confirm({ window: { title: "Delete" }, content: "<p>Sure?</p>" });
    expect([await ask(), await ask(), await ask()]).toEqual([true, false, null]);
    expect(shownDialogs()).toEqual(Array(3).fill({ title: "Delete", content: "<p>Sure?</p>" }));
  });

  it("rejects a close when rejectClose is set", async () => {
    answerDialogs(null);
    await expect(DialogV2.confirm({ content: "<p>x</p>", rejectClose: true })).rejects.toThrow();
  });

  it("throws when no answer was scripted, so a test cannot skip a confirmation", async () => {
    await expect(DialogV2.confirm({ content: "<p>x</p>" })).rejects.toThrow(/no test scripted/);
  });

  it("a new world forgets scripted answers", async () => {
    answerDialogs(true);
    installFoundry();
    await expect(DialogV2.confirm({ content: "<p>x</p>" })).rejects.toThrow();
  });
});

describe("DialogV2.input (api/v13 DialogV2.input: resolves the form's FormDataExtended object, null when dismissed)", () => {
  const content = '<input type="number" name="swarm" value="1"><input type="checkbox" name="charge">'
    + '<select name="area"><option value="">-</option><option value="head">Head</option></select>'
    + '<select name="situations" multiple><option value="cover">Cover</option><option value="prone">Prone</option></select>'
    + '<input type="number" name="apSwings"><input type="text" name="note" value="x">';

  it("resolves the form data: numbers for number inputs (null when empty), booleans, option values, arrays", async () => {
    answerInputs({ swarm: "3", charge: true, area: "head", situations: ["cover", "prone"] });
    expect(await DialogV2.input({ window: { title: "Attack" }, content })).toEqual({
      swarm: 3, charge: true, area: "head", situations: ["cover", "prone"], apSwings: null, note: "x" });
    expect(shownDialogs()).toEqual([{ title: "Attack", content }]);
  });

  it("untouched controls keep their defaults (value attribute, unchecked, first option, nothing selected)", async () => {
    answerInputs({});
    expect(await DialogV2.input({ content })).toEqual({
      swarm: 1, charge: false, area: "", situations: [], apSwings: null, note: "x" });
  });

  it("resolves null when dismissed (rejectClose false, the v13 default); rejects with rejectClose", async () => {
    answerInputs(null, null);
    expect(await DialogV2.input({ content })).toBeNull();
    await expect(DialogV2.input({ content, rejectClose: true })).rejects.toThrow();
  });

  it("throws for what no user could do: a control the form lacks, an option a select lacks, text in a checkbox", async () => {
    answerInputs({ nope: "1" }, { area: "tail" }, { charge: "yes" });
    await expect(DialogV2.input({ content })).rejects.toThrow(/no control named nope/);
    await expect(DialogV2.input({ content })).rejects.toThrow(/no option tail/);
    await expect(DialogV2.input({ content })).rejects.toThrow(/checkbox/);
  });

  it("throws when no answer was scripted", async () => {
    await expect(DialogV2.input({ content })).rejects.toThrow(/no test scripted/);
  });
});

describe("foundry.utils.escapeHTML (api/v13 functions/foundry.utils.escapeHTML), which dialog content is built with", () => {
  it("turns & < > \" ' into entities, so a name renders as text", () => {
    expect(foundry.utils.escapeHTML("<img src=x onerror=\"a('&')\">"))
      .toBe("&lt;img src=x onerror=&quot;a(&#x27;&amp;&#x27;)&quot;&gt;");
  });
});
