/** The five rulebooks Fray runs (RULES.md, table at the top). */
export const PRESET_IDS = ["legend", "lurasko", "sides", "agility", "lot"] as const;
/** One of the five rulebooks. */
export type PresetId = typeof PRESET_IDS[number];

/** How the tracker orders combatants. */
export const INITIATIVE_MODES = ["d20", "sides", "zones", "agility"] as const;
/** One of the four turn-order models. */
export type InitiativeMode = typeof INITIATIVE_MODES[number];

/** How tied d20 initiatives are broken: L2 by modifiers, T2 by a reroll worth +0.5. */
export const TIE_BREAKS = ["modifiers", "reroll-half"] as const;
/** One of the d20 tie-break rules. */
export type TieBreak = typeof TIE_BREAKS[number];

/** Which rule judges an attack roll. */
export const ATTACK_JUDGES = ["d20-ac", "agility", "lot"] as const;
/** One of the attack judges: d20 vs AC (L, Z, S), vs 10 + Agility (A3), vs Dodge or Armor (T7). */
export type AttackJudge = typeof ATTACK_JUDGES[number];

/** What a critical hit adds. */
export const CRITICAL_RULES = ["none", "level", "escalating", "max-damage"] as const;
/** none; +2 × level (L8); doubling chain (A7, A8); + the weapon's maximum (T7). */
export type CriticalRule = typeof CRITICAL_RULES[number];

/** When damage reduction is subtracted (T9). */
export const DR_PER = ["hit", "attack"] as const;
/** Per hit or once per attack. */
export type DrPer = typeof DR_PER[number];

/** The faces the Hindrance/Easing die may have (Z12 (I)). */
export const HINDRANCE_DICE = [4, 6, 8] as const;

/** Every rule family a GM can toggle on its own; a preset is a set of defaults for these. */
export interface RuleToggles {
  initiativeMode: InitiativeMode;
  tieBreak: TieBreak;
  /** L3, T3: enemies share one initiative per group. */
  enemyGroups: boolean;
  /** T4: no more than two player characters act in a row. */
  twoPlayersCap: boolean;
  /** T5: the side that started the encounter takes one swift action each before round 1 (d20 orders). */
  planningPhase: boolean;
  /** S6–S9: Shock on a miss, shields, Total Defense, Swarm. */
  shock: boolean;
  /** A5, A6: wounds from heavy single attacks. */
  wounds: boolean;
  /** A5: the net damage that inflicts a wound. */
  woundThreshold: number;
  /** T11: a second health bar taken before HP. */
  overshield: boolean;
  drPer: DrPer;
  /** T10: a player character at full HP drops to 0 and is unconscious instead of dying. */
  fullHealthGuard: boolean;
  criticals: CriticalRule;
  /** Z12 (I): faces of the die each net Hindrance adds (and each net Easing subtracts). */
  hindranceDie: number;
}

/** A whole rulebook: where it comes from, how it judges attacks, and the rule defaults it turns on. */
export interface Preset {
  id: PresetId;
  /** The seed text the rules were taken from. */
  seed: string;
  attack: AttackJudge;
  defaults: Readonly<RuleToggles>;
}

/** Defaults every preset starts from; each preset changes only what its rulebook turns on. */
const BASE: RuleToggles = Object.freeze({
  initiativeMode: "d20",
  tieBreak: "modifiers",
  enemyGroups: false,
  twoPlayersCap: false,
  planningPhase: false,
  shock: false,
  wounds: false,
  woundThreshold: 6,
  overshield: false,
  drPer: "hit",
  fullHealthGuard: false,
  criticals: "none",
  hindranceDie: 4,
});

/** Builds a frozen preset from its differences to BASE. */
function preset(id: PresetId, seed: string, attack: AttackJudge, changes: Partial<RuleToggles>): Preset {
  return Object.freeze({ id, seed, attack, defaults: Object.freeze({ ...BASE, ...changes }) });
}

/** The five presets as data (RULES.md, table at the top). */
export const PRESETS: Readonly<Record<PresetId, Preset>> = Object.freeze({
  legend: preset("legend", "000_2c7159ffb69990e1.txt", "d20-ac", { criticals: "level" }),
  lurasko: preset("lurasko", "001_775367452aed7550.txt", "d20-ac", { initiativeMode: "zones" }),
  sides: preset("sides", "002_5e27cdf788b28f5f.txt", "d20-ac", { initiativeMode: "sides", shock: true }),
  agility: preset("agility", "003_dbc5fcc02a99a518.txt", "agility", {
    initiativeMode: "agility", wounds: true, criticals: "escalating",
  }),
  lot: preset("lot", "004_04714ec1275d998e.txt", "lot", {
    tieBreak: "reroll-half", enemyGroups: true, twoPlayersCap: true, planningPhase: true, overshield: true,
    fullHealthGuard: true, criticals: "max-damage",
  }),
});

/** True when `value` names one of the five presets. */
export function isPresetId(value: unknown): value is PresetId {
  return typeof value === "string" && (PRESET_IDS as readonly string[]).includes(value);
}

/** What each toggle may hold; anything else falls back to the preset's default. */
const TOGGLE_CHECKS: { [K in keyof RuleToggles]: (value: unknown) => boolean } = {
  initiativeMode: (v) => (INITIATIVE_MODES as readonly unknown[]).includes(v),
  tieBreak: (v) => (TIE_BREAKS as readonly unknown[]).includes(v),
  enemyGroups: (v) => typeof v === "boolean",
  twoPlayersCap: (v) => typeof v === "boolean",
  planningPhase: (v) => typeof v === "boolean",
  shock: (v) => typeof v === "boolean",
  wounds: (v) => typeof v === "boolean",
  woundThreshold: (v) => Number.isInteger(v) && (v as number) >= 1,
  overshield: (v) => typeof v === "boolean",
  drPer: (v) => (DR_PER as readonly unknown[]).includes(v),
  fullHealthGuard: (v) => typeof v === "boolean",
  criticals: (v) => (CRITICAL_RULES as readonly unknown[]).includes(v),
  hindranceDie: (v) => (HINDRANCE_DICE as readonly unknown[]).includes(v),
};

/** The names of every rule toggle, in settings order. */
export const RULE_TOGGLE_KEYS = Object.keys(TOGGLE_CHECKS) as (keyof RuleToggles)[];

/** The toggles in force: stored values where valid, the preset's defaults elsewhere, and which keys fell back. */
export function resolveRuleToggles(preset: PresetId, stored: unknown): { toggles: RuleToggles; invalid: string[] } {
  const defaults = PRESETS[preset].defaults;
  const source = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const invalid: string[] = [];
  const toggles = { ...defaults } as Record<keyof RuleToggles, unknown>;
  for (const key of RULE_TOGGLE_KEYS) {
    if (!(key in source)) continue;
    if (TOGGLE_CHECKS[key](source[key])) toggles[key] = source[key];
    else invalid.push(key);
  }
  return { toggles: toggles as RuleToggles, invalid };
}
