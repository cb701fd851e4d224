import { bench, describe } from "vitest";
import { applyDamage, type DamageOptions, type Hit, type Target } from "../src/rules/damage/index.js";

/** A player at full HP with an overshield (own DR) and all three DR kinds. */
const target: Target = {
  hp: { value: 40, max: 40 },
  dr: { physical: 3, elemental: 2, arcane: 1 },
  overshield: { value: 12, dr: 2 },
  wounds: 1,
  player: true,
};

/** Three hits of mixed kinds, one ignoring the overshield; together they break it and spill. */
const hits: Hit[] = [
  { amount: 9, kind: "physical" },
  { amount: 8, kind: "elemental" },
  { amount: 7, kind: "arcane", ignoresOvershield: true },
];

/** Calls per benchmark iteration, so the harness's timing doesn't swamp a sub-µs call: calls/s = hz × BATCH. */
const BATCH = 1000;

const perHit: DamageOptions = { drPer: "hit", fullHealthGuard: true, woundThreshold: 6 };
const perAttack: DamageOptions = { drPer: "attack", fullHealthGuard: true, woundThreshold: 6 };

describe(`applyDamage, 3 hits, every layer on (${BATCH} calls per iteration)`, () => {
  bench("DR per hit", () => {
    for (let i = 0; i < BATCH; i++) applyDamage(target, hits, perHit);
  });

  bench("DR per attack", () => {
    for (let i = 0; i < BATCH; i++) applyDamage(target, hits, perAttack);
  });
});
