import {
  FORECAST_TACTICS, type ForecastCombatant, type ForecastResult, type ForecastTactic, type ForecastTally,
} from "../../rules/index.js";

/** One bar of the rounds chart. */
export interface RoundBar {
  round: string;
  /** The bar's height, a percentage of the tallest. */
  height: number;
  share: string;
  mark: "median" | "p90" | null;
}

/**
 * A probability as the window shows it ("42%"; "<1%" for a chance above 0 that rounds to 0, ">99%" for one below 1
 * that rounds to 100).
 */
export function percent(p: number): string {
  if (p > 0 && p < 0.005) return "<1%";
  if (p < 1 && p >= 0.995) return ">99%";
  return `${Math.round(p * 100)}%`;
}

/** The most bars the chart draws; the fights that last longer share the last bar. */
const MAX_BARS = 20;

/**
 * The rounds chart: a bar per round from 1 to the last round a fight ended in (the longer ones gathered in the last
 * bar), the median and the 90th percentile marked.
 */
export function roundBars(tally: ForecastTally, result: ForecastResult): RoundBar[] {
  const counts = tally.rounds.slice(1);
  const last = counts.reduce((at, n, i) => (n > 0 ? i : at), 0);
  const shown = counts.slice(0, Math.min(last + 1, MAX_BARS));
  if (last + 1 > MAX_BARS) shown[MAX_BARS - 1] = counts.slice(MAX_BARS - 1).reduce((a, b) => a + b, 0);
  const tallest = Math.max(1, ...shown);
  const fights = Math.max(1, tally.fights);
  return shown.map((n, i) => {
    const round = i + 1;
    const mark = round === result.rounds.median ? "median" : round === result.rounds.p90 ? "p90" : null;
    return { round: last + 1 > MAX_BARS && i === MAX_BARS - 1 ? `${round}+` : String(round),
      height: Math.round((n / tallest) * 100), share: percent(n / fights), mark };
  });
}

/** The tactic picker's options, `chosen` selected. */
export function tacticChoices(chosen: ForecastTactic) {
  return FORECAST_TACTICS.map((id) => ({ id, label: `FRAY.FORECAST.Tactic.${id}.label`,
    hint: `FRAY.FORECAST.Tactic.${id}.hint`, selected: id === chosen }));
}

/** What the window shows of a result: win chances, rounds and each combatant's chances to drop and die. */
export function resultContext(result: ForecastResult, tally: ForecastTally, combatants: readonly ForecastCombatant[]) {
  return {
    win: (["party", "enemies", "draw"] as const).map((key) => ({ key, label: `FRAY.FORECAST.Win.${key}`,
      share: percent(result.win[key]), width: Math.round(result.win[key] * 100) })),
    rounds: { median: result.rounds.median, p90: result.rounds.p90, bars: roundBars(tally, result) },
    combatants: combatants.map((c) => ({ id: c.id, name: c.name, team: `FRAY.FORECAST.Combatants.team.${c.team}`,
      teamKey: c.team, drops: percent(result.combatants[c.id]?.drops ?? 0),
      dies: percent(result.combatants[c.id]?.dies ?? 0) })),
  };
}

/** The lang keys of what the forecast leaves out, in the order the window lists them. */
export const NOT_MODELLED = ["abilities", "movement", "choices", "morale", "wounds", "weapons"]
  .map((key) => `FRAY.FORECAST.NotModelled.${key}`);
