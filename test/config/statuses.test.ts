import { describe, expect, it } from "vitest";
import { statusEffectsFor } from "../../src/config/statuses.js";
import { PRESETS, type PresetId } from "../../src/rules/index.js";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "../foundry/localization.js";

/** Fray's status names in lang/en.json. */
const STATUS_NAMES = (JSON.parse(readFileSync(resolve(REPO_ROOT, "lang/en.json"), "utf8")) as
  { FRAY: { Status: Record<string, string> } }).FRAY.Status;

/** The status ids the token HUD offers under a preset's default rules. */
const ids = (preset: PresetId, changes = {}) =>
  statusEffectsFor({ preset, rules: { ...PRESETS[preset].defaults, ...changes } }).map((s) => s.id);

describe("Fray's conditions in CONFIG.statusEffects", () => {
  it("A4/A5: the agility rulebook offers a wound per aimed area; legend offers none", () => {
    expect(ids("agility")).toEqual(expect.arrayContaining(["wound", "wound-fatal", "wound-slowing",
      "wound-weakening", "wound-disrupting", "wound-centerMass", "flatFooted"]));
    expect(ids("legend").filter((id) => id.startsWith("wound"))).toEqual([]);
  });

  it("A10: Channeling is offered under Agility only", () => {
    expect(ids("agility")).toContain("channeling");
    for (const preset of ["legend", "lurasko", "sides", "lot"] as const) expect(ids(preset)).not.toContain("channeling");
  });

  it("S8: Total Defense only where Shock is on; Z: engaged and fatigued only under lurasko", () => {
    expect(ids("sides")).toContain("totalDefense");
    expect(ids("legend")).not.toContain("totalDefense");
    expect(ids("legend", { shock: true })).toContain("totalDefense");
    expect(ids("lurasko")).toEqual(expect.arrayContaining(["engaged", "fatigued"]));
    expect(ids("lot")).not.toContain("engaged");
  });

  it("every rulebook offers prone, unconscious and dead; every entry has an icon and a lang key", () => {
    for (const preset of Object.keys(PRESETS) as PresetId[]) {
      expect(ids(preset)).toEqual(expect.arrayContaining(["prone", "unconscious", "dead"]));
      for (const status of statusEffectsFor({ preset, rules: PRESETS[preset].defaults })) {
        expect(status.img).toMatch(/^icons\/svg\/.+\.svg$/);
        expect(STATUS_NAMES[status.name.replace("FRAY.Status.", "")]).toBeTruthy();
      }
    }
  });
});
