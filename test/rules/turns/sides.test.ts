import { describe, expect, it } from "vitest";
import type { Entrant } from "../../../src/rules/initiative/index.js";
import { isSideTurnOver, mayTakeSideTurn, sideMembersToAct } from "../../../src/rules/turns/index.js";
import { ENEMY_SIDE, PARTY_SIDE, sideOf, type Disposition } from "../../../src/rules/index.js";
import { RulesTypeError } from "../../../src/rules/validate.js";

const entrants: Entrant[] = [{ id: "a", side: "party" }, { id: "b", side: "party" }, { id: "g", side: "goblins" }];

describe("acting as a side (S2)", () => {
  it("S2: a side's turn is over once every member has acted", () => {
    expect(isSideTurnOver(entrants, "party", ["b"])).toBe(false);
    expect(isSideTurnOver(entrants, "party", ["b", "a"])).toBe(true);
  });

  it("S2: acts by other sides don't count", () => {
    expect(isSideTurnOver(entrants, "goblins", ["a", "b"])).toBe(false);
  });

  it("S2: any member of the current side who has not acted may take the turn, in any order", () => {
    expect(mayTakeSideTurn(entrants, "party", ["a"], "b")).toBe(true);
    expect(mayTakeSideTurn(entrants, "party", ["a"], "a")).toBe(false);
    expect(mayTakeSideTurn(entrants, "party", [], "g")).toBe(false);
  });

  it("S2: bad input throws", () => {
    expect(() => isSideTurnOver(entrants, "", [])).toThrow(RulesTypeError);
    expect(() => isSideTurnOver(entrants, "party", [3 as unknown as string])).toThrow(/acted\[0\]/);
  });
});

describe("who on a side may still act (S2)", () => {
  it("S2: the members of the side who have not acted, in the order given", () => {
    expect(sideMembersToAct(entrants, "party", [])).toEqual(["a", "b"]);
    expect(sideMembersToAct(entrants, "party", ["a", "g"])).toEqual(["b"]);
    expect(sideMembersToAct(entrants, "party", ["b", "a"])).toEqual([]);
  });
});

describe("which side a combatant joins (S1, as issue 10 maps dispositions)", () => {
  it("S1 (issue 10): friendly → the party, hostile and secret → the enemies, neutral → a neutral side", () => {
    expect(["friendly", "hostile", "secret", "neutral"].map((d) => sideOf(d as Disposition, false)))
      .toEqual(["party", "enemies", "enemies", "neutral"]);
    expect(sideOf("hostile", true)).toBe("enemies");
  });

  it("S1 (issue 10): without a token a character joins the party and an NPC the enemies", () => {
    expect(sideOf(null, true)).toBe(PARTY_SIDE);
    expect(sideOf(null, false)).toBe(ENEMY_SIDE);
  });

  it("an unknown disposition throws naming the field", () => {
    expect(() => sideOf("angry" as Disposition, false)).toThrow(/disposition/);
  });
});
