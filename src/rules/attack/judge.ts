import { PRESET_IDS, PRESETS, type PresetId } from "../presets.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import { judgeAgility } from "./agility.js";
import { judgeLot } from "./lot.js";
import type { AttackInput, AttackResult } from "./types.js";

/** Judges one attack roll by the preset's rule: d20 vs AC (L8), vs 10 + Agility (A3, A7, A8), or T7. */
export function judgeAttack(preset: PresetId, input: AttackInput): AttackResult {
  requireOneOf("preset", preset, PRESET_IDS);
  requireRecord("input", input);
  requireInteger("input.natural", input.natural, { min: 1, max: 20 });
  const total = input.natural + requireInteger("input.bonus", input.bonus);
  requireInteger("input.defense", input.defense);
  switch (PRESETS[preset].attack) {
    case "agility": return judgeAgility(input, total);
    case "lot": return judgeLot(input, total);
    default: return judgeAgainstAc(input, total);
  }
}

/** L8 and S5: d20 + bonus ≥ AC hits; a natural in the threat range is a critical only if the attack hits. */
function judgeAgainstAc(input: AttackInput, total: number): AttackResult {
  const threat = requireInteger("input.threat", input.threat ?? 20, { min: 1, max: 20 });
  const hit = total >= input.defense;
  return { total, hit, critical: hit && input.natural >= threat, fumble: false, mishap: false, needed: input.defense };
}
