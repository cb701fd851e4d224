import { PRESET_CHOICES } from "./config/rule-settings.js";
import { SYSTEM_ID } from "./config/system.js";
import { PRESETS, isPresetId, resolveRuleToggles, type PresetId, type RuleToggles } from "./rules/index.js";

/** The default rulebook of a new world. */
const DEFAULT_PRESET: PresetId = "legend";

/** Warnings already printed, so a bad stored value is reported once, not on every read. */
const warned = new Set<string>();

/** Registers Fray's world settings (called from the init hook). */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "preset", {
    name: "FRAY.Setting.preset.name",
    hint: "FRAY.Setting.preset.hint",
    scope: "world",
    config: true,
    type: String,
    choices: { ...PRESET_CHOICES },
    default: DEFAULT_PRESET,
    requiresReload: false,
  });
  game.settings.register(SYSTEM_ID, "rules", {
    name: "FRAY.Setting.rules.name",
    scope: "world",
    config: false,
    type: new foundry.data.fields.ObjectField(),
    default: {},
  });
}

/** The world's preset; an unknown stored value falls back to the default with a console warning. */
export function getPreset(): PresetId {
  const stored: unknown = game.settings.get(SYSTEM_ID, "preset");
  if (isPresetId(stored)) return stored;
  warnOnce(`Fray | Unknown preset "${String(stored)}" in the world settings; using "${DEFAULT_PRESET}".`);
  return DEFAULT_PRESET;
}

/**
 * The rule toggles in force. They are stored with the preset they were chosen for, so choosing another preset
 * yields that preset's defaults until the GM changes them; invalid stored values fall back with a warning.
 */
export function getRuleToggles(): RuleToggles {
  const preset = getPreset();
  const stored = game.settings.get(SYSTEM_ID, "rules") as Record<string, unknown> | null;
  if (stored?.preset !== preset) return { ...PRESETS[preset].defaults };
  const { toggles, invalid } = resolveRuleToggles(preset, stored);
  for (const key of invalid) {
    warnOnce(`Fray | Invalid stored rule setting "${key}" (${JSON.stringify(stored[key])}); using the ${preset} default.`);
  }
  return toggles;
}

/** Saves a preset and the toggles chosen for it (toggles first, so no reader sees them under another preset). */
export async function saveRules(preset: PresetId, toggles: RuleToggles): Promise<void> {
  await game.settings.set(SYSTEM_ID, "rules", { ...toggles, preset });
  await game.settings.set(SYSTEM_ID, "preset", preset);
}

/** Prints a console warning once per distinct message. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
