import { PRESET_IDS, type PresetId } from "../presets.js";
import { refuse, type Refusal } from "../refusal.js";
import { requireInteger, requireOneOf } from "../validate.js";

/** L3, T3: the most members one enemy group may have, by preset (null: no limit, L3 lets the GM choose). */
export const ENEMY_GROUP_MAX: Readonly<Record<PresetId, number | null>> = Object.freeze({
  legend: null, lurasko: null, sides: null, agility: null, lot: 3,
});

/** L3, T3: whether one more combatant may join an enemy group that has `members` members now. */
export function mayJoinGroup(preset: PresetId, members: number): { ok: true } | Refusal {
  const max = ENEMY_GROUP_MAX[requireOneOf("preset", preset, PRESET_IDS)];
  requireInteger("members", members, { min: 0 });
  return max === null || members < max ? { ok: true } : refuse("FRAY.RULES.Turns.GroupFull", { max });
}
