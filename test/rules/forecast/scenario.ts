import { PRESETS, rulesInForce, type PresetId, type RuleToggles } from "../../../src/rules/index.js";
import type { ForecastCombatant, ForecastInput, ForecastWeapon } from "../../../src/rules/index.js";

/** A weapon with plain numbers: `formula` as written, `bonus` to hit, no Shock, no AP. */
export function weapon(id: string, formula: string, bonus = 0, more: Partial<ForecastWeapon> = {}): ForecastWeapon {
  return { id, name: id, formula, kind: "physical", melee: true, bonus, attributeMod: 0, damageBonus: 0, threat: 20,
    shock: { damage: null, maxAc: null }, apCost: 0, magicBonus: 0, ...more };
}

/** A combatant of `team` with `hp`, `defense`, an initiative stat `dex` and one weapon. */
export function fighter(id: string, team: "party" | "enemies", hp: number, defense: number, dex: number,
  w: ForecastWeapon, more: Partial<ForecastCombatant> = {}): ForecastCombatant {
  const player = team === "party";
  return { id, name: id, team, entrant: { id, side: team, player, dex }, player, level: 1, hp: { value: hp, max: hp },
    overshield: null, wounds: 0, dr: { physical: 0, elemental: 0, arcane: 0 }, defense,
    lot: { dodge: defense, armor: defense, canDodge: true }, shield: false, critThreshold: 20, ap: 0, freeHits: 0,
    zone: null, dead: false, weapons: [w], ...more };
}

/** The input of a fight under `preset` with its defaults changed by `toggles`. */
export function scenario(preset: PresetId, combatants: ForecastCombatant[], toggles: Partial<RuleToggles> = {}):
ForecastInput {
  const all = { ...PRESETS[preset].defaults, ...toggles };
  return { rules: rulesInForce(preset, all), mode: all.initiativeMode,
    initiative: { tieBreak: all.tieBreak, maxPlayersInARow: all.twoPlayersCap ? 2 : null }, combatants };
}
