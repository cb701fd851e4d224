import { describe, expect, it } from "vitest";
import { forecastFights, type ForecastResult } from "../../../src/rules/index.js";
import { fighter, scenario, weapon } from "./scenario.js";

/**
 * The chance that A wins a duel in which A acts first, each turn makes `attacks` attacks (stopping once the other
 * is down), hits with `p` (B with `q`), and needs `needA` hits to drop B (B needs `needB`): the Markov chain over
 * (hits A landed, hits B landed), walked turn by turn up to the round cap.
 */
function duelWinChance(p: number, q: number, needA: number, needB: number, attacks: number, rounds = 100): number {
  /** The distribution of the hits landed by the end of one turn of `attacks` attacks, from `landed`. */
  const turn = (landed: number, need: number, hit: number): Map<number, number> => {
    let now = new Map([[landed, 1]]);
    for (let i = 0; i < attacks; i++) {
      const next = new Map<number, number>();
      for (const [n, pr] of now) {
        if (n >= need) next.set(n, (next.get(n) ?? 0) + pr);
        else {
          next.set(n + 1, (next.get(n + 1) ?? 0) + pr * hit);
          next.set(n, (next.get(n) ?? 0) + pr * (1 - hit));
        }
      }
      now = next;
    }
    return now;
  };
  let states = new Map<string, number>([["0,0", 1]]);
  let win = 0;
  for (let r = 0; r < rounds; r++) {
    const next = new Map<string, number>();
    for (const [key, pr] of states) {
      const [a, b] = key.split(",").map(Number) as [number, number];
      for (const [a2, pa] of turn(a, needA, p)) {
        if (a2 >= needA) {
          win += pr * pa;
          continue;
        }
        for (const [b2, pb] of turn(b, needB, q)) {
          if (b2 >= needB) continue;
          const k = `${a2},${b2}`;
          next.set(k, (next.get(k) ?? 0) + pr * pa * pb);
        }
      }
    }
    states = next;
  }
  return win;
}

/** The forecast, failing the test on a refusal. */
function run(...args: Parameters<typeof forecastFights>): ForecastResult {
  const result = forecastFights(...args);
  if ("ok" in result) throw new Error(`refused: ${result.reason}`);
  return result;
}

describe("forecast a fight (issue 33)", () => {
  // A3, A1, A2: Agility with criticals and wounds off. A (Agility +1: defense 11, Accuracy +2, 6 HP) acts first
  // (highest Agility modifier) and hits B (defense 10) on 8+ (13 in 20 = 0.65); B (Accuracy 0, 7 HP) hits A on 11+
  // (0.5). Every hit deals 3: A needs 3 hits, B 2. Each turn is two attacks (the Attack Action, then Move and both
  // Bonus Actions as an extra attack).
  const duel = scenario("agility", [
    fighter("a", "party", 6, 11, 1, weapon("sword", "3", 2)),
    fighter("b", "enemies", 7, 10, 0, weapon("claw", "3", 0)),
  ], { criticals: "none", wounds: false });

  it("A3, A2: one against one with fixed HP matches the Markov chain's win chance within sampling error", () => {
    const exact = duelWinChance(0.65, 0.5, 3, 2, 2);
    const fights = 20_000;
    const result = run(duel, { fights, seed: 33, tactic: "best" });
    const se = Math.sqrt(exact * (1 - exact) / fights);
    expect(Math.abs(result.win.party - exact)).toBeLessThan(4 * se);
    expect(result.win.party + result.win.enemies + result.win.draw).toBeCloseTo(1, 10);
    // The loser always drops; B, a non-player, dies at 0 HP; A, a player, is unconscious.
    expect(result.combatants.b!.drops).toBeCloseTo(result.win.party, 10);
    expect(result.combatants.b!.dies).toBeCloseTo(result.win.party, 10);
    expect(result.combatants.a!.drops).toBeCloseTo(result.win.enemies, 10);
    expect(result.combatants.a!.dies).toBe(0);
  });

  it("the same seed gives the same forecast", () => {
    const one = run(duel, { fights: 500, seed: 7, tactic: "best" });
    expect(run(duel, { fights: 500, seed: 7, tactic: "best" })).toEqual(one);
    expect(one).toMatchObject({ fights: 500, seed: 7, tactic: "best" });
  });

  it("bad input is refused with a lang key: fights out of 1…100,000, an unknown tactic, one side only", () => {
    for (const fights of [0, -1, 1.5, 100_001, Number.NaN]) {
      expect(forecastFights(duel, { fights, seed: 1, tactic: "best" })).toMatchObject({ ok: false,
        reason: "FRAY.FORECAST.Notice.badFights" });
    }
    expect(forecastFights(duel, { fights: 10, seed: 1, tactic: "random" as "best" })).toMatchObject({
      reason: "FRAY.FORECAST.Notice.badTactic" });
    const alone = { ...duel, combatants: duel.combatants.filter((c) => c.team === "party") };
    expect(forecastFights(alone, { fights: 10, seed: 1, tactic: "best" })).toMatchObject({
      reason: "FRAY.FORECAST.Notice.oneSide" });
    expect(forecastFights({ ...duel, combatants: [] }, { fights: 10, seed: 1, tactic: "best" })).toMatchObject({
      reason: "FRAY.FORECAST.Notice.noCombatants" });
  });

  it("rounds: a fight lasts at least one round; the 90th percentile is never below the median", () => {
    const result = run(duel, { fights: 2_000, seed: 3, tactic: "weakest" });
    expect(result.rounds.median).toBeGreaterThanOrEqual(1);
    expect(result.rounds.p90).toBeGreaterThanOrEqual(result.rounds.median);
  });
});
