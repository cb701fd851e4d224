import { describe, expect, it } from "vitest";
import { initiativeFormula, initiativeRows, rollInitiative, scriptedDice } from "../../../src/rules/index.js";
import type { Entrant } from "../../../src/rules/index.js";

const fighters: Entrant[] = [{ id: "a", side: "party", dex: 2, bonus: 1 }, { id: "b", side: "enemies", dex: 3 }];

describe("initiative rows", () => {
  it("L1, S1, Z1, A1: the formula each model rolls", () => {
    expect(fighters.map((e) => initiativeFormula("d20", e))).toEqual(["1d20 + 3", "1d20 + 3"]);
    expect(fighters.map((e) => initiativeFormula("sides", e))).toEqual(["1d8 + 2", "1d8"]);
    expect(initiativeFormula("zones", { id: "z", side: "party", dex: 11 })).toBe("11 − 1d12");
    expect(initiativeFormula("agility", { id: "q", side: "party", dex: -1 })).toBe("-1");
  });

  it("L2: equal totals keep the roll-off's order through a descending tie-break", () => {
    const twins: Entrant[] = [{ id: "a", side: "party", dex: 3 }, { id: "b", side: "enemies", dex: 3 }];
    const result = rollInitiative("d20", twins, scriptedDice([10, 10, 4, 9]));
    const rows = initiativeRows("d20", twins, result);
    expect(rows.map((r) => [r.id, r.score, r.tieBreak])).toEqual([["b", 13, 2], ["a", 13, 1]]);
  });
});
