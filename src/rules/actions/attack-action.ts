import { PRESET_IDS, type PresetId } from "../presets.js";
import { requireOneOf } from "../validate.js";

/** The action one attack spends under each rulebook (L7, Z6, S4, A2, T6). */
const ATTACK_ACTIONS: Readonly<Record<PresetId, string>> = Object.freeze({
  legend: "standard",
  lurasko: "major",
  sides: "main",
  agility: "attack",
  lot: "full",
});

/**
 * The action kind an attack spends: L7 a standard action, Z6 the major action, S4 the Main action (S10 a Charge
 * spends Main and Move; S4 a Snap Attack is an Instant that gives up the Main), A2 the Attack Action, T6 a Full
 * action (T8: one Full covers every swing of an AP weapon, so an attack spends one whatever its swings).
 */
export function attackActionKind(preset: PresetId, options: { charge?: boolean; situations?: Iterable<string> } = {}):
string {
  requireOneOf("preset", preset, PRESET_IDS);
  if (preset === "sides") {
    if (options.charge === true) return "charge";
    if ([...options.situations ?? []].includes("snapAttack")) return "snapAttack";
  }
  return ATTACK_ACTIONS[preset];
}
