// @vitest-environment happy-dom
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { caseArb, type AdversaryCase } from "./commands.js";
import { playCase } from "./play.js";
import { REGRESSIONS } from "./regressions.js";

/** Random cases in one run: CI's fixed budget, more with `npm run adversary -- --runs N`. */
const RUNS = Number(process.env.FRAY_ADVERSARY_RUNS ?? 150);
/** The property's seed: fixed in CI so a run is repeatable, random when `npm run adversary` asks for it. */
const SEED = process.env.FRAY_ADVERSARY_SEED === undefined ? 20261128 : Number(process.env.FRAY_ADVERSARY_SEED);

describe("issue 28: a player who writes everything Foundry lets them write changes nothing the GM's record forbids",
  () => {
    for (const [name, k] of Object.entries(REGRESSIONS)) {
      (k.fails ? it.fails : it)(`regression: ${name}`, async () => {
        expect(await playCase(k.case)).toEqual([]);
      }, 60_000);
    }

    it(`${RUNS} random sequences of fights, writes and asks in every rulebook`, async () => {
      await fc.assert(fc.asyncProperty(caseArb, async (k: AdversaryCase) => {
        const found = await playCase(k);
        if (found.length) throw new Error(`${found.join("\n")}\ncase: ${JSON.stringify(k)}`);
      }), { numRuns: RUNS, seed: SEED });
    }, 3_600_000);
  });
