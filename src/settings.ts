import { registerApplySetting } from "./apply-setting.js";
import { PRESET_CHOICES } from "./config/rule-settings.js";
import { applyStatusEffects } from "./config/statuses.js";
import { SYSTEM_ID } from "./config/system.js";
import { registerNumbersSetting } from "./numbers-setting.js";
import {
  PRESETS, isPresetId, resolveRuleToggles, rulesInForce, type PresetId, type RuleToggles, type RulesInForce,
} from "./rules/index.js";

/** The default rulebook of a new world. */
const DEFAULT_PRESET: PresetId = "legend";

/** Warnings already printed, so a bad stored value is reported once, not on every read. */
const warned = new Set<string>();

/** The rules the world plays by: its preset and the rule toggles in force. */
export interface WorldRules {
  preset: PresetId;
  rules: RuleToggles;
}

/** The world's rules as last read; cleared when either setting changes. */
let cached: WorldRules | null = null;

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
    onChange: onRulesChange,
  });
  game.settings.register(SYSTEM_ID, "rules", {
    name: "FRAY.Setting.rules.name",
    scope: "world",
    config: false,
    type: new foundry.data.fields.ObjectField(),
    default: {},
    onChange: onRulesChange,
  });
  registerApplySetting();
  registerNumbersSetting();
}

/**
 * The one way to read the world's rules: the preset and toggles, read from the settings once and kept until a
 * setting changes. Other layers read them here (or are handed them); none reads the settings itself.
 */
export function worldRules(): WorldRules {
  cached ??= readWorldRules();
  return { preset: cached.preset, rules: { ...cached.rules } };
}

/**
 * The rules in force in the world now (rulesInForce of worldRules): what every card, the macro API, the sheets and
 * the effects apply, so a rule that is off has no effect anywhere.
 */
export function worldRulesInForce(): RulesInForce {
  const { preset, rules } = worldRules();
  return rulesInForce(preset, rules);
}

/** The world's preset (through worldRules). */
export function getPreset(): PresetId {
  return worldRules().preset;
}

/** The rule toggles in force (through worldRules). */
export function getRuleToggles(): RuleToggles {
  return worldRules().rules;
}

/**
 * Runs on every client when the preset or the toggles change: forgets the cached rules, re-prepares every actor
 * from its source, re-renders the open sheets of actors and items and the combat tracker, and redraws the bars of
 * the tokens on the canvas (an overshield bar comes and goes with T11), so no stale number or field is shown.
 */
function onRulesChange(): void {
  cached = null;
  applyStatusEffects(worldRules());
  const actors = game.actors?.contents ?? [];
  for (const actor of actors) {
    actor.reset();
    actor.render(false);
  }
  for (const item of [...(game.items?.contents ?? []), ...actors.flatMap((a) => a.items.contents)]) item.render(false);
  ui.combat?.render();
  for (const token of canvas?.tokens?.placeables ?? []) token.drawBars();
}

/** Reads both settings, validating them. */
function readWorldRules(): WorldRules {
  const preset = readPreset();
  return { preset, rules: readRuleToggles(preset) };
}

/** The stored preset; an unknown stored value falls back to the default with a console warning. */
function readPreset(): PresetId {
  const stored: unknown = game.settings.get(SYSTEM_ID, "preset");
  if (isPresetId(stored)) return stored;
  warnOnce(`Fray | Unknown preset "${String(stored)}" in the world settings; using "${DEFAULT_PRESET}".`);
  return DEFAULT_PRESET;
}

/**
 * The rule toggles in force. They are stored with the preset they were chosen for, so choosing another preset
 * yields that preset's defaults until the GM changes them; invalid stored values fall back with a warning.
 */
function readRuleToggles(preset: PresetId): RuleToggles {
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
