import { describe, expect, it } from "vitest";
import { percent, roundBars } from "../../../src/applications/forecast/forecast-context.js";
import type { ForecastResult, ForecastTally } from "../../../src/rules/index.js";

describe("what the forecast window shows (issue 33)", () => {
  it("a chance rounds to a whole percent, never to 0% above 0 nor to 100% below 1", () => {
    expect([0, 0.001, 0.42, 0.996, 1].map(percent)).toEqual(["0%", "<1%", "42%", ">99%", "100%"]);
  });

  it("the rounds chart: a bar per round up to the last one a fight ended in, the median and 90% marked", () => {
    const rounds = new Array<number>(101).fill(0);
    rounds[2] = 10;
    rounds[3] = 30;
    rounds[5] = 10;
    const tally = { fights: 50, rounds } as ForecastTally;
    const result = { rounds: { median: 3, p90: 5 } } as ForecastResult;
    expect(roundBars(tally, result)).toEqual([
      { round: "1", height: 0, share: "0%", mark: null },
      { round: "2", height: 33, share: "20%", mark: null },
      { round: "3", height: 100, share: "60%", mark: "median" },
      { round: "4", height: 0, share: "0%", mark: null },
      { round: "5", height: 33, share: "20%", mark: "p90" },
    ]);
  });
});
