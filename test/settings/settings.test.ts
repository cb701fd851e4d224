import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type FoundryStandIn } from "../foundry/index.js";
import { PRESETS } from "../../src/rules/presets.js";

let foundry: FoundryStandIn;
let settings: typeof import("../../src/settings.js");

beforeEach(async () => {
  vi.resetModules();
  foundry = installFoundry();
  settings = await import("../../src/settings.js");
  settings.registerSettings();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("world settings", () => {
  it("registers the preset as a world setting shown in Foundry's settings, defaulting to legend", () => {
    const preset = foundry.game.settings.settings.get("fray.preset")!;
    expect(preset).toMatchObject({ scope: "world", config: true, default: "legend" });
    expect(Object.keys(preset.choices!)).toEqual(["legend", "lurasko", "sides", "agility", "lot"]);
    expect(settings.getPreset()).toBe("legend");
    expect(settings.getRuleToggles()).toEqual(PRESETS.legend.defaults);
  });

  it("keeps the GM's own toggles for the preset they were chosen for", async () => {
    await settings.saveRules("legend", { ...PRESETS.legend.defaults, shock: true, woundThreshold: 9 });
    expect(settings.getRuleToggles()).toEqual({ ...PRESETS.legend.defaults, shock: true, woundThreshold: 9 });
  });

  it("gives the new preset's defaults when the GM picks another preset in Foundry's settings", async () => {
    await settings.saveRules("legend", { ...PRESETS.legend.defaults, shock: true });
    await foundry.game.settings.set("fray", "preset", "agility");
    expect(settings.getRuleToggles()).toEqual(PRESETS.agility.defaults);
  });

  it("falls back to the preset default with one console warning for an invalid stored toggle", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    foundry.game.settings.seed("fray", "preset", "lot");
    foundry.game.settings.seed("fray", "rules", { preset: "lot", woundThreshold: -3, drPer: "attack" });
    expect(settings.getRuleToggles()).toEqual({ ...PRESETS.lot.defaults, drPer: "attack" });
    settings.getRuleToggles();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("woundThreshold");
  });

  it("falls back to legend with a console warning for an unknown stored preset, never a crash", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    foundry.game.settings.seed("fray", "preset", "homebrew");
    expect(settings.getPreset()).toBe("legend");
    expect(settings.getRuleToggles()).toEqual(PRESETS.legend.defaults);
    expect(warn).toHaveBeenCalled();
  });

  it("refuses a player who tries to change the world's rules, and changes nothing", async () => {
    foundry.loginAs(foundry.player);
    await expect(settings.saveRules("sides", PRESETS.sides.defaults)).rejects.toThrow(/lacks permission/);
    foundry.loginAs(foundry.gm);
    expect(settings.getPreset()).toBe("legend");
  });
});
