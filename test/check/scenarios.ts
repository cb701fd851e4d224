import type { PresetId } from "../../src/rules/index.js";
import type { Cast } from "./played-fight.js";

/** An actor's system data: HP, defenses, attack numbers and the rulebook's attribute set. */
function sheet(hp: number, more: Record<string, unknown>, attributes: Record<string, Record<string, number>>) {
  const attributeSets = Object.fromEntries(Object.entries(attributes).map(([preset, set]) => [preset,
    Object.fromEntries(Object.entries(set).map(([id, value]) => [id, { value }]))]));
  return { level: 1, hp: { value: hp, max: hp }, attributeSets, ...more };
}

/** A weapon's system data. */
function arm(formula: string, more: Record<string, unknown> = {}) {
  return { damage: { formula, kind: "physical" }, attributes: ["str"], skill: "", equipped: true, threat: 20,
    range: { category: "melee", feet: null }, ...more };
}

/** Each rulebook's scenario for the check: two of the party against three enemies, with that rulebook's numbers. */
export const SCENARIOS: Record<PresetId, Cast[]> = {
  legend: [
    { name: "Aldra", type: "character", system: sheet(18, { attackBonus: 3, defenses: { ac: 15 } },
      { legend: { str: 14, dex: 12 } }), weapons: [arm("1d8 + 1")] },
    { name: "Bren", type: "character", system: sheet(14, { attackBonus: 2, defenses: { ac: 13 } },
      { legend: { str: 12, dex: 14 } }), weapons: [arm("1d6 + 2")] },
    ...[1, 2, 3].map((n) => ({ name: `Goblin ${n}`, type: "npc" as const,
      system: sheet(7, { attackBonus: 3, defenses: { ac: 12 } }, { legend: { dex: 12 } }), weapons: [arm("1d6")] })),
  ],
  lurasko: [
    { name: "Aldra", type: "character", system: sheet(18, { attackBonus: 4, defenses: { ac: 14 } },
      { lurasko: { str: 12, dex: 10 } }), weapons: [arm("1d8 + 1")] },
    { name: "Bren", type: "character", system: sheet(14, { attackBonus: 3, defenses: { ac: 13 } },
      { lurasko: { str: 10, dex: 12 } }), weapons: [arm("1d6 + 2")] },
    ...[1, 2, 3].map((n) => ({ name: `Raider ${n}`, type: "npc" as const,
      system: sheet(8, { attackBonus: 2, defenses: { ac: 12 } }, { lurasko: { dex: 8 } }), weapons: [arm("1d6")] })),
  ],
  sides: [
    // Aldra's AC 18 is past the bandits' Shock (AC 15), so once Bren is down they swarm her (S9).
    { name: "Aldra", type: "character", system: sheet(16, { attackBonus: 1, defenses: { ac: 18 } },
      { sides: { str: 14, dex: 12 } }), weapons: [arm("1d8", { shock: { damage: 2, maxAc: 13 } })] },
    { name: "Bren", type: "character", system: sheet(12, { attackBonus: 1, defenses: { ac: 13 } },
      { sides: { str: 12, dex: 16 } }), weapons: [arm("1d6", { shock: { damage: 1, maxAc: null } })] },
    ...[1, 2, 3].map((n) => ({ name: `Bandit ${n}`, type: "npc" as const,
      system: sheet(11, { attackBonus: 2, defenses: { ac: 13 } }, { sides: { dex: 10 } }),
      weapons: [arm("1d6", { shock: { damage: 1, maxAc: 15 } })] })),
  ],
  agility: [
    { name: "Aldra", type: "character", system: sheet(16, { accuracy: 2 }, { agility: { str: 1, agi: 1 } }),
      weapons: [arm("1d8", { range: { category: "close", feet: null } })] },
    { name: "Bren", type: "character", system: sheet(12, { accuracy: 3 }, { agility: { str: 0, agi: 2 } }),
      weapons: [arm("1d6 + 1", { range: { category: "close", feet: null } })] },
    ...[1, 2, 3].map((n) => ({ name: `Wolf ${n}`, type: "npc" as const,
      system: sheet(7, { accuracy: 1 }, { agility: { agi: 0 } }),
      weapons: [arm("1d6", { range: { category: "close", feet: null } })] })),
  ],
  lot: [
    { name: "Aldra", type: "character", system: sheet(20, { defenses: { dodge: 13, armor: 14 }, ap: { value: 4,
      max: 4 }, critThreshold: 24 }, { lot: { vig: 3, dex: 2 } }),
    weapons: [arm("1d6 + 1", { attributes: ["vig"], apCost: 2 })] },
    { name: "Bren", type: "character", system: sheet(16, { defenses: { dodge: 14, armor: 12 }, critThreshold: 24 },
      { lot: { vig: 1, dex: 3 } }), weapons: [arm("1d8", { attributes: ["dex"] })] },
    ...[1, 2, 3].map((n) => ({ name: `Cultist ${n}`, type: "npc" as const,
      system: sheet(8, { attackBonus: 2, defenses: { dodge: 12, armor: 11 }, critThreshold: 24,
        ...(n === 1 ? { overshield: { value: 4, max: 4, dr: 1, effect: "" } } : {}) }, { lot: { dex: 1 } }),
      weapons: [arm("1d6")] })),
  ],
};
