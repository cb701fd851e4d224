import {
  FORECAST_TACTICS, forecastRunner, refuseForecast, type ForecastOptions, type ForecastResult, type ForecastRunner,
  type ForecastTactic,
} from "../../rules/index.js";
import { warn } from "../cards/notice.js";
import { forecastInput, isFrayCombat } from "./snapshot.js";

/** What `game.fray.api.forecast` takes besides the combat; every field optional. */
export interface ForecastRequest {
  /** How many fights (1 … 100,000; default 1,000). */
  fights?: number;
  /** The dice's seed (a whole number; default: a new one). */
  seed?: number;
  /** "best" (default), "weakest" or "spread". */
  tactic?: ForecastTactic;
}

/** The default number of fights. */
export const DEFAULT_FIGHTS = 1000;

/** A new seed for a forecast asked without one. */
function newSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}

/**
 * A runner for a forecast of `combat` (played in slices by the window, at once by the API), or null after a
 * localized notice: not a Fray combat, no combatants, one side only, fights not a whole number from 1 to 100,000,
 * a seed that is not a whole number, an unknown tactic. Reads the combat and writes nothing.
 */
export function forecastRunnerFor(combat: unknown, request: ForecastRequest = {}): ForecastRunner | null {
  if (!isFrayCombat(combat)) {
    warn("FRAY.FORECAST.Notice.notCombat");
    return null;
  }
  const given = (request ?? {}) as ForecastRequest;
  const options: ForecastOptions = { fights: given.fights ?? DEFAULT_FIGHTS, seed: given.seed ?? newSeed(),
    tactic: given.tactic ?? FORECAST_TACTICS[0] };
  const input = forecastInput(combat);
  const refusal = refuseForecast(input, options);
  if (refusal) {
    warn(refusal.reason, refusal.data);
    return null;
  }
  return forecastRunner(input, options);
}

/**
 * `game.fray.api.forecast(combat, { fights, seed, tactic })`: simulates the fights at once and returns
 * `{ fights, seed, tactic, win, rounds, combatants }`, or null after a localized notice for bad input.
 */
export function forecastCombat(combat: unknown, request: ForecastRequest = {}): ForecastResult | null {
  const runner = forecastRunnerFor(combat, request);
  if (!runner) return null;
  runner.run(runner.options.fights);
  return runner.result();
}
