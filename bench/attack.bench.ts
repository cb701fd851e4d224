import { bench, describe } from "vitest";
import { type AttackInput, judgeAttack } from "../src/rules/attack/index.js";

/** Calls per benchmark iteration, so the harness's timing doesn't swamp a sub-µs call: calls/s = hz × BATCH. */
const BATCH = 1000;

const legend: AttackInput = { natural: 19, bonus: 6, defense: 18, threat: 19 };
const agility: AttackInput = { natural: 12, bonus: 2, defense: 13, prone: true };
const lot: AttackInput = { natural: 20, bonus: 3, defense: 28, critThreshold: 24, attackerIsPlayer: true };

describe(`judgeAttack (${BATCH} calls per iteration)`, () => {
  bench("legend (d20 vs AC, threat range)", () => {
    for (let i = 0; i < BATCH; i++) judgeAttack("legend", legend);
  });

  bench("agility (prone target)", () => {
    for (let i = 0; i < BATCH; i++) judgeAttack("agility", agility);
  });

  bench("lot (tie, critical threshold)", () => {
    for (let i = 0; i < BATCH; i++) judgeAttack("lot", lot);
  });
});
