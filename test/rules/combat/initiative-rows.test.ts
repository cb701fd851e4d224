import { describe, expect, it } from "vitest";
import { initiativeFormula, initiativeRolls, initiativeRows, rollInitiative, scriptedDice }
  from "../../../src/rules/index.js";
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

  it("L3, S1, Z1: one primary roll per entrant, group or side, in the order the rule takes its dice", () => {
    const party: Entrant[] = [{ id: "p1", side: "party", dex: 1 }, { id: "o", side: "enemies", dex: 3 },
      { id: "p2", side: "party", dex: 2 }, { id: "o2", side: "enemies", dex: -1, group: "g" },
      { id: "o3", side: "enemies", dex: -2, bonus: 1, group: "g" }];
    const show = (mode: "d20" | "sides" | "zones" | "agility") => initiativeRolls(mode, party)
      .map((r) => `${r.ids.join("+")}: ${r.formula} (${r.rollFormula}, d${r.faces})`);
    expect(show("sides")).toEqual(["p1+p2: 1d8 + 2 (1d8 + 2, d8)", "o+o2+o3: 1d8 (1d8, d8)"]);
    expect(show("d20")).toEqual(["p1: 1d20 + 1 (1d20 + 1, d20)", "o: 1d20 + 3 (1d20 + 3, d20)",
      "p2: 1d20 + 2 (1d20 + 2, d20)", "o2+o3: 1d20 − 1 (1d20 - 1, d20)"]);
    expect(show("zones")[1]).toBe("o: 3 − 1d12 (3 - 1d12, d12)");
    expect(show("agility")).toEqual([]);
  });

  it("S1: every party member's row shows the side's formula, d8 + the best DEX modifier (the total adds up)", () => {
    const party: Entrant[] = [{ id: "p1", side: "party", dex: 1 }, { id: "p2", side: "party", dex: 2 }];
    const rows = initiativeRows("sides", party, rollInitiative("sides", party, scriptedDice([3])));
    expect(rows.map((r) => `${r.id} ${r.score} ${r.formula}`)).toEqual(["p1 5 1d8 + 2", "p2 5 1d8 + 2"]);
  });
});
