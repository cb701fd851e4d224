import { describe, expect, it } from "vitest";
import { replayed } from "./replay.js";
import { forecastFights, type PresetId } from "../../src/rules/index.js";
import { playedWorld, type Played } from "./played-fight.js";
import { SCENARIOS } from "./scenarios.js";

/** Played fights per rulebook (FORECAST_CHECK_FIGHTS; the 2,000 by default). */
const PLAYED = Number(process.env.FORECAST_CHECK_FIGHTS ?? 2000);
/** Forecast fights per rulebook. */
const FORECAST = 2000;
/** The largest |z| of the two win shares' difference taken as agreement (about 1 in 370 by chance). */
const Z_MAX = 3;

/** The z score of the difference of two shares of wins (pooled). */
function zScore(a: number, n: number, b: number, m: number): number {
  const p = (a * n + b * m) / (n + m);
  const se = Math.sqrt(p * (1 - p) * (1 / n + 1 / m));
  return se === 0 ? 0 : (a - b) / se;
}

/** The median of whole numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/**
 * The check of one rulebook, in a file of its own (test/check/<rulebook>.check.test.ts) so vitest plays the five on
 * both cores at once.
 */
export function checkRulebook(preset: PresetId): void {
  describe(`forecast vs ${PLAYED} fights played through the stand-in (issue 33)`, () => {
    it(`${preset}: the forecast's win chance agrees with the played fights' within ${Z_MAX} standard errors`,
      async () => {
        const cast = SCENARIOS[preset];
        const world = await playedWorld(preset);
        const input = await world.snapshot(cast);
        const forecast = forecastFights(input, { fights: FORECAST, seed: 33, tactic: "best" });
        if ("ok" in forecast) throw new Error(forecast.reason);
        const start = performance.now();
        const played: Played[] = [];
        // Same dice: each played fight's seed replayed through the forecast's own model (test/check/replay.ts).
        let same = 0;
        for (let i = 0; i < PLAYED; i++) {
          const fight = await world.play(cast, 1000 + i, "best");
          const model = replayed(input, 1000 + i, "best");
          if (model.winner === fight.winner && model.rounds === fight.rounds) same += 1;
          played.push(fight);
        }
        const swarms = played.reduce((sum, p) => sum + p.swarms, 0);
        const seconds = (performance.now() - start) / 1000;
        const party = played.filter((p) => p.winner === "party").length / PLAYED;
        const z = zScore(forecast.win.party, FORECAST, party, PLAYED);
        const drops = Object.fromEntries(input.combatants.map((c) => [c.name, [forecast.combatants[c.id]!.drops,
          played.filter((p) => p.dropped.includes(c.name)).length / PLAYED].map((x) => x.toFixed(3)).join(" vs ")]));
        console.info(JSON.stringify({ preset, played: PLAYED, seconds: Math.round(seconds),
          forecast: { party: forecast.win.party, draw: forecast.win.draw, median: forecast.rounds.median },
          stand_in: { party, draw: played.filter((p) => p.winner === "draw").length / PLAYED,
            median: median(played.map((p) => p.rounds)) }, z: Number(z.toFixed(2)), swarms, drops, sameDice: same }));
        expect(Math.abs(z)).toBeLessThan(Z_MAX);
        // Agility (no initiative roll) and Sides (a d8 a side) draw dice in the model's order: the same fights.
        if (preset === "agility" || preset === "sides") expect(same).toBe(PLAYED);
      }, 24 * 3600 * 1000);
  });
}
