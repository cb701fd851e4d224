import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/rules/dice.js";
import { rollInitiative, type Entrant } from "../../../src/rules/initiative/index.js";

const pc = (id: string): Entrant => ({ id, side: "party", player: true });
const npc = (id: string, group?: string): Entrant => ({ id, side: "foes", ...(group ? { group } : {}) });
const cap2 = { tieBreak: "reroll-half", maxPlayersInARow: 2 } as const;

describe("two-players cap (T4)", () => {
  it("T4: a third player in a row lets the next non-player move up ahead of it, keeping its own score", () => {
    const r = rollInitiative("d20", [pc("p1"), pc("p2"), pc("p3"), npc("e1")], scriptedDice([20, 19, 18, 10]), cap2);
    expect(r.order).toEqual(["p1", "p2", "e1", "p3"]);
    expect(r.score.e1).toBe(10);
  });

  it("T4: when no non-player remains the players keep their order", () => {
    const entrants = [pc("p1"), pc("p2"), pc("p3"), npc("e1"), pc("p4"), pc("p5")];
    const r = rollInitiative("d20", entrants, scriptedDice([20, 19, 18, 17, 16, 15]), cap2);
    expect(r.order).toEqual(["p1", "p2", "e1", "p3", "p4", "p5"]);
  });

  it("T4: with no cap the order follows the scores", () => {
    const r = rollInitiative("d20", [pc("p1"), pc("p2"), pc("p3"), npc("e1")], scriptedDice([20, 19, 18, 10]),
      { maxPlayersInARow: null });
    expect(r.order).toEqual(["p1", "p2", "p3", "e1"]);
  });

  it("T4 + T3: a group that moves up moves whole, its members still in a row", () => {
    const entrants = [pc("p1"), pc("p2"), pc("p3"), npc("g1", "g"), npc("g2", "g"), npc("e")];
    const r = rollInitiative("d20", entrants, scriptedDice([20, 19, 18, 10, 5]), cap2);
    expect(r.order).toEqual(["p1", "p2", "g1", "g2", "p3", "e"]);
  });

  it("T4: a cap of one alternates players and non-players while both last", () => {
    const entrants = [pc("p1"), pc("p2"), pc("p3"), npc("e1"), npc("e2")];
    const r = rollInitiative("d20", entrants, scriptedDice([20, 19, 18, 5, 4]), { maxPlayersInARow: 1 });
    expect(r.order).toEqual(["p1", "e1", "p2", "e2", "p3"]);
  });

  it("T4: non-players already between players are not moved", () => {
    const entrants = [pc("p1"), npc("e1"), pc("p2"), pc("p3"), npc("e2")];
    const r = rollInitiative("d20", entrants, scriptedDice([20, 19, 18, 17, 16]), cap2);
    expect(r.order).toEqual(["p1", "e1", "p2", "p3", "e2"]);
  });

  it("T4: the cap is a d20 rule; other modes ignore it", () => {
    const entrants = [pc("p1"), pc("p2"), pc("p3"), { ...npc("e1"), dex: -1 }];
    expect(rollInitiative("agility", entrants, scriptedDice([]), cap2).order).toEqual(["p1", "p2", "p3", "e1"]);
  });
});
