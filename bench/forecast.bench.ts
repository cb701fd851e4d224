import { bench, describe } from "vitest";
import {
  attackOutcome, forecastFights, hitAmount, previewDamage, rulesInForce, seededDice, PRESETS, type PresetId,
} from "../src/rules/index.js";
import { fighter, scenario, weapon } from "../test/rules/forecast/scenario.js";

/** Fights per forecast (issue 33: 1,000 fights of four against six finish in under 2 s on two cores). */
const FIGHTS = 1000;
/** The attacks the baseline plays: about as many as a thousand fights of four against six make. */
const ATTACKS = 30_000;

/** Four of the party (24 HP, AC 15, a 1d8 + 2 sword at +5) against six enemies (9 HP, AC 12, a 1d6 axe at +3). */
function fourAgainstSix(preset: PresetId) {
  const party = [1, 2, 3, 4].map((n) => fighter(`p${n}`, "party", 24, 15, 2, weapon(`sword${n}`, "1d8 + 2", 5,
    { shock: { damage: 2, maxAc: 15 }, apCost: preset === "lot" ? 2 : 0 }), { ap: 4, freeHits: 1 }));
  const enemies = [1, 2, 3, 4, 5, 6].map((n) => fighter(`e${n}`, "enemies", 9, 12, 0, weapon(`axe${n}`, "1d6", 3)));
  return scenario(preset, [...party, ...enemies]);
}

/**
 * The baseline: the rules' own calls an attack makes (attackOutcome, hitAmount, previewDamage), ATTACKS times, with
 * nothing of the simulator around them; the forecast's time over this is what the simulator adds.
 */
function baseline(): void {
  const dice = seededDice(1);
  const rules = rulesInForce("legend", PRESETS.legend.defaults);
  for (let i = 0; i < ATTACKS; i++) {
    const o = attackOutcome("legend", { attack: { natural: dice.roll(20), bonus: 5, defense: 12, threat: 20 },
      criticals: rules.criticals }, dice);
    if (o.outcome !== "hit" && o.outcome !== "critical") continue;
    const amount = hitAmount({ damage: dice.roll(8) + 2, critical: o.outcome === "critical" ? "level" : null,
      characterLevel: 1 });
    previewDamage({ target: { hp: { value: 9, max: 9 } }, hits: [{ amount: amount.amount }], options: rules.damage });
  }
}

describe(`forecast: ${FIGHTS} fights of four against six`, () => {
  bench(`baseline: ${ATTACKS} attacks through the rules alone`, baseline, { iterations: 5, time: 0 });
  for (const preset of ["legend", "lurasko", "sides", "agility", "lot"] as const) {
    const input = fourAgainstSix(preset);
    bench(`${preset}: ${FIGHTS} fights`, () => {
      forecastFights(input, { fights: FIGHTS, seed: 33, tactic: "best" });
    }, { iterations: 5, time: 0 });
  }
});
