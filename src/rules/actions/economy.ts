import { PRESET_IDS, type PresetId } from "../presets.js";
import { requireFlag } from "../input.js";
import { refuse } from "../refusal.js";
import { requireInteger, requireOneOf, requireRecord } from "../validate.js";
import { agilityEconomy } from "./agility.js";
import { legendEconomy } from "./legend.js";
import { lotEconomy } from "./lot.js";
import { luraskoEconomy } from "./lurasko.js";
import { sidesEconomy } from "./sides.js";
import type { ActionRecord, Economy, RefreshPoint, SpendContext, SpendResult } from "./types.js";

/** Each preset's action economy (L7, seed 001, S4, A2, T6). */
const ECONOMIES: Readonly<Record<PresetId, Economy>> = Object.freeze({
  legend: legendEconomy,
  lurasko: luraskoEconomy,
  sides: sidesEconomy,
  agility: agilityEconomy,
  lot: lotEconomy,
});

/** Where a ledger is refreshed. */
const REFRESH_POINTS: readonly RefreshPoint[] = ["turnStart", "turnEnd", "roundStart"];

/** What one turn gives under `preset` (Infinity = as many as plausible), after `adjust` (never below 0). */
export function actionPool(preset: PresetId, options: { adjust?: ActionRecord } = {}): Record<string, number> {
  const economy = ECONOMIES[requireOneOf("preset", preset, PRESET_IDS)];
  requireRecord("options", options);
  return adjustedPool(economy, options.adjust ?? {}, "options.adjust");
}

/** The kinds `spendAction` accepts under `preset`. */
export function actionKinds(preset: PresetId): readonly string[] {
  return ECONOMIES[requireOneOf("preset", preset, PRESET_IDS)].kinds;
}

/**
 * Spends one action of `kind` from the ledger `spent` (never changed; a new one is returned), or refuses with
 * a lang key and data. The ledger is plain data the Combatant keeps; refresh it with `refreshActions`. Z7: nothing
 * at all is spent in a zones movement phase, under any rulebook; T5: in the planning phase one swift action on
 * one's own turn and nothing else (no attack).
 */
export function spendAction(preset: PresetId, spent: Record<string, number>, kind: string,
  context: SpendContext = {}): SpendResult {
  const economy = ECONOMIES[requireOneOf("preset", preset, PRESET_IDS)];
  checkCounts("spent", spent, true);
  requireOneOf("kind", kind, economy.kinds);
  requireRecord("context", context);
  for (const flag of ["onTurn", "granted", "surpriseRound"] as const) requireFlag(`context.${flag}`, context[flag]);
  if (context.phase !== undefined) requireOneOf("context.phase", context.phase, ["movement", "action", "planning"]);
  if (context.payWith !== undefined) requireOneOf("context.payWith", context.payWith, ["attack", "move", "bonus"]);
  if (context.phase === "movement") return refuse("FRAY.RULES.Actions.NotInMovementPhase", { kind });
  if (context.phase === "planning" && (kind !== "swift" || (spent.swift ?? 0) > 0)) {
    return refuse("FRAY.RULES.Actions.PlanningOneSwift", { kind });
  }
  return economy.spend(spent, kind, adjustedPool(economy, context.adjust ?? {}, "context.adjust"), context);
}

/** Resets the parts of a ledger that `at` (turn start, turn end, round start) renews under `preset`. */
export function refreshActions(preset: PresetId, spent: Record<string, number>, at: RefreshPoint): ActionRecord {
  const economy = ECONOMIES[requireOneOf("preset", preset, PRESET_IDS)];
  checkCounts("spent", spent, true);
  return economy.refresh(spent, requireOneOf("at", at, REFRESH_POINTS));
}

/** The economy's pool with `adjust` added to it (never below 0); `field` names `adjust` in errors. */
function adjustedPool(economy: Economy, adjust: ActionRecord, field: string): ActionRecord {
  const pool: ActionRecord = { ...economy.pool };
  for (const [key, change] of Object.entries(checkCounts(field, adjust, false))) {
    pool[key] = Math.max(0, (pool[key] ?? 0) + change);
  }
  return pool;
}

/** Checks a record of whole counts (non-negative when `natural`); returns it. */
function checkCounts(field: string, counts: ActionRecord, natural: boolean): ActionRecord {
  requireRecord(field, counts);
  for (const [key, value] of Object.entries(counts)) requireInteger(`${field}.${key}`, value, natural ? { min: 0 } : {});
  return counts;
}
