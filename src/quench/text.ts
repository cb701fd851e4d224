import type { PresetId } from "../rules/index.js";

/** A Quench batch's text (FRAY.Quench.<key>), localized with `data`: its titles show in Quench's window. */
export function t(key: string, data: Record<string, string> = {}): string {
  return game.i18n!.format(`FRAY.Quench.${key}`, data);
}

/** A rulebook's name as the world's language says it. */
export function rulebook(preset: PresetId): string {
  return game.i18n!.localize(`FRAY.Preset.${preset}.label`);
}
