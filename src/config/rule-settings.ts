import {
  CRITICAL_RULES, DR_PER, HINDRANCE_DICE, INITIATIVE_MODES, PRESET_IDS, TIE_BREAKS, type RuleToggles,
} from "../rules/index.js";

/** How a rule toggle is edited in the rules settings form. */
export type RuleInput =
  | { kind: "checkbox" }
  | { kind: "number"; min: number; max: number }
  | { kind: "select"; choices: readonly (string | number)[] };

/** Each rule family's input, in the order the form shows them; labels are FRAY.Setting.rules.<key>.{label,hint}. */
export const RULE_INPUTS: Readonly<{ [K in keyof RuleToggles]: RuleInput }> = Object.freeze({
  initiativeMode: { kind: "select", choices: INITIATIVE_MODES },
  tieBreak: { kind: "select", choices: TIE_BREAKS },
  enemyGroups: { kind: "checkbox" },
  twoPlayersCap: { kind: "checkbox" },
  planningPhase: { kind: "checkbox" },
  shock: { kind: "checkbox" },
  wounds: { kind: "checkbox" },
  woundThreshold: { kind: "number", min: 1, max: 99 },
  overshield: { kind: "checkbox" },
  drPer: { kind: "select", choices: DR_PER },
  fullHealthGuard: { kind: "checkbox" },
  criticals: { kind: "select", choices: CRITICAL_RULES },
  hindranceDie: { kind: "select", choices: HINDRANCE_DICE },
});

/** The preset choices for a select: id → lang key of its label. */
export const PRESET_CHOICES: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(PRESET_IDS.map((id) => [id, `FRAY.Preset.${id}.label`])),
);
