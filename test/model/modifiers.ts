import type { Creature, Preset, Toggles, Weapon } from "./types.js";

/** A Legend score's modifier: (score − 10) / 2 rounded down. */
export function legendMod(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** A Sides score's modifier by the seed's bands (3 → −2, 4–7 → −1, 8–13 → 0, 14–17 → +1, 18 → +2), clamped. */
export function sidesMod(score: number): number {
  if (score <= 3) return -2;
  if (score <= 7) return -1;
  if (score <= 13) return 0;
  if (score <= 17) return 1;
  return 2;
}

const LEGEND_IDS = ["str", "dex", "con", "int", "wis", "cha"] as const;
const LOT_IDS = ["vig", "dex", "cog", "int"] as const;

/** The values among `ids` that belong to a set, in the set's own reading. */
function pick<K extends string>(ids: string[], set: readonly K[], read: (id: K) => number): number[] {
  return set.filter((id) => ids.includes(id)).map(read);
}

/** The best of a list, or 0 when the weapon names no attribute of the set. */
function best(values: number[]): number {
  return values.length === 0 ? 0 : Math.max(...values);
}

/** The best Legend modifier among the weapon's attributes read in the Legend set (0 when it names none). */
export function bestLegendMod(c: Creature, w: Weapon): number {
  return best(pick(w.attributes, LEGEND_IDS, (id) => legendMod(c.attributes.legend[id])));
}

/** The best Sides modifier among the weapon's attributes read in the Sides set (0 when it names none). */
export function bestSidesMod(c: Creature, w: Weapon): number {
  return best(pick(w.attributes, LEGEND_IDS, (id) => sidesMod(c.attributes.sides[id])));
}

/** The best LoT bonus among the weapon's attributes read in the LoT set (0 when it names none). */
export function bestLotBonus(c: Creature, w: Weapon): number {
  return best(pick(w.attributes, LOT_IDS, (id) => c.attributes.lot[id]));
}

/** The best Agility modifier among the weapon's attributes read in the Agility set (0 when it names none). */
function bestAgilityMod(c: Creature, w: Weapon): number {
  return best(pick(w.attributes, ["str", "agi"] as const, (id) => c.attributes.agility[id]));
}

/**
 * The attribute modifier a wielder adds to Shock (S7) and Sides damage (S6): a player's best weapon attribute read
 * as the world's rulebook reads it (settled: never another rulebook's set; Lur-Asko's target numbers have none), an
 * NPC's 0.
 */
export function wielderMod(t: Toggles, c: Creature, w: Weapon): number {
  if (!c.player) return 0;
  switch (t.preset) {
    case "legend": return bestLegendMod(c, w);
    case "sides": return bestSidesMod(c, w);
    case "agility": return bestAgilityMod(c, w);
    case "lot": return bestLotBonus(c, w);
    case "lurasko": return 0;
  }
}

/** The toggles a world gets when the GM picks a rulebook (README "Presets and settings" table). */
export function presetToggles(preset: Preset): Toggles {
  const criticals = ({ legend: "legend", lurasko: "none", sides: "none", agility: "escalating", lot: "lot" } as const)[
    preset];
  return {
    preset,
    shock: preset === "sides",
    wounds: preset === "agility",
    woundThreshold: 6,
    overshield: preset === "lot",
    drPer: "hit",
    fullHealthGuard: preset === "lot",
    criticals,
  };
}
