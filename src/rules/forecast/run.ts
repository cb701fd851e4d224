import { seededDice } from "../dice.js";
import { refuse, type Refusal } from "../refusal.js";
import { parseFormula, type DiceFormula } from "./formula.js";
import { playFight, turnAttacks, type Play } from "./fight.js";
import { freshFighters, type FightContext } from "./state.js";
import { expectations, type Expectations } from "./tactics.js";
import { swarmExpectations, type SwarmExpectations } from "./swarm.js";
import {
  FORECAST_ROUND_CAP, FORECAST_TACTICS, MAX_FORECAST_FIGHTS, type ForecastInput, type ForecastOptions,
  type ForecastResult, type ForecastWeapon,
} from "./types.js";

/** The counts a forecast has gathered so far. */
export interface ForecastTally {
  fights: number;
  win: { party: number; enemies: number; draw: number };
  /** How many fights ended in each round (index 0: decided before the first turn). */
  rounds: number[];
  drops: Record<string, number>;
  dies: Record<string, number>;
}

/** A forecast played in slices: `run(n)` plays the next n fights, `result()` reads what the fights so far give. */
export interface ForecastRunner {
  readonly input: ForecastInput;
  readonly options: ForecastOptions;
  readonly tally: ForecastTally;
  /** Plays up to `count` more fights (never past `options.fights`); returns how many were played. */
  run(count: number): number;
  readonly done: boolean;
  result(): ForecastResult;
}

/**
 * Why a forecast can't be made, as a lang key and data, or null: fights not a whole number from 1 to 100,000, a
 * seed that is not a whole number, an unknown tactic, or not a fighter on each team.
 */
export function refuseForecast(input: ForecastInput, options: ForecastOptions): Refusal | null {
  const { fights, seed, tactic } = options;
  if (!Number.isInteger(fights) || fights < 1 || fights > MAX_FORECAST_FIGHTS) {
    return refuse("FRAY.FORECAST.Notice.badFights", { max: MAX_FORECAST_FIGHTS, value: String(fights) });
  }
  if (!Number.isInteger(seed)) return refuse("FRAY.FORECAST.Notice.badSeed", { value: String(seed) });
  if (!(FORECAST_TACTICS as readonly string[]).includes(tactic)) {
    return refuse("FRAY.FORECAST.Notice.badTactic", { value: String(tactic), tactics: FORECAST_TACTICS.join(", ") });
  }
  if (!input.combatants.length) return refuse("FRAY.FORECAST.Notice.noCombatants");
  const teams = new Set(input.combatants.filter((c) => !c.dead).map((c) => c.team));
  if (teams.size < 2) return refuse("FRAY.FORECAST.Notice.oneSide");
  return null;
}

/** The parsed formula of every weapon the forecast can roll (the others are left out). */
function formulasOf(input: ForecastInput): Map<ForecastWeapon, DiceFormula> {
  const formulas = new Map<ForecastWeapon, DiceFormula>();
  for (const c of input.combatants) {
    for (const w of c.weapons) {
      const parsed = parseFormula(w.formula);
      if (parsed) formulas.set(w, parsed);
    }
  }
  return formulas;
}

/**
 * The expected-damage table the tactics read for `input` (as a forecast builds it), for playing the same tactic
 * elsewhere (the played fights that check a forecast).
 */
export function tacticTable(input: ForecastInput): Expectations {
  const ctx: FightContext = { input, dice: seededDice(0), round: 0, formulas: formulasOf(input) };
  return expectations(ctx, freshFighters(input));
}

/** S9: the Swarm Attacks' expected damage for `input` (as a forecast builds it; empty with Shock off). */
export function swarmTable(input: ForecastInput): SwarmExpectations {
  const ctx: FightContext = { input, dice: seededDice(0), round: 0, formulas: formulasOf(input) };
  return swarmExpectations(ctx, freshFighters(input));
}

/** The smallest round by which at least `share` of the fights had ended. */
function quantile(rounds: readonly number[], fights: number, share: number): number {
  let seen = 0;
  for (let r = 0; r < rounds.length; r++) {
    seen += rounds[r] ?? 0;
    if (seen >= share * fights) return r;
  }
  return FORECAST_ROUND_CAP;
}

/** A forecast of `options.fights` fights, played in slices; check `refuseForecast` first. */
export function forecastRunner(input: ForecastInput, options: ForecastOptions): ForecastRunner {
  const ctx: FightContext = { input, dice: seededDice(options.seed), round: 0, formulas: formulasOf(input) };
  const table = expectations(ctx, freshFighters(input));
  const swarm = swarmExpectations(ctx, freshFighters(input));
  const ids = input.combatants.map((c) => c.id);
  const attacks = turnAttacks(input.rules.preset).length;
  const tally: ForecastTally = { fights: 0, win: { party: 0, enemies: 0, draw: 0 },
    rounds: new Array<number>(FORECAST_ROUND_CAP + 1).fill(0),
    drops: Object.fromEntries(ids.map((id) => [id, 0])), dies: Object.fromEntries(ids.map((id) => [id, 0])) };
  const runner: ForecastRunner = {
    input, options, tally,
    get done() {
      return tally.fights >= options.fights;
    },
    run(count) {
      const todo = Math.max(0, Math.min(count, options.fights - tally.fights));
      for (let i = 0; i < todo; i++) {
        const fighters = freshFighters(input);
        const play: Play = { ctx, fighters, table, tactic: options.tactic, attacks, swarm };
        const end = playFight(play);
        tally.fights += 1;
        tally.win[end.winner] += 1;
        tally.rounds[end.rounds]! += 1;
        for (const f of fighters) {
          if (f.dropped && !(f.c.dead || f.c.hp.value <= 0)) tally.drops[f.c.id]! += 1;
          if (f.dead && !f.c.dead) tally.dies[f.c.id]! += 1;
        }
      }
      return todo;
    },
    result() {
      const n = Math.max(1, tally.fights);
      const share = (count: number) => count / n;
      return {
        fights: tally.fights, seed: options.seed, tactic: options.tactic,
        win: { party: share(tally.win.party), enemies: share(tally.win.enemies), draw: share(tally.win.draw) },
        rounds: { median: quantile(tally.rounds, n, 0.5), p90: quantile(tally.rounds, n, 0.9) },
        combatants: Object.fromEntries(ids.map((id) => [id, { drops: share(tally.drops[id]!),
          dies: share(tally.dies[id]!) }])),
      };
    },
  };
  return runner;
}

/** Plays the whole forecast at once (refused: the refusal), for macros and tests. */
export function forecastFights(input: ForecastInput, options: ForecastOptions): ForecastResult | Refusal {
  const refusal = refuseForecast(input, options);
  if (refusal) return refusal;
  const runner = forecastRunner(input, options);
  runner.run(options.fights);
  return runner.result();
}
