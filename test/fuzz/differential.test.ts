import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { caseArb, type FuzzCase } from "./arbitraries.js";
import { disagreements } from "./compare.js";
import { fightArb, fightDisagreements, type FightCase } from "./fight.js";
import { fuzzWorld } from "./product.js";
import { FIGHT_REGRESSIONS, REGRESSIONS } from "./regressions.js";

/** Attacks, and fights, in one run: CI's fixed budget (about 30 s), more with `npm run fuzz -- --runs N`. */
const RUNS = Number(process.env.FRAY_FUZZ_RUNS ?? 300);
/** The property's seed: fixed in CI so a run is repeatable, random when `npm run fuzz` asks for it. */
const SEED = process.env.FRAY_FUZZ_SEED === undefined ? 20261127 : Number(process.env.FRAY_FUZZ_SEED);

describe("the product agrees with the clean-room model (test/model) on every number of an attack", () => {
  it.each(Object.entries(REGRESSIONS))("regression: %s", async (_name, k) => {
    const world = await fuzzWorld();
    expect(disagreements(k, await world.play(k))).toEqual([]);
  });

  it(`${RUNS} random attacks, damage and applications in every rulebook with every toggle`, async () => {
    const world = await fuzzWorld();
    await fc.assert(fc.asyncProperty(caseArb(), async (k: FuzzCase) => {
      const found = disagreements(k, await world.play(k));
      if (found.length) throw new Error(`${found.join("\n")}\ncase: ${JSON.stringify(k)}`);
    }), { numRuns: RUNS, seed: SEED, endOnFailure: true });
  }, 600_000);
});

describe("the product agrees with the clean-room model over whole fights through the tracker", () => {
  it.each(Object.entries(FIGHT_REGRESSIONS))("regression: %s", async (_name, k) => {
    const world = await fuzzWorld();
    expect(await fightDisagreements(world, k)).toEqual([]);
  });

  it(`${RUNS} random fights: initiative, the actions each attack spends, and every step's numbers`,
    async () => {
      const world = await fuzzWorld();
      await fc.assert(fc.asyncProperty(fightArb(), async (k: FightCase) => {
        const found = await fightDisagreements(world, k);
        if (found.length) throw new Error(`${found.join("\n")}\nfight: ${JSON.stringify(k)}`);
      }), { numRuns: RUNS, seed: SEED, endOnFailure: true });
    }, 600_000);
});
