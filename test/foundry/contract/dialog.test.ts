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

describe("DialogV2.input (api/v13 DialogV2.input: resolves with the form's data as an object)", () => {
  const content = "<input type=\"text\" name=\"zone\" value=\"Ford\"><input type=\"checkbox\" name=\"a\">"
    + "<input type=\"checkbox\" name=\"b\" checked>";

  it("resolves with the fields as the user left them (checkboxes boolean), or null when closed", async () => {
    answerInputs({ zone: "Marsh", a: true }, {}, null);
    expect(await DialogV2.input({ window: { title: "Zone" }, content })).toEqual({ zone: "Marsh", a: true, b: true });
    expect(await DialogV2.input({ content })).toEqual({ zone: "Ford", a: false, b: true });
    expect(await DialogV2.input({ content })).toBeNull();
    expect(shownDialogs()[0]).toEqual({ title: "Zone", content });
  });

  it("throws for a field the form lacks, an unscripted dialog, or a close with rejectClose", async () => {
    answerInputs({ nope: "x" });
    await expect(DialogV2.input({ content })).rejects.toThrow(/no field "nope"/);
    await expect(DialogV2.input({ content })).rejects.toThrow(/no test scripted/);
    answerInputs(null);
    await expect(DialogV2.input({ content, rejectClose: true })).rejects.toThrow();
  });
});
