// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installFoundry, type FoundryStandIn } from "../../foundry/index.js";
import { PRESETS } from "../../../src/rules/presets.js";

let foundry: FoundryStandIn;
let RulesConfig: typeof import("../../../src/applications/settings/rules-config.js").RulesConfig;
let settings: typeof import("../../../src/settings.js");

beforeEach(async () => {
  vi.resetModules();
  document.body.innerHTML = "";
  foundry = installFoundry();
  settings = await import("../../../src/settings.js");
  ({ RulesConfig } = await import("../../../src/applications/settings/rules-config.js"));
  settings.registerSettings();
});

/** Renders the form and returns its root element. */
async function openForm(): Promise<HTMLFormElement> {
  const app = new RulesConfig();
  await app.render(true);
  return app.element as HTMLFormElement;
}

/** Sets a form control's value and fires change, as a GM's click would. */
function choose(form: HTMLElement, name: string, value: string | boolean): void {
  const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  if (typeof value === "boolean") input.checked = value;
  else input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Submits the form and lets the async handler finish. */
async function submit(form: HTMLFormElement): Promise<void> {
  form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  await new Promise((r) => setTimeout(r, 0));
}

describe("RulesConfig (the Fray rules menu)", () => {
  it("shows the preset and one localized control per rule family with the saved values", async () => {
    const form = await openForm();
    expect(form.querySelector<HTMLSelectElement>("[name=preset]")!.value).toBe("legend");
    expect([...form.querySelectorAll<HTMLOptionElement>("[name=preset] option")].map((o) => o.textContent))
      .toEqual(["Legend", "Legends of Lur-Asko", "Sides and Shock", "Agility order", "LoT"]);
    expect(form.querySelectorAll("[data-rule]")).toHaveLength(13);
    expect(form.textContent).not.toMatch(/FRAY\.|undefined|\{\{/);
    expect(form.querySelector<HTMLSelectElement>("[name=criticals]")!.value).toBe("level");
    expect(form.querySelector<HTMLInputElement>("[name=shock]")!.checked).toBe(false);
  });

  it("fills in a preset's defaults when the GM picks it, and saves them with the preset", async () => {
    const form = await openForm();
    choose(form, "preset", "lot");
    expect(form.querySelector<HTMLInputElement>("[name=overshield]")!.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>("[name=planningPhase]")!.checked).toBe(true);
    expect(form.querySelector<HTMLSelectElement>("[name=tieBreak]")!.value).toBe("reroll-half");
    await submit(form);
    expect(settings.getPreset()).toBe("lot");
    expect(settings.getRuleToggles()).toEqual(PRESETS.lot.defaults);
  });

  it("lets the GM change single rule families after choosing a preset", async () => {
    const form = await openForm();
    choose(form, "preset", "sides");
    choose(form, "shock", false);
    choose(form, "woundThreshold", "8");
    choose(form, "hindranceDie", "6");
    await submit(form);
    expect(settings.getRuleToggles()).toEqual({ ...PRESETS.sides.defaults, shock: false, woundThreshold: 8,
      hindranceDie: 6 });
  });

  it("refuses an unusable value with a localized error and writes nothing", async () => {
    const form = await openForm();
    choose(form, "woundThreshold", "0");
    await submit(form);
    expect(foundry.notices).toEqual([{ type: "error",
      message: "Not saved: Wound threshold has a value Fray cannot use." }]);
    expect(foundry.game.settings.storage.has("fray.rules")).toBe(false);
  });

  it("resets the form to the chosen preset's defaults without saving", async () => {
    await settings.saveRules("legend", { ...PRESETS.legend.defaults, shock: true });
    const form = await openForm();
    expect(form.querySelector<HTMLInputElement>("[name=shock]")!.checked).toBe(true);
    form.querySelector<HTMLButtonElement>("[data-action=resetDefaults]")!.click();
    expect(form.querySelector<HTMLInputElement>("[name=shock]")!.checked).toBe(false);
    expect(settings.getRuleToggles().shock).toBe(true);
  });
});
