import { describe, expect, it } from "vitest";
import type { Entrant } from "../../../src/rules/initiative/index.js";
import { freeRoundBeforeInitiative, SURPRISE_ROUND_ACTIONS, surpriseRound } from "../../../src/rules/turns/index.js";
import { RulesTypeError } from "../../../src/rules/validate.js";

const e = (id: string, side: string, surprised = false): Entrant => ({ id, side, surprised });

describe("surprise round (L4)", () => {
  it("L4: when every creature on one side is unaware, the aware creatures act first", () => {
    const r = surpriseRound([e("a", "party", true), e("b", "party", true), e("g1", "goblins"), e("g2", "goblins")]);
    expect(r).toEqual({ participants: ["g1", "g2"], actions: SURPRISE_ROUND_ACTIONS });
  });

  it("L4: each may take one standard or one move action, plus one swift or immediate", () => {
    expect(SURPRISE_ROUND_ACTIONS).toEqual({ standardOrMove: 1, swiftOrImmediate: 1 });
  });

  it("L4: aware creatures on a partly unaware side join the surprise round too", () => {
    const r = surpriseRound([e("a", "party", true), e("b", "party"), e("g", "goblins", true)]);
    expect(r?.participants).toEqual(["b"]);
  });

  it("L4: no surprise round when no side is wholly unaware", () => {
    expect(surpriseRound([e("a", "party", true), e("b", "party"), e("g", "goblins")])).toBeNull();
  });

  it("L4: no surprise round when nobody is aware", () => {
    expect(surpriseRound([e("a", "party", true), e("g", "goblins", true)])).toBeNull();
  });

  it("L4: entrants are checked (duplicate ids throw)", () => {
    expect(() => surpriseRound([e("a", "party"), e("a", "goblins", true)])).toThrow(RulesTypeError);
  });
});

describe("free round before initiative (S3)", () => {
  it("S3: a surprised group gives its enemies one full free round before initiative", () => {
    const r = freeRoundBeforeInitiative([e("a", "party", true), e("b", "party", true), e("g", "goblins")]);
    expect(r).toEqual({ participants: ["g"] });
  });

  it("S3: a group only partly caught unawares is not surprised", () => {
    expect(freeRoundBeforeInitiative([e("a", "party", true), e("b", "party"), e("g", "goblins")])).toBeNull();
  });

  it("S3: every side other than the surprised one acts, all its members included", () => {
    const r = freeRoundBeforeInitiative([e("g", "goblins", true), e("a", "party", true), e("b", "party"),
      e("w", "wolves")]);
    expect(r).toEqual({ participants: ["a", "b", "w"] });
  });

  it("S3: nobody acts when every side is surprised", () => {
    expect(freeRoundBeforeInitiative([e("a", "party", true), e("g", "goblins", true)])).toBeNull();
  });
});
